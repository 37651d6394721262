// The fixed header of docs/product/storefront.md#layout: TopBar (desktop) over the brand and the main menu; below
// 768px the brand, the submit button and the drawer's hamburger.
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { MainMenu } from './MainMenu';
import { MobileDrawer } from './MobileDrawer';
import { SUBMIT_HREF } from './menu-items';
import { TOP_BAR_HEIGHT, TopBar } from './TopBar';

const MENU_BAR_HEIGHT = { mobile: 56, desktop: 64 };

/** Total header height, used by Layout as the top padding of the content under the fixed header. */
export const HEADER_HEIGHT = { mobile: MENU_BAR_HEIGHT.mobile, desktop: TOP_BAR_HEIGHT + MENU_BAR_HEIGHT.desktop };

export function Header() {
  const { t } = useTranslation('common');
  return (
    <AppBar position="fixed" color="default" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <TopBar />
      <Toolbar
        disableGutters
        sx={{ minHeight: { xs: MENU_BAR_HEIGHT.mobile, md: MENU_BAR_HEIGHT.desktop }, px: { xs: 2, md: 3 }, gap: 1 }}
      >
        <Box
          component={Link}
          href="/"
          aria-label={t('header.home')}
          sx={{ fontWeight: 800, fontSize: { xs: '1.2rem', md: '1.4rem' }, color: 'primary.main', textDecoration: 'none', mr: 'auto' }}
        >
          {t('brand')}
        </Box>
        <MainMenu />
        <Button
          component={Link}
          href={SUBMIT_HREF}
          size="small"
          variant="contained"
          color="secondary"
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          {t('header.submit')}
        </Button>
        <MobileDrawer />
      </Toolbar>
    </AppBar>
  );
}
