// Below 768px the main menu, the auth links (with the back office for staff) and the language switcher move into a
// drawer (docs/product/storefront.md#layout). The hamburger comes with the page; the drawer and its contents
// (MobileDrawerPanel) are downloaded when it is first pressed or touched (issue #11: not needed for the first paint).
import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'next-i18next/pages';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useId, useState } from 'react';

const MobileDrawerPanel = dynamic(() => import('./MobileDrawerPanel').then((module) => module.MobileDrawerPanel), { ssr: false });
const preloadPanel = () => void import('./MobileDrawerPanel');

export function MobileDrawer() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  // Stays mounted once opened, so the drawer can play its closing transition.
  const [panelLoaded, setPanelLoaded] = useState(false);
  const drawerId = useId();

  useEffect(() => {
    const close = () => setOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  return (
    <>
      <IconButton
        color="inherit"
        edge="end"
        aria-label={t('drawer.open')}
        aria-controls={open ? drawerId : undefined}
        aria-expanded={open}
        onPointerDown={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          setPanelLoaded(true);
          setOpen(true);
        }}
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      {panelLoaded && <MobileDrawerPanel id={drawerId} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
