// The reason of a certificate change or the note of a queue decision (issue #22): required, 5 to 500 characters,
// the count shown under the field, the schema's message translated when it is refused.
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/hooks/useTranslation';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { REASON_MAX } from '@/lib/shared/certificates/corrections';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
}

export function ReasonField<T extends FieldValues>({ control, name, id, label }: Props<T>) {
  const { t } = useTranslation('certAdmin');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        return (
          <TextField
            id={id}
            label={label}
            required
            fullWidth
            multiline
            minRows={2}
            name={field.name}
            value={value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ? t(fieldState.error.message) : t('dialog.counter', { count: value.length, max: REASON_MAX })}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        );
      }}
    />
  );
}
