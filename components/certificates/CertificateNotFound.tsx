// No certificate with this serial (status 404; docs/product/certificates.md#certificate-page): what to check, and the
// look-up again.
import { useTranslation } from '@/hooks/useTranslation';
import { PageHead } from '@/components/layout/PageHead';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import styles from '@/components/layout/MessageScreen.module.css';
import { SerialSearch } from './SerialSearch';

export function CertificateNotFound({ serial }: { serial: string }) {
  const { t } = useTranslation('cert');
  const title = t('errors.notFoundTitle', { serial });
  return (
    <div className={cx(ui.container, ui.containerSm, styles.screen)}>
      <PageHead title={title} />
      <p className={cx(ui.overline, ui.muted)}>404</p>
      <h1 className={cx(ui.h1, styles.title)}>{title}</h1>
      <p className={cx(ui.body1, ui.muted, styles.text)}>{t('errors.notFoundText')}</p>
      <SerialSearch id="not-found-serial" initialValue={serial} />
    </div>
  );
}
