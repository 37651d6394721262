// /sign-up and /signup (docs/product/accounts.md#sign-up): e-mail sign-up with the required agreements, or a social
// provider. Signed-in visitors never get here (proxy.ts).
import Divider from '@mui/material/Divider';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { AuthCard } from '@/components/auth/AuthCard';
import { SignupForm } from '@/components/auth/SignupForm';
import { SocialLoginButtons } from '@/components/auth/SocialLoginButtons';
import { pageTranslations } from '@/lib/server/i18n/page-translations';
import { enabledProviders } from '@/lib/server/oauth/providers';

interface Props {
  providers: string[];
}

export default function SignUpPage({ providers }: Props) {
  const { t } = useTranslation('signup');
  const { query } = useRouter();
  return (
    <AuthCard title={t('heading')} lead={t('lead')} width="sm">
      <SignupForm />
      <Typography sx={{ mt: 2, textAlign: 'center' }}>
        {t('haveAccount')}{' '}
        <MuiLink component={Link} href="/login">
          {t('login')}
        </MuiLink>
      </Typography>
      {providers.length > 0 && <Divider sx={{ my: 3 }}>{t('socialHeading')}</Divider>}
      <SocialLoginButtons providers={providers} returnUrl={query.returnUrl} intent="signup" />
    </AuthCard>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale }) => ({
  props: { providers: enabledProviders(), ...(await pageTranslations(locale, ['signup', 'auth', 'password', 'login', 'errors'])) },
});
