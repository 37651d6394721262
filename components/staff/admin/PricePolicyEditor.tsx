// The price policy page's content (issue #10): a tab per currency, what the amounts mean, the form of the chosen
// currency, and what became of the last save — saved, or refused (a stale form shows the fresh prices with the
// conflict message; docs/product/pricing.md#price-policy: new orders only).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import { useAdminSavePricePolicy } from '@/hooks/useAdminPricePolicies';
import type { Currency } from '@/lib/server/db/generated/enums';
import type { AdminPricePolicies } from '@/lib/shared/admin/views';
import { adminErrorKey } from './admin-errors';
import { adminDate } from './format';
import { PricePolicyForm } from './PricePolicyForm';

export function PricePolicyEditor({ data, initialCurrency }: { data: AdminPricePolicies; initialCurrency: Currency }) {
  const { t, i18n } = useTranslation('admin');
  const [currency, setCurrency] = useState<Currency>(initialCurrency);
  const mutation = useAdminSavePricePolicy();
  const row = data.policies.find((entry) => entry.currency === currency) ?? data.policies[0]!;
  const mine = mutation.variables?.currency === row.currency;

  return (
    <>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t('prices.lead')}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('prices.newOrdersOnly')}
      </Alert>
      <Tabs value={row.currency} onChange={(_event, next: Currency) => setCurrency(next)} aria-label={t('prices.currency')} sx={{ mb: 1 }}>
        {data.policies.map((entry) => (
          <Tab key={entry.currency} value={entry.currency} label={entry.currency} id={`price-tab-${entry.currency}`} aria-controls="price-panel" />
        ))}
      </Tabs>
      <Box id="price-panel" role="tabpanel" aria-labelledby={`price-tab-${row.currency}`}>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {t(`prices.units.${row.currency}`)}
        </Typography>
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 2 }}>
          {row.policy ? t('prices.updatedAt', { date: adminDate(row.policy.updatedAt, i18n.language) }) : t('prices.missing')}
        </Typography>
        <Box aria-live="polite">
          {mine && mutation.isSuccess && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {t('prices.saved')}
            </Alert>
          )}
          {mine && mutation.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t(adminErrorKey(mutation.error))}
            </Alert>
          )}
        </Box>
        <PricePolicyForm
          key={`${row.currency}|${row.policy?.updatedAt ?? 'none'}`}
          currency={row.currency}
          policy={row.policy}
          pending={mutation.isPending}
          onSave={(input) => mutation.mutate({ currency: row.currency, input })}
        />
      </Box>
    </>
  );
}
