// Home: the brand promise, the services and how grading works
// (docs/product/storefront.md#home-and-information-pages). No prices here: prices only come from the database on
// /grading/pricing.
import { useTranslation } from '@/hooks/useTranslation';
import { PageHead } from '@/components/layout/PageHead';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import { Icon } from '@/components/ui/Icon';
import { bolt, priceCheck, qrCode2, timeline } from '@/components/ui/icon-paths';
import ui from '@/components/ui/ui.module.css';
import { SerialSearch } from '@/components/certificates/SerialSearch';
import { translatedStaticProps } from '@/lib/server/static-pages/translated-static-props';
import styles from './index.module.css';

const PROMISES = [
  { id: 'progress', icon: timeline },
  { id: 'labels', icon: qrCode2 },
  { id: 'prices', icon: priceCheck },
  { id: 'speed', icon: bolt },
] as const;

const SERVICES = [
  { id: 'grading', href: '/grading/submit' },
  { id: 'reholder', href: '/reholder/submit' },
  { id: 'certification', href: '/certification' },
  { id: 'pricing', href: '/grading/pricing' },
] as const;

const STEPS = ['apply', 'ship', 'grade', 'return'] as const;

// Plain elements and a CSS Module, no MUI: the home page ships no MUI/emotion (docs/decisions/0015-storefront-static-css.md).
export default function HomePage() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation('cert');
  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} />
      <div className={styles.hero}>
        <div className={ui.container}>
          <h1 className={cx(ui.h1, styles.heroTitle)}>{t('hero.title')}</h1>
          <p className={cx(ui.body1, styles.heroLead)}>{t('hero.lead')}</p>
          <div className={styles.actions}>
            <ButtonLink href="/grading/submit" variant="contained" color="secondary" size="large">
              {t('hero.ctaSubmit')}
            </ButtonLink>
            <ButtonLink href="/grading" variant="outlined" color="inherit" size="large">
              {t('hero.ctaLearn')}
            </ButtonLink>
          </div>
        </div>
      </div>

      <section aria-labelledby="check-heading" className={cx(ui.container, styles.section)}>
        <h2 id="check-heading" className={cx(ui.h2, styles.heading)}>
          {tc('lookup.homeTitle')}
        </h2>
        <p className={cx(ui.body1, ui.muted)}>{tc('lookup.homeLead')}</p>
        <SerialSearch id="home-serial" />
      </section>

      <section aria-labelledby="promise-heading" className={cx(ui.container, styles.section)}>
        <h2 id="promise-heading" className={cx(ui.h2, styles.heading)}>
          {t('promise.heading')}
        </h2>
        <div className={styles.grid}>
          {PROMISES.map(({ id, icon }) => (
            <div key={id}>
              <Icon paths={icon} size={40} tone="secondary" className={styles.promiseIcon} />
              <h3 className={cx(ui.h3, styles.itemTitle)}>{t(`promise.items.${id}.title`)}</h3>
              <p className={cx(ui.body1, ui.muted)}>{t(`promise.items.${id}.text`)}</p>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="services-heading" className={cx(styles.section, styles.paperBand)}>
        <div className={ui.container}>
          <h2 id="services-heading" className={cx(ui.h2, styles.heading)}>
            {t('services.heading')}
          </h2>
          <div className={styles.grid}>
            {SERVICES.map(({ id, href }) => (
              <div key={id} className={cx(ui.card, styles.serviceCard)}>
                <div className={cx(ui.cardContent, styles.serviceContent)}>
                  <h3 className={cx(ui.h3, styles.itemTitle)}>{t(`services.items.${id}.title`)}</h3>
                  <p className={cx(ui.body1, ui.muted)}>{t(`services.items.${id}.text`)}</p>
                </div>
                <div className={cx(ui.cardActions, styles.serviceActions)}>
                  <ButtonLink href={href} variant="outlined">
                    {t(`services.items.${id}.cta`)}
                  </ButtonLink>
                </div>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="steps-heading" className={cx(ui.container, styles.section)}>
        <h2 id="steps-heading" className={cx(ui.h2, styles.heading)}>
          {t('steps.heading')}
        </h2>
        <ol className={cx(ui.plainList, styles.grid)}>
          {STEPS.map((id, index) => (
            <li key={id} className={styles.step}>
              <p className={cx(ui.overline, ui.muted)}>{t('steps.stepNumber', { number: index + 1 })}</p>
              <h3 className={cx(ui.h3, styles.itemTitle)}>{t(`steps.items.${id}.title`)}</h3>
              <p className={cx(ui.body1, ui.muted)}>{t(`steps.items.${id}.text`)}</p>
            </li>
          ))}
        </ol>
        <ButtonLink href="/grading/detail" className={styles.more}>
          {t('steps.more')}
        </ButtonLink>
      </section>
    </>
  );
}

// The same for everyone: prerendered by the build in every locale (docs/decisions/0014-static-pages.md).
export const getStaticProps = translatedStaticProps(['home', 'cert']);
