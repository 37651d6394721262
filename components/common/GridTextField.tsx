// One registered text field of a form laid out on a Grid (full width on a phone, `size` of 12 columns from sm up):
// its length limit on the input, the error under it or else its hint. The member's address form and the partner
// shop form (issue #10).
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface GridFieldSpec {
  size: number;
  required?: boolean;
  type?: string;
  autoComplete?: string;
}

interface Props {
  spec: GridFieldSpec;
  registration: UseFormRegisterReturn;
  id: string;
  label: string;
  maxLength: number;
  /** The translated error, when there is one. */
  error?: string;
  hint?: string;
}

export function GridTextField({ spec, registration, id, label, maxLength, error, hint }: Props) {
  const { ref, ...rest } = registration;
  return (
    <Grid size={{ xs: 12, sm: spec.size }}>
      <TextField
        {...rest}
        inputRef={ref}
        id={id}
        label={label}
        required={spec.required}
        type={spec.type ?? 'text'}
        autoComplete={spec.autoComplete}
        error={Boolean(error)}
        helperText={error ?? hint}
        fullWidth
        slotProps={{ htmlInput: { maxLength } }}
      />
    </Grid>
  );
}
