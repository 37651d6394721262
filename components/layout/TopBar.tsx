// The thin bar above the main menu (docs/product/storefront.md#layout): submit button, login/sign-up or
// profile/logout (and the back office for staff, by the display cookie's role: it only shows a link, the server
// guards /admin), language. Desktop only: below 768px the same actions live in the drawer.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useDisplayUser } from '@/hooks/useDisplayUser';
import { STAFF_PATH, isStaffRole } from '@/lib/shared/staff/roles';
import { LanguageSwitcher } from './LanguageSwitcher';
import { AUTH_LINKS, SUBMIT_HREF } from './menu-items';

export const TOP_BAR_HEIGHT = 40;

export function TopBar() {
  const { t } = useTranslation('common');
  const { user } = useDisplayUser();

  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'flex' },
        height: TOP_BAR_HEIGHT,
        alignItems: 'center',
        justifyContent: 'space-between',
        px: 3,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Typography variant="body2" sx={{ opacity: 0.85 }}>
        {t('header.tagline')}
      </Typography>
      <Stack component="nav" aria-label={t('header.accountNav')} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button component={Link} href={SUBMIT_HREF} size="small" variant="contained" color="secondary">
          {t('header.submit')}
        </Button>
        {user ? (
          <>
            <Typography variant="body2" sx={{ px: 1 }}>
              {t('header.greeting', { name: user.mbNick })}
            </Typography>
            {isStaffRole(user.role) && (
              <Button component={Link} href={STAFF_PATH} size="small" color="inherit">
                {t('header.backOffice')}
              </Button>
            )}
            <Button component={Link} href={AUTH_LINKS.profile} size="small" color="inherit">
              {t('header.profile')}
            </Button>
            <Button component={Link} href={AUTH_LINKS.logout} size="small" color="inherit">
              {t('header.logout')}
            </Button>
          </>
        ) : (
          <>
            <Button component={Link} href={AUTH_LINKS.login} size="small" color="inherit">
              {t('header.login')}
            </Button>
            <Button component={Link} href={AUTH_LINKS.signUp} size="small" color="inherit">
              {t('header.signUp')}
            </Button>
          </>
        )}
        <LanguageSwitcher />
      </Stack>
    </Box>
  );
}
