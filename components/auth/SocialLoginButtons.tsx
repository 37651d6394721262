// Social sign-in and sign-up (docs/product/accounts.md#social-login: Facebook, Kakao, LINE). Each button starts the
// provider's OAuth flow on the server, which comes back to returnUrl. Pages using it load the `login` namespace.
// Static CSS (docs/decisions/0015-storefront-static-css.md): the lean login page and the MUI sign-up page both use it.
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import buttons from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/cx';
import { safeReturnUrl } from '@/lib/shared/routes';
import styles from './SocialLoginButtons.module.css';

// Brand colours from each provider's button guidelines: SocialLoginButtons.module.css.
const PROVIDERS = ['facebook', 'kakao', 'line'] as const;

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
  const offered = PROVIDERS.filter((provider) => providers.includes(provider));
  if (offered.length === 0) return null;
  return (
    <nav aria-label={t('social.label')} className={styles.list}>
      {offered.map((provider) => (
        // A plain link: the flow starts on the server, not in Next's router.
        <a
          key={provider}
          href={`/api/oauth/${provider}/start?${query}`}
          className={cx(buttons.button, buttons.text, buttons.large, buttons.fullWidth, styles.social, styles[provider])}
        >
          {t(`social.${intent}`, { provider: t(`social.${provider}`) })}
        </a>
      ))}
    </nav>
  );
}
