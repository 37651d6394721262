// Footer of docs/product/storefront.md#layout: policy and privacy links, sign-up/login or logout, and the company
// facts. Layout decides where it is hidden (shouldHideFooter).
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useDisplayUser } from '@/hooks/useDisplayUser';
import { COMPANY } from './company-info';
import { AUTH_LINKS } from './menu-items';

export function Footer() {
  const { t } = useTranslation('common');
  const { user } = useDisplayUser();
  const links = [
    { href: '/usepolicy', label: t('footer.usePolicy') },
    { href: '/privacy', label: t('footer.privacy') },
    ...(user
      ? [{ href: AUTH_LINKS.logout, label: t('header.logout') }]
      : [
          { href: AUTH_LINKS.signUp, label: t('header.signUp') },
          { href: AUTH_LINKS.login, label: t('header.login') },
        ]),
  ];

  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mt: 8, py: 5 }}>
      <Container maxWidth="lg">
        <Stack
          component="nav"
          aria-label={t('footer.nav')}
          direction="row"
          useFlexGap
          spacing={3}
          sx={{ flexWrap: 'wrap', mb: 3 }}
        >
          {links.map((link) => (
            <MuiLink key={link.href} component={Link} href={link.href} color="inherit" underline="hover" sx={{ fontWeight: 600 }}>
              {link.label}
            </MuiLink>
          ))}
        </Stack>
        <Box component="address" sx={{ fontStyle: 'normal', opacity: 0.85 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('footer.company.name')}
          </Typography>
          <Typography variant="body2">{t('footer.company.address')}</Typography>
          <Typography variant="body2">{t('footer.company.registration', { number: COMPANY.registrationNumber })}</Typography>
          <Typography variant="body2">
            {t('footer.company.emailLabel')}{' '}
            <MuiLink href={`mailto:${COMPANY.supportEmail}`} color="inherit">
              {COMPANY.supportEmail}
            </MuiLink>
          </Typography>
        </Box>
        <Typography variant="caption" component="p" sx={{ mt: 3, opacity: 0.7 }}>
          {t('footer.copyright', { year: new Date().getFullYear(), name: t('footer.company.name') })}
        </Typography>
      </Container>
    </Box>
  );
}
