// The page shell of docs/product/storefront.md#layout: skip link, fixed header, main content and footer, and the
// contact button. Plain elements and a CSS Module (docs/decisions/0015-storefront-static-css.md): every page renders
// it, so it must not pull MUI or emotion into the storefront's first load.
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { shouldHideContact, shouldHideFooter } from '@/lib/shared/layout-rules';
import { isStaffPath } from '@/lib/shared/staff/roles';
import { BackOfficeHeader } from './BackOfficeHeader';
import { ContactFab } from './ContactFab';
import { cx } from '@/components/ui/cx';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './Layout.module.css';

export const MAIN_ID = 'main-content';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { pathname } = useRouter();
  const showFooter = !shouldHideFooter(pathname);
  // The back office has its own header (issue #24), not the storefront's menu.
  const backOffice = isStaffPath(pathname);

  return (
    <div className={styles.root}>
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      {backOffice ? <BackOfficeHeader /> : <Header />}
      {/* Padded by HEADER_HEIGHT or BACK_OFFICE_HEADER_HEIGHT (Layout.module.css; Layout.test.tsx keeps them equal). */}
      <main id={MAIN_ID} tabIndex={-1} className={cx(styles.main, backOffice && styles.backOffice)}>
        {children}
      </main>
      {showFooter && <Footer />}
      {!shouldHideContact(pathname) && <ContactFab />}
    </div>
  );
}
