// /social/link: the provider's e-mail belongs to an existing account, which is never linked silently:
// the member confirms with its password (docs/decisions/0004-social-login.md).
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { AuthCard } from '@/components/auth/AuthCard';
import { SocialLinkForm } from '@/components/social/SocialLinkForm';
import { pageTranslations } from '@/lib/server/i18n/page-translations';
import { type PendingView, pendingView } from '@/lib/server/oauth/pending-view';
import { failurePath } from '@/lib/server/oauth/redirects';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/locale';

interface Props {
  view: PendingView;
}

export default function SocialLinkPage({ view }: Props) {
  const { t } = useTranslation('social');
  const provider = t(`providers.${view.provider}`);
  return (
    <AuthCard title={t('link.title', { provider })} lead={view.hasPassword ? t('link.lead', { provider, email: view.email }) : undefined}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <SocialLinkForm view={view} />
    </AuthCard>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, locale }) => {
  const view = await pendingView(req, 'link');
  if (!view) return { redirect: { destination: failurePath(isLocale(locale) ? locale : DEFAULT_LOCALE, 'connectFailed'), permanent: false } };
  return { props: { view, ...(await pageTranslations(locale, ['social', 'auth', 'password', 'errors'])) } };
};
