// Social sign-in and sign-up (docs/product/accounts.md#social-login: Facebook, Kakao, LINE). Each button starts the
// provider's OAuth flow on the server, which comes back to returnUrl. Pages using it load the `login` namespace.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { safeReturnUrl } from '@/lib/shared/routes';

// Brand colours from each provider's button guidelines.
const PROVIDERS = [
  { id: 'facebook', bg: '#1877F2', color: '#ffffff' },
  { id: 'kakao', bg: '#FEE500', color: 'rgba(0,0,0,0.85)' },
  { id: 'line', bg: '#06C755', color: '#ffffff' },
] as const;

interface Props {
  /** Providers configured on the server (`enabledProviders()`); the others are not offered. */
  providers: string[];
  returnUrl: unknown;
  /** `login` says "Log in with…", `signup` says "Sign up with…". */
  intent: 'login' | 'signup';
}

export function SocialLoginButtons({ providers, returnUrl, intent }: Props) {
  const { t } = useTranslation('login');
  const { locale } = useRouter();
  const query = `returnUrl=${encodeURIComponent(safeReturnUrl(returnUrl))}&intent=${intent}&locale=${encodeURIComponent(locale ?? '')}`;
  const offered = PROVIDERS.filter((provider) => providers.includes(provider.id));
  if (offered.length === 0) return null;
  return (
    <Stack component="nav" aria-label={t('social.label')} spacing={1.25}>
      {offered.map((provider) => (
        <Button
          key={provider.id}
          component="a"
          href={`/api/oauth/${provider.id}/start?${query}`}
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
