import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { CurrencySwitch } from '@/components/pricing/CurrencySwitch';
import { DeliveryCostTable } from '@/components/pricing/DeliveryCostTable';
import { PriceTierCards } from '@/components/pricing/PriceTierCards';
import { PricingExtras } from '@/components/pricing/PricingExtras';
import { getDb } from '@/lib/server/db/client';
import type { Currency } from '@/lib/server/db/generated/enums';
import { pageTranslations } from '@/lib/server/i18n/page-translations';
import { getPricePolicy } from '@/lib/server/pricing/get-price-policy';
import { catchAllSegments, generateOnFirstRequest } from '@/lib/server/static-pages/generate-on-request';
import { DEFAULT_LOCALE } from '@/lib/shared/locale';
import { type PricePolicy, STOREFRONT_CURRENCY, isCurrency } from '@/lib/shared/price-policy';
import { buildDeliveryRows, buildPriceRows } from '@/lib/shared/pricing-display';

interface Props {
  currency: Currency;
  policy: PricePolicy | null;
}

export default function PricingPage({ currency, policy }: Props) {
  const { t } = useTranslation('pricing');
  const locale = useRouter().locale ?? DEFAULT_LOCALE;
  const rows = policy ? buildPriceRows(policy) : [];
  const quickExtra = policy?.services.find((service) => service.serviceName === 'QUICK_SUBMISSION')?.amount ?? null;
  return (
    <>
      <Head>
        <title>{t('meta.title')}</title>
        <meta name="description" content={t('meta.description')} />
      </Head>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' }, mb: 4 }}>
          <Box>
            <Typography variant="h1" gutterBottom>
              {t('heading')}
            </Typography>
            <Typography color="text.secondary">{t('intro')}</Typography>
          </Box>
          <CurrencySwitch current={currency} pathname="/grading/pricing" />
        </Stack>

        {!policy ? (
          <Alert severity="info">{t('unavailable')}</Alert>
        ) : (
          <Stack spacing={5}>
            <Box component="section" aria-labelledby="pricing-tiers-heading">
              <Typography id="pricing-tiers-heading" variant="h2" sx={{ mb: 2 }}>
                {t('tiersHeading')}
              </Typography>
              <PriceTierCards rows={rows} currency={currency} locale={locale} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {t('discount.note')}
              </Typography>
            </Box>

            <Grid container spacing={4}>
              <Grid size={{ xs: 12, md: 6 }} component="section" aria-labelledby="pricing-extras-heading">
                <Typography id="pricing-extras-heading" variant="h2" sx={{ mb: 2 }}>
                  {t('extras.heading')}
                </Typography>
                <PricingExtras
                  autoGradingExtra={policy.autoGradingSurcharge}
                  quickSubmissionExtra={quickExtra}
                  jejuSurcharge={policy.jejuSurcharge}
                  currency={currency}
                  locale={locale}
                />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                  {t('extras.note')}
                </Typography>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }} component="section" aria-labelledby="pricing-delivery-heading">
                <Typography id="pricing-delivery-heading" variant="h2" sx={{ mb: 2 }}>
                  {t('delivery.heading')}
                </Typography>
                <DeliveryCostTable rows={buildDeliveryRows(policy)} currency={currency} locale={locale} />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                  {t('delivery.note')}
                </Typography>
              </Grid>
            </Grid>

            <Box>
              <Button component={NextLink} href="/grading/submit" variant="contained" size="large">
                {t('cta')}
              </Button>
            </Box>
          </Stack>
        )}
      </Container>
    </>
  );
}

export const getStaticPaths = generateOnFirstRequest;

// Served from the cache and regenerated when an admin changes the prices (docs/decisions/0014-static-pages.md): TWD
// is the page itself, `?currency=USD|KRW` is rewritten by the proxy to /grading/pricing/USD|KRW (pickCurrency). An
// unknown ?currency= is not rewritten, so it shows the storefront's TWD prices rather than an error page.
export const getStaticProps: GetStaticProps<Props> = async ({ locale, params }) => {
  const [segment, ...rest] = catchAllSegments(params, 'currency');
  // One address per currency: TWD only at /grading/pricing itself.
  const currency = segment === undefined ? STOREFRONT_CURRENCY : isCurrency(segment) && segment !== STOREFRONT_CURRENCY && !rest.length ? segment : null;
  if (!currency) return { notFound: true };
  const [policy, translations] = await Promise.all([getPricePolicy(await getDb(), currency), pageTranslations(locale, ['pricing'])]);
  return { props: { currency, policy, ...translations } };
};
