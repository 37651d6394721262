// /forgot-password (docs/product/accounts.md#passwords): asks for a password reset link by e-mail.
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import { AuthCard } from '@/components/auth/AuthCard';
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm';
import { pageTranslations } from '@/lib/server/i18n/page-translations';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('password');
  return (
    <AuthCard title={t('forgot.heading')} lead={t('forgot.lead')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: { ...(await pageTranslations(locale, ['password', 'auth', 'errors'])) },
});
