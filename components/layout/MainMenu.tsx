// Desktop main menu (docs/product/storefront.md#layout): About, Grading and Certification. Hidden below 768px, where
// MobileDrawer takes over.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
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
    <Box
      component="nav"
      aria-label={t('menu.label')}
      sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'stretch', gap: 0.5 }}
    >
      {MENU_GROUPS.map((group) => {
        const [only] = group.links;
        if (group.links.length === 1 && only) {
          const current = router.pathname === only.href;
          return (
            <Button
              key={group.id}
              component={Link}
              href={only.href}
              color="inherit"
              aria-current={current ? 'page' : undefined}
              sx={{ fontSize: '1rem', px: 2, height: 64, borderRadius: 0, borderBottom: 3, borderColor: current ? 'secondary.main' : 'transparent' }}
            >
              {t(only.labelKey)}
            </Button>
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
    </Box>
  );
}
