// Grading services (docs/product/storefront.md#home-and-information-pages): service levels with their turnaround, the
// cards we accept, links onward. No prices here on purpose: prices only come from the database on /grading/pricing.
import { useTranslation } from '@/hooks/useTranslation';
import { PageHead } from '@/components/layout/PageHead';
import { PageIntro } from '@/components/layout/PageIntro';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import { Icon } from '@/components/ui/Icon';
import { checkCircle } from '@/components/ui/icon-paths';
import ui from '@/components/ui/ui.module.css';
import { translatedStaticProps } from '@/lib/server/static-pages/translated-static-props';
import { ACCEPTED_CARD, BULK_MIN_CARDS, MIN_CARD_YEAR } from '@/lib/shared/orders/limits';
import { TURNAROUND_BUSINESS_DAYS } from '@/lib/shared/orders/turnaround';
import styles from './index.module.css';

// Turnaround per service (docs/product/order-lifecycle.md#estimated-completion): REG 15, EXP 5, REHOLDER 10 business
// days; bulk up to 30.
const SERVICES = [
  { id: 'regular', days: TURNAROUND_BUSINESS_DAYS.REG, upTo: false },
  { id: 'express', days: TURNAROUND_BUSINESS_DAYS.EXP, upTo: false },
  { id: 'bulk', days: TURNAROUND_BUSINESS_DAYS.BULK, upTo: true },
  { id: 'reholder', days: TURNAROUND_BUSINESS_DAYS.REHOLDER, upTo: false },
] as const;

const CATEGORIES = ['sports', 'pokemon', 'yugioh', 'other'] as const;

// Plain elements and a CSS Module, no MUI (docs/decisions/0015-storefront-static-css.md).
export default function GradingPage() {
  const { t } = useTranslation('grading');
  const accepted = [
    t('services.accepted.size', { width: ACCEPTED_CARD.widthIn, height: ACCEPTED_CARD.heightIn }),
    t('services.accepted.thickness', { pt: ACCEPTED_CARD.maxThicknessPt, mm: ACCEPTED_CARD.maxThicknessMm }),
    t('services.accepted.year', { year: MIN_CARD_YEAR }),
    t('services.accepted.pokemon'),
  ];

  return (
    <>
      <PageHead title={t('services.meta.title')} description={t('services.intro.lead')} />
      <PageIntro title={t('services.intro.title')} lead={t('services.intro.lead')} />
      <div className={cx(ui.container, styles.body)}>
        <section aria-labelledby="services-heading" className={styles.section}>
          <h2 id="services-heading" className={cx(ui.h2, styles.servicesHeading)}>
            {t('services.heading')}
          </h2>
          <div className={styles.grid}>
            {SERVICES.map(({ id, days, upTo }) => (
              <div key={id} className={ui.card}>
                <div className={ui.cardContent}>
                  <h3 className={cx(ui.h3, styles.itemTitle)}>{t(`services.items.${id}.title`)}</h3>
                  <span className={cx(ui.chip, ui.chipSmall, ui.chipSecondary, styles.turnaround)}>
                    {t(upTo ? 'services.turnaroundUpTo' : 'services.turnaround', { count: days })}
                  </span>
                  <p className={cx(ui.body1, ui.muted)}>{t(`services.items.${id}.text`, { min: BULK_MIN_CARDS })}</p>
                </div>
              </div>
            ))}
          </div>
          <p className={cx(ui.body2, ui.muted, styles.note)}>{t('services.turnaroundNote')}</p>
        </section>

        <section aria-labelledby="accepted-heading" className={styles.section}>
          <h2 id="accepted-heading" className={cx(ui.h2, styles.acceptedHeading)}>
            {t('services.accepted.heading')}
          </h2>
          <p className={cx(ui.body1, styles.categoriesLead)}>{t('services.accepted.categoriesLead')}</p>
          <div className={styles.categories}>
            {CATEGORIES.map((id) => (
              <span key={id} className={cx(ui.chip, ui.chipOutlined)}>
                {t(`services.accepted.categories.${id}`)}
              </span>
            ))}
          </div>
          <ul className={cx(ui.plainList, styles.acceptedList)}>
            {accepted.map((text) => (
              <li key={text} className={styles.acceptedItem}>
                <span className={styles.acceptedIcon}>
                  <Icon paths={checkCircle} />
                </span>
                <span className={cx(ui.body1, styles.acceptedText)}>{text}</span>
              </li>
            ))}
          </ul>
        </section>

        <div className={styles.actions}>
          <ButtonLink href="/grading/submit" variant="contained" size="large">
            {t('services.cta.submit')}
          </ButtonLink>
          <ButtonLink href="/grading/pricing" variant="outlined" size="large">
            {t('services.cta.pricing')}
          </ButtonLink>
          <ButtonLink href="/grading/detail" size="large">
            {t('services.cta.detail')}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}

// The same for everyone: prerendered by the build in every locale (docs/decisions/0014-static-pages.md).
export const getStaticProps = translatedStaticProps(['grading']);
