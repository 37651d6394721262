// Below 768px the main menu, the auth links (with the back office for staff) and the language switcher move into a
// drawer (docs/product/storefront.md#layout).
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useId, useState } from 'react';
import { useDisplayUser } from '@/hooks/useDisplayUser';
import { STAFF_PATH, isStaffRole } from '@/lib/shared/staff/roles';
import { LanguageSwitcher } from './LanguageSwitcher';
import { AUTH_LINKS, MENU_GROUPS, type MenuLink, SUBMIT_HREF } from './menu-items';

export function MobileDrawer() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const { user } = useDisplayUser();
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const titleId = useId();

  useEffect(() => {
    const close = () => setOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  const item = (link: MenuLink, nested: boolean) => (
    <ListItem key={link.href} disablePadding>
      <ListItemButton
        component={Link}
        href={link.href}
        selected={router.pathname === link.href}
        aria-current={router.pathname === link.href ? 'page' : undefined}
        onClick={() => setOpen(false)}
        sx={{ pl: nested ? 3 : 2 }}
      >
        {t(link.labelKey)}
      </ListItemButton>
    </ListItem>
  );

  return (
    <>
      <IconButton
        color="inherit"
        edge="end"
        aria-label={t('drawer.open')}
        aria-controls={open ? drawerId : undefined}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { id: drawerId, 'aria-labelledby': titleId, sx: { width: 300, maxWidth: '85vw' } } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography id={titleId} variant="h3" component="h2">
            {t('drawer.title')}
          </Typography>
          <IconButton aria-label={t('drawer.close')} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Divider />
        <Box component="nav" aria-label={t('menu.label')}>
          <List disablePadding>
            {MENU_GROUPS.map((group) => {
              const [only] = group.links;
              if (group.links.length === 1 && only) return item(only, false);
              return (
                <ListItem key={group.id} disablePadding sx={{ display: 'block' }}>
                  <List disablePadding subheader={<ListSubheader disableSticky>{t(group.labelKey)}</ListSubheader>}>
                    {group.links.map((link) => item(link, true))}
                  </List>
                </ListItem>
              );
            })}
          </List>
        </Box>
        <Divider />
        <Stack spacing={1} sx={{ p: 2 }}>
          <Button component={Link} href={SUBMIT_HREF} variant="contained" color="secondary" onClick={() => setOpen(false)}>
            {t('header.submit')}
          </Button>
          {user ? (
            <>
              <Typography variant="body2">{t('header.greeting', { name: user.mbNick })}</Typography>
              {isStaffRole(user.role) && (
                <Button component={Link} href={STAFF_PATH} variant="outlined" onClick={() => setOpen(false)}>
                  {t('header.backOffice')}
                </Button>
              )}
              <Button component={Link} href={AUTH_LINKS.profile} variant="outlined" onClick={() => setOpen(false)}>
                {t('header.profile')}
              </Button>
              <Button component={Link} href={AUTH_LINKS.logout} onClick={() => setOpen(false)}>
                {t('header.logout')}
              </Button>
            </>
          ) : (
            <>
              <Button component={Link} href={AUTH_LINKS.login} variant="outlined" onClick={() => setOpen(false)}>
                {t('header.login')}
              </Button>
              <Button component={Link} href={AUTH_LINKS.signUp} onClick={() => setOpen(false)}>
                {t('header.signUp')}
              </Button>
            </>
          )}
        </Stack>
        <Divider />
        <Box sx={{ p: 2 }}>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            {t('drawer.language')}
          </Typography>
          <LanguageSwitcher variant="inline" onChanged={() => setOpen(false)} />
        </Box>
      </Drawer>
    </>
  );
}
