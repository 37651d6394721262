import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from '@/hooks/useTranslation';
import { CurrencySwitch } from '@/components/pricing/CurrencySwitch';
import { DeliveryCostTable } from '@/components/pricing/DeliveryCostTable';
import { PriceTierCards } from '@/components/pricing/PriceTierCards';
import { PricingExtras } from '@/components/pricing/PricingExtras';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import { Icon } from '@/components/ui/Icon';
import { infoOutlined } from '@/components/ui/icon-paths';
import ui from '@/components/ui/ui.module.css';
import { getDb } from '@/lib/server/db/client';
import type { Currency } from '@/lib/server/db/generated/enums';
import { pageTranslations } from '@/lib/server/i18n/page-translations';
import { getPricePolicy } from '@/lib/server/pricing/get-price-policy';
import { catchAllSegments, generateOnFirstRequest } from '@/lib/server/static-pages/generate-on-request';
import { DEFAULT_LOCALE } from '@/lib/shared/locale';
import { type PricePolicy, STOREFRONT_CURRENCY, isCurrency } from '@/lib/shared/price-policy';
import { buildDeliveryRows, buildPriceRows } from '@/lib/shared/pricing-display';
import styles from '@/components/pricing/PricingPage.module.css';

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
      <div className={cx(ui.container, ui.pageBody)}>
        <div className={styles.header}>
          <div>
            <h1 className={cx(ui.h1, ui.gutterBottom)}>{t('heading')}</h1>
            <p className={cx(ui.body1, ui.muted)}>{t('intro')}</p>
          </div>
          <CurrencySwitch current={currency} pathname="/grading/pricing" />
        </div>

        {!policy ? (
          <div role="alert" className={cx(ui.alert, ui.alertInfo, styles.unavailable)}>
            <Icon paths={infoOutlined} className={styles.alertIcon} />
            <div>{t('unavailable')}</div>
          </div>
        ) : (
          <div className={styles.sections}>
            <section aria-labelledby="pricing-tiers-heading">
              <h2 id="pricing-tiers-heading" className={cx(ui.h2, styles.sectionHeading)}>
                {t('tiersHeading')}
              </h2>
              <PriceTierCards rows={rows} currency={currency} locale={locale} />
              <p className={cx(ui.body2, ui.muted, styles.tiersNote)}>{t('discount.note')}</p>
            </section>

            <div className={styles.tables}>
              <section aria-labelledby="pricing-extras-heading">
                <h2 id="pricing-extras-heading" className={cx(ui.h2, styles.sectionHeading)}>
                  {t('extras.heading')}
                </h2>
                <PricingExtras
                  autoGradingExtra={policy.autoGradingSurcharge}
                  quickSubmissionExtra={quickExtra}
                  jejuSurcharge={policy.jejuSurcharge}
                  currency={currency}
                  locale={locale}
                />
                <p className={cx(ui.body2, ui.muted, styles.tableNote)}>{t('extras.note')}</p>
              </section>
              <section aria-labelledby="pricing-delivery-heading">
                <h2 id="pricing-delivery-heading" className={cx(ui.h2, styles.sectionHeading)}>
                  {t('delivery.heading')}
                </h2>
                <DeliveryCostTable rows={buildDeliveryRows(policy)} currency={currency} locale={locale} />
                <p className={cx(ui.body2, ui.muted, styles.tableNote)}>{t('delivery.note')}</p>
              </section>
            </div>

            <div>
              <ButtonLink href="/grading/submit" variant="contained" size="large">
                {t('cta')}
              </ButtonLink>
            </div>
          </div>
        )}
      </div>
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
