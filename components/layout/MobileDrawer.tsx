// Below 768px the main menu, the auth links (with the back office for staff) and the language switcher move into a
// drawer (docs/product/storefront.md#layout). The hamburger comes with the page; the drawer (MobileDrawerPanel) is
// rendered when it is first pressed. Plain elements and a CSS Module (docs/decisions/0015-storefront-static-css.md).
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { useEffect, useId, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { menu } from '@/components/ui/icon-paths';
import styles from './MobileDrawer.module.css';
// Imported, no longer downloaded on demand (issue #11): without MUI's Drawer, Modal, focus trap and transitions the
// panel is a native <dialog> with a few links, about 1 kB of gzipped JavaScript, less than the cost of a second
// request on the first press. It is still rendered only once pressed, so pages pay nothing for it in their HTML or
// in hydration.
import { MobileDrawerPanel } from './MobileDrawerPanel';

export function MobileDrawer() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  // Stays mounted once opened, so the drawer can play its closing transition.
  const [panelMounted, setPanelMounted] = useState(false);
  const drawerId = useId();

  useEffect(() => {
    const close = () => setOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  return (
    <>
      <button
        type="button"
        className={styles.hamburger}
        aria-label={t('drawer.open')}
        aria-controls={open ? drawerId : undefined}
        aria-expanded={open}
        onClick={() => {
          setPanelMounted(true);
          setOpen(true);
        }}
      >
        <Icon paths={menu} />
      </button>
      {panelMounted && <MobileDrawerPanel id={drawerId} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
