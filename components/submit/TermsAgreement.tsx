// The terms checkbox of the payment step (docs/product/orders.md#payment-step: "Please agree to our terms and
// conditions to continue with our service."), shared by the wizard's payment step and the retry of an existing order.
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { useTranslation } from '@/hooks/useTranslation';
import { Controller, useFormContext } from 'react-hook-form';
import type { OrderDraft } from '@/lib/shared/orders/draft';

export function TermsAgreement() {
  const { t } = useTranslation('orders');
  const { control } = useFormContext<OrderDraft>();
  return (
    <Controller
      control={control}
      name="serviceAgreementChecked"
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} required>
          <FormControlLabel
            control={
              <Checkbox
                id="serviceAgreementChecked"
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
            label={t('payment.terms')}
          />
          <Link href="/usepolicy" target="_blank" rel="noopener" variant="body2" sx={{ ml: 4 }}>
            {t('payment.readTerms')}
          </Link>
          {fieldState.error?.message && <FormHelperText>{t(fieldState.error.message)}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
