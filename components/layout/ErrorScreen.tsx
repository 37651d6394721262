// Body of the 404 and 500 pages: translated, static, no database (they must render when everything else fails).
// Plain elements and a CSS Module, no MUI (docs/decisions/0015-storefront-static-css.md).
import { useTranslation } from '@/hooks/useTranslation';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import styles from './MessageScreen.module.css';
import { PageHead } from './PageHead';

export function ErrorScreen({ kind }: { kind: 'notFound' | 'server' }) {
  const { t } = useTranslation('common');
  const title = t(`error.${kind}Title`);
  return (
    <div className={cx(ui.container, ui.containerSm, styles.screen)}>
      <PageHead title={title} />
      <p className={cx(ui.overline, ui.muted)}>{kind === 'notFound' ? '404' : '500'}</p>
      <h1 className={cx(ui.h1, styles.title)}>{title}</h1>
      <p className={cx(ui.body1, ui.muted, styles.text)}>{t(`error.${kind}Text`)}</p>
      <ButtonLink href="/" variant="contained">
        {t('error.backHome')}
      </ButtonLink>
    </div>
  );
}
