// A whole-number field of an ADMIN form (prices in minor units, business days). What the admin types is kept as typed
// until it is a plain number, so the shared schema — not the field — says what is wrong; a valid amount shows how the
// storefront will print it.
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/hooks/useTranslation';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/** '' → null (nothing entered), digits → the number, anything else stays text for the schema to refuse. */
export function typedInteger(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,12}$/.test(trimmed) ? Number(trimmed) : text;
}

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  /** Text under a valid value (e.g. "NT$650"). */
  preview?: (value: number) => string;
}

export function IntegerField<T extends FieldValues>({ control, name, id, label, preview }: Props<T>) {
  const { t } = useTranslation('admin');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const value: unknown = field.value;
        const message = fieldState.error?.message;
        return (
          <TextField
            id={id}
            name={field.name}
            label={label}
            size="small"
            fullWidth
            value={value === null || value === undefined ? '' : String(value)}
            onChange={(event) => field.onChange(typedInteger(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(message)}
            helperText={message ? t(message) : typeof value === 'number' && preview ? preview(value) : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
        );
      }}
    />
  );
}
