// One text field of a react-hook-form form (MUI): the field's value, blur and ref wired to the form, its error (a
// translation key from the schema or the server) translated under it, or else its hint. `transform` rewrites what is
// typed before the form sees it (digits only for a serial). The album, claim and reholder forms (issue #25).
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Translates the error's key. */
  translateError: (key: string) => string;
  /** Shown under the field when there is no error. */
  hint?: string;
  transform?: (typed: string) => string;
};

export function FormTextField<T extends FieldValues>({ control, name, translateError, hint, transform, ...field }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
        <TextField
          {...field}
          name={name}
          value={value ?? ''}
          onChange={(event) => onChange(transform ? transform(event.target.value) : event.target.value)}
          onBlur={onBlur}
          inputRef={ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? translateError(fieldState.error.message) : hint}
        />
      )}
    />
  );
}
