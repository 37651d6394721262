// Desktop main menu (docs/product/storefront.md#layout): About, Grading and Certification. Hidden below 768px, where
// MobileDrawer takes over. Plain elements and a CSS Module (docs/decisions/0015-storefront-static-css.md).
import { useTranslation } from '@/hooks/useTranslation';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { cx } from '@/components/ui/cx';
import styles from './MainMenu.module.css';
// Imported, not loaded on demand (issue #11): the groups' links must be in the server HTML (before hydration, for
// crawlers), and without MUI the dropdown is a button and a list, a few hundred bytes.
import { MenuDropdown } from './MenuDropdown';
import { MENU_GROUPS, type MenuGroup } from './menu-items';

export function MainMenu() {
  const { t } = useTranslation('common');
  const router = useRouter();
  // One group open at a time.
  const [openId, setOpenId] = useState<MenuGroup['id'] | null>(null);

  useEffect(() => {
    const close = () => setOpenId(null);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  return (
    <nav aria-label={t('menu.label')} className={styles.nav}>
      {MENU_GROUPS.map((group) => {
        const [only] = group.links;
        if (group.links.length === 1 && only) {
          const current = router.pathname === only.href;
          return (
            <Link key={group.id} href={only.href} aria-current={current ? 'page' : undefined} className={cx(styles.item, current && styles.active)}>
              {t(only.labelKey)}
            </Link>
          );
        }
        return (
          <MenuDropdown
            key={group.id}
            group={group}
            open={openId === group.id}
            // Closing one group must not close another that just opened (click-away fires after the click).
            onOpenChange={(open) => setOpenId((currentId) => (open ? group.id : currentId === group.id ? null : currentId))}
          />
        );
      })}
    </nav>
  );
}
