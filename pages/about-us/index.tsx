// About us (docs/product/storefront.md#routes): who grades the cards, what we stand for, where the offices are.
import { useTranslation } from '@/hooks/useTranslation';
import { PageHead } from '@/components/layout/PageHead';
import { PageIntro } from '@/components/layout/PageIntro';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { translatedStaticProps } from '@/lib/server/static-pages/translated-static-props';
import styles from './index.module.css';

const VALUES = ['independence', 'consistency', 'security', 'service'] as const;
// Cards travel head office → grading → branch office (order progress steps,
// docs/product/order-lifecycle.md#progress-bar).
const OFFICES = ['headOffice', 'branchOffice'] as const;

// Plain elements and a CSS Module, no MUI (docs/decisions/0015-storefront-static-css.md).
export default function AboutUsPage() {
  const { t } = useTranslation('about');
  return (
    <>
      <PageHead title={t('meta.title')} description={t('intro.lead')} />
      <PageIntro title={t('intro.title')} lead={t('intro.lead')} />
      <div className={cx(ui.container, styles.body)}>
        <section aria-labelledby="mission-heading" className={cx(styles.section, styles.mission)}>
          <h2 id="mission-heading" className={cx(ui.h2, styles.missionHeading)}>
            {t('mission.heading')}
          </h2>
          <p className={cx(ui.body1, styles.missionText)}>{t('mission.text1')}</p>
          <p className={ui.body1}>{t('mission.text2')}</p>
        </section>

        <section aria-labelledby="values-heading" className={styles.section}>
          <h2 id="values-heading" className={cx(ui.h2, styles.heading)}>
            {t('values.heading')}
          </h2>
          <div className={styles.valuesGrid}>
            {VALUES.map((id) => (
              <div key={id} className={cx(ui.card, styles.value)}>
                <h3 className={cx(ui.h3, styles.itemTitle)}>{t(`values.items.${id}.title`)}</h3>
                <p className={cx(ui.body1, ui.muted)}>{t(`values.items.${id}.text`)}</p>
              </div>
            ))}
          </div>
        </section>

        <section aria-labelledby="offices-heading" className={styles.section}>
          <h2 id="offices-heading" className={cx(ui.h2, styles.heading)}>
            {t('offices.heading')}
          </h2>
          <div className={styles.officesGrid}>
            {OFFICES.map((id) => (
              <div key={id} className={styles.office}>
                <h3 className={cx(ui.h3, styles.itemTitle)}>{t(`offices.${id}.title`)}</h3>
                <p className={cx(ui.body1, ui.muted)}>{t(`offices.${id}.text`)}</p>
              </div>
            ))}
          </div>
        </section>

        <section aria-labelledby="cta-heading" className={cx(ui.card, styles.cta)}>
          <h2 id="cta-heading" className={cx(ui.h2, styles.itemTitle)}>
            {t('cta.heading')}
          </h2>
          <p className={cx(ui.body1, ui.muted, styles.ctaText)}>{t('cta.text')}</p>
          <div className={styles.actions}>
            <ButtonLink href="/grading/submit" variant="contained">
              {t('cta.submit')}
            </ButtonLink>
            <ButtonLink href="/about-us/faq" variant="outlined">
              {t('cta.faq')}
            </ButtonLink>
            <ButtonLink href="/partner-shop" variant="outlined">
              {t('cta.partner')}
            </ButtonLink>
          </div>
        </section>
      </div>
    </>
  );
}

// The same for everyone: prerendered by the build in every locale (docs/decisions/0014-static-pages.md).
export const getStaticProps = translatedStaticProps(['about']);
