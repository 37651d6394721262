// Social sign-in and sign-up (SPEC.md §1: Facebook, Kakao, LINE). Each button starts the provider's
// OAuth flow on the server, which comes back to returnUrl. Pages using it load the `login` namespace.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { safeReturnUrl } from '@/lib/shared/routes';

// Brand colours from each provider's button guidelines.
const PROVIDERS = [
  { id: 'facebook', bg: '#1877F2', color: '#ffffff' },
  { id: 'kakao', bg: '#FEE500', color: 'rgba(0,0,0,0.85)' },
  { id: 'line', bg: '#06C755', color: '#ffffff' },
] as const;

interface Props {
  returnUrl: unknown;
  /** `login` says "Log in with…", `signup` says "Sign up with…". */
  intent: 'login' | 'signup';
}

export function SocialLoginButtons({ returnUrl, intent }: Props) {
  const { t } = useTranslation('login');
  const target = encodeURIComponent(safeReturnUrl(returnUrl));
  return (
    <Stack component="nav" aria-label={t('social.label')} spacing={1.25}>
      {PROVIDERS.map((provider) => (
        <Button
          key={provider.id}
          component="a"
          href={`/api/oauth/${provider.id}/start?returnUrl=${target}`}
          fullWidth
          size="large"
          sx={{ bgcolor: provider.bg, color: provider.color, '&:hover': { bgcolor: provider.bg, filter: 'brightness(0.94)' } }}
        >
          {t(`social.${intent}`, { provider: t(`social.${provider.id}`) })}
        </Button>
      ))}
    </Stack>
  );
}
