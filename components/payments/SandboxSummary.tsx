// The top of the gateway's page: who is paid, for which order, by which method, and how much.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import type { SandboxCheckout } from '@/lib/server/payments/sandbox/checkout';
import { formatMoney } from '@/lib/shared/money';

export function SandboxSummary({ checkout }: { checkout: SandboxCheckout }) {
  const { t } = useTranslation('payments');
  const { locale = 'zh-TW' } = useRouter();
  const rows = [
    { label: t('sandbox.merchant'), value: checkout.merchant },
    { label: t('sandbox.orderNumber'), value: checkout.orderNumber },
    { label: t('sandbox.method'), value: t(`methods.${checkout.method}`) },
  ];
  return (
    <Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="textSecondary">
              {row.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box
        sx={{
          mt: 3,
          p: 2,
          borderRadius: 1,
          bgcolor: 'grey.100',
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="body2" color="textSecondary">
          {t('sandbox.amount')}
        </Typography>
        <Typography data-testid="sandbox-amount" sx={{ fontSize: { xs: '1.75rem', md: '2rem' }, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(checkout.amount, checkout.currency, locale)}
        </Typography>
      </Box>
    </Box>
  );
}
