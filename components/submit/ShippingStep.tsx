// Step 2: how the cards reach us and come back (docs/product/orders.md#shipping-methods with their delivery cost),
// the return address (required), identity verification (required) and the country-service check.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { PhoneVerificationDialog } from '@/components/account/PhoneVerificationDialog';
import type { WizardMemberState } from '@/hooks/useWizardMember';
import type { PricedOrder } from '@/lib/server/orders/price-order';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/locale';
import { formatMoney } from '@/lib/shared/money';
import type { OrderDraft } from '@/lib/shared/orders/draft';
import { SHIPPING_METHODS } from '@/lib/shared/orders/shipping';
import { AddressPicker } from './AddressPicker';
import { StepActions } from './StepActions';

interface Props {
  member: WizardMemberState;
  priced: PricedOrder | undefined;
  onBack: () => void;
  onNext: () => void;
}

export function ShippingStep({ member, priced, onBack, onNext }: Props) {
  const { t } = useTranslation('orders');
  const { locale: routerLocale } = useRouter();
  const locale = isLocale(routerLocale) ? routerLocale : DEFAULT_LOCALE;
  const { control } = useFormContext<OrderDraft>();
  const [verifying, setVerifying] = useState(false);
  // The phone typed in the chosen return address (or the default one) is offered to the phone verification.
  const addressId = useWatch({ control, name: 'shippingAddressId' });
  const addresses = member.addresses ?? [];
  const addressPhone = (addresses.find((address) => address.id === addressId) ?? addresses.find((address) => address.isDefault))?.phone ?? null;
  const cost = (method: string) => {
    const amount = priced?.deliveryCosts.find((item) => item.shippingMethod === method)?.amount;
    if (amount === undefined || !priced) return '';
    return amount === 0 ? t('shipping.free') : formatMoney(amount, priced.currency, locale);
  };

  return (
    <Stack spacing={3}>
      {!member.canOrder && (
        <Alert severity="error" role="alert">
          {t('errors.foreignRegion')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Controller
          control={control}
          name="shippingMethod"
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" error={Boolean(fieldState.error)} required fullWidth>
              <FormLabel component="legend" sx={{ fontWeight: 600, mb: 1 }}>
                {t('shipping.method')}
              </FormLabel>
              <RadioGroup name={field.name} value={field.value ?? ''} onChange={(event) => field.onChange(event.target.value)}>
                {SHIPPING_METHODS.map((method, index) => (
                  <FormControlLabel
                    key={method}
                    value={method}
                    control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
                    sx={{ alignItems: 'flex-start', mb: 1, mr: 0, '& .MuiRadio-root': { pt: 0.5 }, '& .MuiFormControlLabel-label': { flex: 1 } }}
                    label={
                      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, width: '100%' }}>
                        <span>
                          <Typography component="span" sx={{ fontWeight: 600 }}>
                            {t(`shipping.methods.${method}.title`)}
                          </Typography>
                          <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
                            {t(`shipping.methods.${method}.text`)}
                          </Typography>
                        </span>
                        <Typography component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                          {cost(method)}
                        </Typography>
                      </Stack>
                    }
                  />
                ))}
              </RadioGroup>
              {fieldState.error?.message && <FormHelperText>{t(fieldState.error.message)}</FormHelperText>}
            </FormControl>
          )}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <AddressPicker addresses={member.addresses} />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography variant="h2" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
          {t('shipping.identity.title')}
        </Typography>
        {member.phoneVerified ? (
          <Alert severity="success">{t('shipping.identity.verified')}</Alert>
        ) : (
          <Stack spacing={1.5}>
            <Alert severity="warning">{t('errors.phoneNotVerified')}</Alert>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Button variant="contained" size="small" onClick={() => setVerifying(true)}>
                {t('shipping.identity.verify')}
              </Button>
              <Link component={NextLink} href="/account/profile?verifyPhone=1" variant="body2">
                {t('shipping.identity.profile')}
              </Link>
            </Stack>
          </Stack>
        )}
        <PhoneVerificationDialog open={verifying} onClose={() => setVerifying(false)} defaultPhone={addressPhone} />
      </Paper>
      <StepActions onBack={onBack} onNext={onNext} nextDisabled={!member.canOrder || !member.phoneVerified} nextLabel={t('actions.toCaution')} />
    </Stack>
  );
}
