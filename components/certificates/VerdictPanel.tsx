// The verdict first (docs/product/certificates.md#verdicts), with the fixed proof box
// (docs/product/certificates.md#proof-box): what a valid code proves, and what it does not.
import { useTranslation } from '@/hooks/useTranslation';
import { cx } from '@/components/ui/cx';
import { Icon } from '@/components/ui/Icon';
import { checkCircle, errorOutlineOutlined, infoOutlined, reportProblemOutlined } from '@/components/ui/icon-paths';
import ui from '@/components/ui/ui.module.css';
import type { Verdict, VerdictView } from '@/lib/shared/certificates/verdicts';
import type { PublicCertificate } from '@/lib/shared/certificates/views';
import { type Locale, formatDate } from '@/lib/shared/locale';
import styles from './Certificate.module.css';

const TONE: Record<Verdict, 'success' | 'warning' | 'error'> = {
  valid: 'success',
  superseded: 'warning',
  mismatch: 'error',
  'unknown-key': 'error',
  'not-verified': 'error',
  reported: 'warning',
  voided: 'error',
};
const ICON = { success: checkCircle, warning: reportProblemOutlined, error: errorOutlineOutlined } as const;
const ALERT = { success: ui.alertSuccess, warning: ui.alertWarning, error: ui.alertError } as const;

function verdictText(t: ReturnType<typeof useTranslation>['t'], view: VerdictView, certificate: PublicCertificate, locale: Locale): string {
  const date = (value: string | null) => (value ? formatDate(value, locale) : '');
  switch (view.verdict) {
    case 'valid':
      return t('verdict.valid.text', { serial: certificate.serial });
    case 'superseded':
      return t('verdict.superseded.text', {
        date: date(view.supersededAt),
        reason: t(`reasons.${view.supersededBy ?? 'CORRECTION'}`),
        grade: certificate.grade,
      });
    case 'reported':
      return [
        t(certificate.reports.state === 'confirmed' ? 'verdict.reported.textConfirmed' : 'verdict.reported.textReview'),
        t(`verdict.reportedCheck.${view.labelCheck}`),
      ].join(' ');
    case 'voided':
      return t('verdict.voided.text', { date: date(certificate.voided?.at ?? null) });
    case 'mismatch':
      return [t('verdict.mismatch.text'), view.signedGrade ? t('verdict.mismatchGrade', { grade: view.signedGrade }) : ''].join(' ').trim();
    default:
      return t(`verdict.${view.verdict}.text`);
  }
}

export function VerdictPanel({ verdict, certificate, locale }: { verdict: VerdictView; certificate: PublicCertificate; locale: Locale }) {
  const { t } = useTranslation('cert');
  const tone = TONE[verdict.verdict];
  return (
    <section aria-labelledby="verdict-title" className={styles.verdict} data-verdict={verdict.verdict}>
      <div className={cx(ui.alert, ALERT[tone], styles.verdictBox)} role="status">
        <span className={styles.verdictIcon}>
          <Icon paths={ICON[tone]} size={36} />
        </span>
        <div>
          <p className={cx(ui.overline, styles.verdictHeading)}>{t('verdict.heading')}</p>
          <h2 id="verdict-title" className={cx(ui.h3, styles.verdictTitle)}>
            {t(`verdict.${verdict.verdict}.title`)}
          </h2>
          <p className={ui.body1}>{verdictText(t, verdict, certificate, locale)}</p>
        </div>
      </div>
      <ProofBox />
    </section>
  );
}

export function ProofBox() {
  const { t } = useTranslation('cert');
  return (
    <aside className={cx(ui.alert, ui.alertInfo, styles.proof)} aria-labelledby="proof-title">
      <span className={styles.proofIcon}>
        <Icon paths={infoOutlined} />
      </span>
      <div>
        <h3 id="proof-title" className={cx(ui.subtitle1, styles.proofTitle)}>
          {t('proof.title')}
        </h3>
        <p className={ui.body2}>{t('proof.proves')}</p>
        <p className={ui.body2}>{t('proof.notProves')}</p>
      </div>
    </aside>
  );
}
