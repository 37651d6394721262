// A card's grade as its label prints it ("10", "8.5", "A" for authentic), linking to the card's certificate page,
// where the label's verdict is shown (docs/product/certificates.md#certificate-page).
import { useTranslation } from '@/hooks/useTranslation';
import { PageLink } from '@/components/ui/PageLink';
import { cx } from '@/components/ui/cx';
import { certificatePath } from '@/lib/shared/certificate';
import { AUTHENTIC_MARK } from '@/lib/shared/grading/scale';
import styles from './Gallery.module.css';

export function GradeBadge({ serial, grade, voided }: { serial: string; grade: string; voided: boolean }) {
  const { t } = useTranslation('gallery');
  const label = grade === AUTHENTIC_MARK ? t('card.authentic') : t('card.grade', { grade });
  return (
    <PageLink
      href={certificatePath(serial)}
      className={cx(styles.badge, voided && styles.badgeVoided)}
      aria-label={t('card.certificate', { serial, grade: label })}
      prefetch={false}
    >
      <span className={styles.badgeGrade}>{grade}</span>
      <span className={styles.badgeSerial}>{voided ? t('card.voided') : `#${serial}`}</span>
    </PageLink>
  );
}
