// A date and time typed in Taipei time (issue #10; lib/shared/admin-content/taipei-time.ts), held by the form as an
// ISO instant, null when empty.
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/hooks/useTranslation';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { fromTaipeiInput, toTaipeiInput } from '@/lib/shared/admin-content/taipei-time';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  required?: boolean;
}

export function TaipeiDateTimeField<T extends FieldValues>({ control, name, id, label, required }: Props<T>) {
  const { t } = useTranslation('adminContent');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          id={id}
          name={field.name}
          inputRef={field.ref}
          type="datetime-local"
          label={label}
          required={required}
          value={toTaipeiInput(field.value as string | null)}
          onChange={(event) => field.onChange(fromTaipeiInput(event.target.value))}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? t(fieldState.error.message) : t('dates.taipeiTime')}
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    />
  );
}
