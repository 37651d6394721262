// /login (docs/product/accounts.md#login): e-mail and password, or a social provider. Signed-in visitors never get
// here (proxy.ts sends them to returnUrl or /).
import Divider from '@mui/material/Divider';
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { AuthCard } from '@/components/auth/AuthCard';
import { LoginForm } from '@/components/auth/LoginForm';
import { SocialLoginButtons } from '@/components/auth/SocialLoginButtons';
import { pageTranslations } from '@/lib/server/i18n/page-translations';
import { enabledProviders } from '@/lib/server/oauth/providers';

interface Props {
  providers: string[];
}

export default function LoginPage({ providers }: Props) {
  const { t } = useTranslation('login');
  const { query } = useRouter();
  return (
    <AuthCard title={t('heading')} lead={t('lead')}>
      <LoginForm />
      {providers.length > 0 && <Divider sx={{ my: 3 }}>{t('or')}</Divider>}
      <SocialLoginButtons providers={providers} returnUrl={query.returnUrl} intent="login" />
    </AuthCard>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale }) => ({
  props: { providers: enabledProviders(), ...(await pageTranslations(locale, ['login', 'auth', 'password', 'errors'])) },
});
