// /login (docs/product/accounts.md#login): e-mail and password, or a social provider. Signed-in visitors never get
// here (proxy.ts sends them to returnUrl or /). A lean page (lib/shared/lean-routes.ts, issue #11): static CSS and no
// React Query, so its first load stays within the login's budget (docs/decisions/0015-storefront-static-css.md).
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { AuthCard } from '@/components/auth/AuthCard';
import { LoginForm } from '@/components/auth/LoginForm';
import { SocialLoginButtons } from '@/components/auth/SocialLoginButtons';
import { pageTranslations } from '@/lib/server/i18n/page-translations';
import { enabledProviders } from '@/lib/server/oauth/providers';
import styles from './login.module.css';

interface Props {
  providers: string[];
}

export default function LoginPage({ providers }: Props) {
  const { t } = useTranslation('login');
  const { query } = useRouter();
  return (
    <AuthCard title={t('heading')} lead={t('lead')}>
      <LoginForm />
      {providers.length > 0 && (
        // MUI's <Divider> with a text: a separator with a line on either side of "or".
        <div role="separator" className={styles.divider}>
          <span className={styles.dividerText}>{t('or')}</span>
        </div>
      )}
      <SocialLoginButtons providers={providers} returnUrl={query.returnUrl} intent="login" />
    </AuthCard>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale }) => ({
  props: { providers: enabledProviders(), ...(await pageTranslations(locale, ['login', 'auth', 'password', 'errors'])) },
});
