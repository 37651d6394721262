// Placeholder body for routes whose screens land later (docs/product/storefront.md#routes lists them): a translated
// title and a note. `page` is a key of placeholder.json `pages.*`. Plain elements and a CSS Module, no MUI
// (docs/decisions/0015-storefront-static-css.md).
import { useTranslation } from '@/hooks/useTranslation';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import styles from './MessageScreen.module.css';
import { PageHead } from './PageHead';

export type PlaceholderPage =
  'login' | 'signUp' | 'logout' | 'dormancy' | 'account' | 'profile' | 'dashboard' | 'certification' | 'gradingSubmit' | 'reholderSubmit';

export function ComingSoon({ page }: { page: PlaceholderPage }) {
  const { t } = useTranslation(['placeholder', 'common']);
  const title = t(`pages.${page}`);
  return (
    <div className={cx(ui.container, ui.containerSm, styles.screen)}>
      <PageHead title={title} />
      <h1 className={cx(ui.h1, styles.title)}>{title}</h1>
      <p className={cx(ui.body1, ui.muted, styles.text)}>{t('comingSoon')}</p>
      <ButtonLink href="/" variant="contained">
        {t('common:error.backHome')}
      </ButtonLink>
    </div>
  );
}
