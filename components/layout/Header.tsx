// The fixed header of docs/product/storefront.md#layout: TopBar (desktop) over the brand and the main menu; below
// 768px the brand, the submit button and the drawer's hamburger. Plain elements and a CSS Module
// (docs/decisions/0015-storefront-static-css.md).
import { useTranslation } from '@/hooks/useTranslation';
import Link from 'next/link';
import { ButtonLink } from '@/components/ui/ButtonLink';
import styles from './Header.module.css';
import { MainMenu } from './MainMenu';
import { MobileDrawer } from './MobileDrawer';
import { SUBMIT_HREF } from './menu-items';
import { TOP_BAR_HEIGHT, TopBar } from './TopBar';

/** The menu bar's height in px (Header.module.css), below and from 768px. */
const MENU_BAR_HEIGHT = { mobile: 56, desktop: 64 };

/** Total header height, used by Layout as the top padding of the content under the fixed header. */
export const HEADER_HEIGHT = { mobile: MENU_BAR_HEIGHT.mobile, desktop: TOP_BAR_HEIGHT + MENU_BAR_HEIGHT.desktop };

export function Header() {
  const { t } = useTranslation('common');
  return (
    <header className={styles.appBar}>
      <TopBar />
      <div className={styles.toolbar}>
        <Link href="/" aria-label={t('header.home')} className={styles.brand}>
          {t('brand')}
        </Link>
        <MainMenu />
        <ButtonLink href={SUBMIT_HREF} size="small" variant="contained" color="secondary" className={styles.mobileSubmit}>
          {t('header.submit')}
        </ButtonLink>
        <MobileDrawer />
      </div>
    </header>
  );
}
