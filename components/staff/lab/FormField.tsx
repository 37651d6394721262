// One field of a lab form bound to react-hook-form (issue #10): text, number or a native select, its label, the
// schema's message translated under it (keys carry their namespace: labApi:, orders:), the length limit on the input.
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/hooks/useTranslation';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  kind?: 'text' | 'number' | 'select';
  options?: { value: string; label: string }[];
  /** The select's empty choice, when it has one. */
  emptyLabel?: string;
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
  multiline?: boolean;
  helper?: string;
  placeholder?: string;
  /** Form value of what was typed or chosen (e.g. "8.5" → 8.5, "" → null). */
  parse?: (value: string) => unknown;
}

export function FormField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  kind = 'text',
  options = [],
  emptyLabel,
  required,
  disabled,
  maxLength,
  multiline,
  helper,
  placeholder,
  parse,
}: Props<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message;
        const value: unknown = field.value;
        return (
          <TextField
            id={id}
            label={label}
            required={required}
            disabled={disabled}
            fullWidth
            size="small"
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            value={value === null || value === undefined ? '' : String(value)}
            onChange={(event) => field.onChange(parse ? parse(event.target.value) : event.target.value)}
            error={Boolean(message)}
            helperText={message ? t(message) : helper}
            placeholder={placeholder}
            multiline={multiline}
            minRows={multiline ? 2 : undefined}
            select={kind === 'select'}
            autoComplete="off"
            slotProps={{
              htmlInput: { maxLength, ...(kind === 'number' ? { inputMode: 'numeric' } : {}) },
              ...(kind === 'select' ? { select: { native: true }, inputLabel: { shrink: true } } : {}),
            }}
          >
            {kind === 'select' && [
              ...(emptyLabel !== undefined
                ? [
                    <option key="" value="">
                      {emptyLabel}
                    </option>,
                  ]
                : []),
              ...options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              )),
            ]}
          </TextField>
        );
      }}
    />
  );
}
