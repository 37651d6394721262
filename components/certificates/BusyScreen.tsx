// Too many look-ups from one address (status 429): the service is busy — never "not found", which would tell a
// collector a genuine serial does not exist.
import { useTranslation } from '@/hooks/useTranslation';
import { PageHead } from '@/components/layout/PageHead';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import styles from '@/components/layout/MessageScreen.module.css';

export function BusyScreen({ seconds }: { seconds: number }) {
  const { t } = useTranslation('cert');
  return (
    <div className={cx(ui.container, ui.containerSm, styles.screen)}>
      <PageHead title={t('errors.busyTitle')} />
      <h1 className={cx(ui.h1, styles.title)}>{t('errors.busyTitle')}</h1>
      <p className={cx(ui.body1, ui.muted, styles.text)}>{t('errors.busyText', { count: seconds })}</p>
    </div>
  );
}
