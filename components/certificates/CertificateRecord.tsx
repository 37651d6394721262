// The record of a certificate (docs/product/certificates.md#certificate-page): the card, the grade or "A", the
// subgrades and the centering measured, the autograph grade, the graded date, the label history and the population.
import { useTranslation } from '@/hooks/useTranslation';
import { cx } from '@/components/ui/cx';
import { PageLink } from '@/components/ui/PageLink';
import ui from '@/components/ui/ui.module.css';
import { POPULATION_PATH } from '@/lib/shared/certificate';
import { populationSearchFor } from '@/lib/shared/certificates/population-report';
import type { PublicCertificate } from '@/lib/shared/certificates/views';
import { type Locale, formatDate } from '@/lib/shared/locale';
import styles from './Certificate.module.css';
import { FollowPopulationButton } from '@/components/popwatch/FollowPopulationButton';

const SUBGRADES = ['surface', 'edges', 'corners', 'centering'] as const;

export function CertificateRecord({ certificate, locale }: { certificate: PublicCertificate; locale: Locale }) {
  const { t } = useTranslation('cert');
  const { card } = certificate;
  const rows: [string, string | null][] = [
    [t('record.category'), t(`categories.${card.category}`)],
    [t('record.year'), card.year === null ? null : String(card.year)],
    [t('record.brand'), card.brand],
    [t('record.set'), card.setName],
    [t('record.number'), card.cardNumber],
    [t('record.name'), card.name],
    [t('record.gradedAt'), formatDate(certificate.gradedAt, locale)],
  ];
  const measured = certificate.centeringMeasured;
  return (
    <div className={styles.recordGrid}>
      <section className={cx(ui.card, styles.gradeCard)} aria-labelledby="grade-title">
        <p id="grade-title" className={ui.overline}>
          {t('record.grade')}
        </p>
        <p className={styles.grade} data-testid="certificate-grade">
          {certificate.grade}
        </p>
        {certificate.authentic && <p className={cx(ui.body2, ui.muted)}>{t('record.authenticNote')}</p>}
        <p className={cx(ui.body2, styles.serial)}>
          {t('record.serial')} <strong>{certificate.serial}</strong>
        </p>
        <h3 className={cx(ui.subtitle2, styles.subheading)}>{t('record.subgrades')}</h3>
        <dl className={styles.subgrades}>
          {SUBGRADES.map((name) => (
            <div key={name}>
              <dt>{t(`record.${name}`)}</dt>
              <dd>{certificate.subgrades[name] ?? '–'}</dd>
            </div>
          ))}
          {certificate.autoGrade !== null && (
            <div>
              <dt>{t('record.autoGrade')}</dt>
              <dd>{certificate.autoGrade}</dd>
            </div>
          )}
        </dl>
        {measured && (
          <p className={cx(ui.body2, ui.muted)}>
            {t('record.centeringMeasured')}: {t('record.front')} {[measured.frontLR, measured.frontTB].filter(Boolean).join(' · ')}
            {(measured.backLR || measured.backTB) && ` — ${t('record.back')} ${[measured.backLR, measured.backTB].filter(Boolean).join(' · ')}`}
          </p>
        )}
      </section>
      <section className={ui.card} aria-labelledby="card-title">
        <div className={ui.cardContent}>
          <h2 id="card-title" className={cx(ui.h5, styles.subheading)}>
            {t('record.card')}
          </h2>
          <dl className={styles.facts}>
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value || '–'}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </div>
  );
}

export function LabelHistory({ certificate, locale }: { certificate: PublicCertificate; locale: Locale }) {
  const { t } = useTranslation('cert');
  return (
    <section aria-labelledby="labels-title" className={styles.section}>
      <h2 id="labels-title" className={cx(ui.h5, styles.subheading)}>
        {t('labels.title')}
      </h2>
      {certificate.labels.length === 0 ? (
        <p className={cx(ui.body2, ui.muted)}>{t('labels.none')}</p>
      ) : (
        <ol className={styles.labels}>
          {certificate.labels.map((label) => (
            <li key={label.generation} data-generation={label.generation}>
              <strong>{t('labels.generation', { number: label.generation })}</strong> · {label.grade} ·{' '}
              {t('labels.issued', { date: formatDate(label.issuedAt, locale), reason: t(`reasons.${label.reason}`) })} ·{' '}
              {label.supersededAt
                ? t('labels.replaced', { date: formatDate(label.supersededAt, locale), reason: t(`reasons.${label.supersededBy ?? 'CORRECTION'}`) })
                : t('labels.current')}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function PopulationSummary({ certificate, locale }: { certificate: PublicCertificate; locale: Locale }) {
  const { t } = useTranslation('cert');
  const population = certificate.population;
  if (!population) return null;
  const cells: [string, number | null][] = [
    [t('population.sameGrade'), population.sameGrade],
    [t('population.higher'), population.higher],
    [t('population.total'), population.total],
  ];
  return (
    <section aria-labelledby="population-title" className={styles.section}>
      <h2 id="population-title" className={cx(ui.h5, styles.subheading)}>
        {t('population.title')}
      </h2>
      <dl className={styles.population}>
        {cells.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? t('population.none')}</dd>
          </div>
        ))}
      </dl>
      <p className={cx(ui.caption, ui.muted)}>
        {t('population.asOf', { date: formatDate(population.asOf, locale, { dateStyle: 'medium', timeStyle: 'short' }) })}
      </p>
      {/* Every grade of the same card, and its history (docs/product/certificates.md#population-report). */}
      <p className={ui.body2}>
        <PageLink href={{ pathname: POPULATION_PATH, query: populationSearchFor(certificate.card) }} className={ui.link}>
          {t('population.report')}
        </PageLink>
      </p>
      {/* Pop watch (issue #25): an e-mail at most once a day when this card's population changes. */}
      <p className={ui.body2}>
        <FollowPopulationButton target={{ serial: certificate.serial }} cardName={certificate.card.name} readOnLoad />
      </p>
    </section>
  );
}
