// The drawer of docs/product/storefront.md#layout with its contents, loaded when the hamburger is first pressed
// (issue #11): MobileDrawer renders the button with the page and this panel on demand.
import CloseIcon from '@mui/icons-material/Close';
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
import { useId } from 'react';
import { useDisplayUser } from '@/hooks/useDisplayUser';
import { STAFF_PATH, isStaffRole } from '@/lib/shared/staff/roles';
import { LanguageSwitcher } from './LanguageSwitcher';
import { AUTH_LINKS, MENU_GROUPS, type MenuLink, SUBMIT_HREF } from './menu-items';

interface Props {
  /** The paper's id, named by the hamburger's aria-controls. */
  id: string;
  open: boolean;
  onClose: () => void;
}

export function MobileDrawerPanel({ id, open, onClose }: Props) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const { user } = useDisplayUser();
  const titleId = useId();

  const item = (link: MenuLink, nested: boolean) => (
    <ListItem key={link.href} disablePadding>
      <ListItemButton
        component={Link}
        href={link.href}
        selected={router.pathname === link.href}
        aria-current={router.pathname === link.href ? 'page' : undefined}
        onClick={onClose}
        sx={{ pl: nested ? 3 : 2 }}
      >
        {t(link.labelKey)}
      </ListItemButton>
    </ListItem>
  );

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id, 'aria-labelledby': titleId, sx: { width: 300, maxWidth: '85vw' } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography id={titleId} variant="h3" component="h2">
          {t('drawer.title')}
        </Typography>
        <IconButton aria-label={t('drawer.close')} onClick={onClose}>
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
        <Button component={Link} href={SUBMIT_HREF} variant="contained" color="secondary" onClick={onClose}>
          {t('header.submit')}
        </Button>
        {user ? (
          <>
            <Typography variant="body2">{t('header.greeting', { name: user.mbNick })}</Typography>
            {isStaffRole(user.role) && (
              <Button component={Link} href={STAFF_PATH} variant="outlined" onClick={onClose}>
                {t('header.backOffice')}
              </Button>
            )}
            <Button component={Link} href={AUTH_LINKS.profile} variant="outlined" onClick={onClose}>
              {t('header.profile')}
            </Button>
            <Button component={Link} href={AUTH_LINKS.logout} onClick={onClose}>
              {t('header.logout')}
            </Button>
          </>
        ) : (
          <>
            <Button component={Link} href={AUTH_LINKS.login} variant="outlined" onClick={onClose}>
              {t('header.login')}
            </Button>
            <Button component={Link} href={AUTH_LINKS.signUp} onClick={onClose}>
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
        <LanguageSwitcher variant="inline" onChanged={onClose} />
      </Box>
    </Drawer>
  );
}
