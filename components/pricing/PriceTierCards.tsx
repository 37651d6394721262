import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import RemoveCircleOutlined from '@mui/icons-material/RemoveCircleOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { Currency } from '@/lib/server/db/generated/enums';
import { formatMoney } from '@/lib/shared/money';
import type { PriceRow } from '@/lib/shared/pricing-display';

interface Props {
  rows: PriceRow[];
  currency: Currency;
  locale: string;
}

/** One card per service tier: price per card, turnaround and what is added or discounted. */
export function PriceTierCards({ rows, currency, locale }: Props) {
  const { t } = useTranslation('pricing');
  const money = (amount: number) => formatMoney(amount, currency, locale);
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Grid key={row.tier} size={{ xs: 12, sm: 6, md: 3 }} component="li">
          <Card variant="outlined" data-testid={`price-${row.tier}`} sx={{ height: '100%', borderColor: row.tier === 'REG' ? 'primary.main' : undefined }}>
            <CardContent>
              <Typography variant="h3" component="h3">
                {t(`tiers.${row.tier}.name`)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ minHeight: { sm: 40 }, mt: 0.5 }}>
                {t(`tiers.${row.tier}.description`)}
              </Typography>
              <Box sx={{ my: 2 }}>
                <Typography component="span" sx={{ fontSize: '1.9rem', fontWeight: 700 }}>
                  {row.priceVaries ? t('fromPrice', { price: money(row.price) }) : money(row.price)}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.5 }}>
                  {t('perCard')}
                </Typography>
              </Box>
              <Divider sx={{ mb: 1.5 }} />
              <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {row.businessDays !== null && <Fact>{t('turnaround', { count: row.businessDays })}</Fact>}
                {row.minimumCards !== null && <Fact>{t('minimumCards', { count: row.minimumCards })}</Fact>}
                {row.autoGradingExtra !== null && <Fact>{t('autoExtra', { amount: money(row.autoGradingExtra) })}</Fact>}
                {row.quickSubmissionExtra !== null && <Fact>{t('quickExtra', { amount: money(row.quickSubmissionExtra) })}</Fact>}
                <Fact negative={!row.memberDiscount}>{row.memberDiscount ? t('discount.applies') : t('discount.notApplied')}</Fact>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

function Fact({ children, negative = false }: { children: React.ReactNode; negative?: boolean }) {
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      {negative ? (
        <RemoveCircleOutlined aria-hidden fontSize="small" sx={{ color: 'text.disabled', mt: '2px' }} />
      ) : (
        <CheckCircleOutlined aria-hidden fontSize="small" sx={{ color: 'success.main', mt: '2px' }} />
      )}
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}
