// What the wizard shows until its form is loaded and the local draft read: two rounded skeleton blocks, as MUI's
// Skeleton variant="rounded" draws them, in static CSS so the first paint needs no MUI (issue #11).
import { useTranslation } from '@/hooks/useTranslation';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import styles from './SubmitWizard.module.css';

export function WizardSkeleton() {
  const { t } = useTranslation('orders');
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label={t('steps.loading')}>
      <span className={cx(styles.block, ui.pulse)} style={{ height: 120 }} />
      <span className={cx(styles.block, ui.pulse)} style={{ height: 320 }} />
    </div>
  );
}
