// A required choice from a short list in a content form (issue #10: a FAQ question's topic, a partner shop's
// country), its error message under it.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/hooks/useTranslation';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  fullWidth?: boolean;
}

export function ChoiceField<T extends FieldValues>({ control, name, id, label, options, fullWidth }: Props<T>) {
  const { t } = useTranslation(['adminContent', 'errors']);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          id={id}
          label={label}
          required
          fullWidth={fullWidth}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
