// One field of a card line bound to the wizard form: text, number or a select, with its label, the
// schema's message translated under it, and the length limit on the input.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/hooks/useTranslation';
import { Controller, useFormContext } from 'react-hook-form';
import type { OrderDraft } from '@/lib/shared/orders/draft';

type Path = Parameters<ReturnType<typeof useFormContext<OrderDraft>>['register']>[0];

interface Props {
  name: Path;
  id: string;
  label: string;
  kind?: 'text' | 'number' | 'select';
  options?: { value: string; label: string }[];
  required?: boolean;
  maxLength?: number;
  multiline?: boolean;
  helper?: string;
  /** Select: the stored value of an option (default: the option's text value). */
  parse?: (value: string) => unknown;
  /** Select: run after the value changed (e.g. reset a dependent field). */
  onChanged?: (value: string) => void;
}

export function LineField({ name, id, label, kind = 'text', options = [], required, maxLength, multiline, helper, parse, onChanged }: Props) {
  const { t } = useTranslation('orders');
  const { control } = useFormContext<OrderDraft>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message;
        const common = {
          id,
          label,
          required,
          fullWidth: true,
          size: 'small' as const,
          name: field.name,
          inputRef: field.ref,
          onBlur: field.onBlur,
          error: Boolean(message),
          helperText: message ? t(message) : helper,
        };
        if (kind === 'select') {
          return (
            <TextField
              {...common}
              select
              value={field.value === null || field.value === undefined ? '' : String(field.value)}
              onChange={(event) => {
                field.onChange(parse ? parse(event.target.value) : event.target.value);
                onChanged?.(event.target.value);
              }}
            >
              {options.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          );
        }
        if (kind === 'number') {
          const value = field.value as number | null;
          return (
            <TextField
              {...common}
              type="number"
              value={value === null || value === undefined || Number.isNaN(value) ? '' : value}
              onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
              slotProps={{ htmlInput: { inputMode: 'numeric', step: 1, min: 0 } }}
            />
          );
        }
        return (
          <TextField
            {...common}
            value={(field.value as string | null) ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            multiline={multiline}
            minRows={multiline ? 1 : undefined}
            maxRows={multiline ? 4 : undefined}
            slotProps={{ htmlInput: { maxLength } }}
          />
        );
      }}
    />
  );
}
