// One currency's prices as the admin edits them (issue #10, docs/product/pricing.md#price-policy): services with their
// turnaround, card categories, surcharges and delivery, each amount in the currency's minor unit with how the
// storefront prints it. Validated in the browser with the API's own schema. Remounted (by its key) whenever the
// stored policy changes, so it always starts from what is stored.
import { yupResolver } from '@hookform/resolvers/yup';
import { FORM_FIELDS_ONLY } from '@/lib/client/form-fields-only';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useForm } from 'react-hook-form';
import { Section } from '@/components/ui/Section';
import type { Currency } from '@/lib/server/db/generated/enums';
import type { AdminPricePolicy } from '@/lib/shared/admin/views';
import { formatMoney } from '@/lib/shared/money';
import { type PricePolicyUpdateInput, pricePolicyUpdateSchema } from '@/lib/shared/schemas/admin/price-policy';
import { IntegerField } from './IntegerField';
import { hasJejuSurcharge, priceFormValues } from './price-form-values';

interface Props {
  currency: Currency;
  policy: AdminPricePolicy | null;
  pending: boolean;
  onSave: (input: PricePolicyUpdateInput) => void;
}

export function PricePolicyForm({ currency, policy, pending, onSave }: Props) {
  const { t, i18n } = useTranslation('admin');
  const values = priceFormValues(policy);
  const { control, handleSubmit } = useForm<PricePolicyUpdateInput>({
    resolver: yupResolver(pricePolicyUpdateSchema, FORM_FIELDS_ONLY),
    defaultValues: values,
  });
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  const field = (name: Parameters<typeof IntegerField<PricePolicyUpdateInput>>[0]['name'], label: string, preview = money) => (
    <IntegerField control={control} name={name} id={`price-${currency}-${name.replace(/[.[\]]/g, '-')}`} label={label} preview={preview} />
  );

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSave)} aria-label={t('prices.save', { currency })}>
      <Section dense id={`services-${currency}`} title={t('prices.services.title')} lead={t('prices.services.lead')}>
        <Grid container spacing={2}>
          {values.services.map((service, index) => (
            <Grid key={service.serviceName} size={{ xs: 12, md: 6 }}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t(`prices.services.names.${service.serviceName}`)}
              </Typography>
              <Grid container spacing={1}>
                <Grid size={{ xs: 7 }}>{field(`services.${index}.amount`, t('prices.services.amount'))}</Grid>
                {/* The quick-submission extra is no tier of its own: no turnaround (its stored null is kept). */}
                {service.serviceName !== 'QUICK_SUBMISSION' && (
                  <Grid size={{ xs: 5 }}>{field(`services.${index}.businessDays`, t('prices.services.businessDays'), () => ' ')}</Grid>
                )}
              </Grid>
            </Grid>
          ))}
        </Grid>
      </Section>
      <Section dense id={`categories-${currency}`} title={t('prices.categories.title')} lead={t('prices.categories.lead')}>
        <Grid container spacing={2}>
          {values.categories.map((row, index) => (
            <Grid key={row.category} size={{ xs: 12, sm: 6, md: 4 }}>
              {field(`categories.${index}.amount`, t(`prices.categories.names.${row.category}`))}
            </Grid>
          ))}
        </Grid>
      </Section>
      <Section dense id={`surcharges-${currency}`} title={t('prices.surcharges.title')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>{field('autoGradingSurcharge', t('prices.surcharges.autoGradingSurcharge'))}</Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>{field('reholderDefaultPrice', t('prices.surcharges.reholderDefaultPrice'))}</Grid>
          {hasJejuSurcharge(currency) && <Grid size={{ xs: 12, sm: 6, md: 4 }}>{field('jejuSurcharge', t('prices.surcharges.jejuSurcharge'))}</Grid>}
        </Grid>
      </Section>
      <Section dense id={`delivery-${currency}`} title={t('prices.delivery.title')} lead={t('prices.delivery.lead')}>
        <Grid container spacing={2}>
          {values.deliveryCosts.map((row, index) => (
            <Grid key={row.shippingMethod} size={{ xs: 12, sm: 6, md: 3 }}>
              {field(`deliveryCosts.${index}.amount`, t(`prices.delivery.methods.${row.shippingMethod}`))}
            </Grid>
          ))}
        </Grid>
      </Section>
      <Button type="submit" variant="contained" disabled={pending} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        {pending ? t('common.saving') : t('prices.save', { currency })}
      </Button>
    </Box>
  );
}
