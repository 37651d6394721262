// /social/link: the provider's e-mail belongs to an existing account, which is never linked silently:
// the member confirms with its password (docs/decisions/0004-social-login.md).
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from '@/hooks/useTranslation';
import { AuthCard } from '@/components/auth/AuthCard';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { SocialLinkForm } from '@/components/social/SocialLinkForm';
import type { UnavailableProps } from '@/lib/server/db/unavailable-page';
import { pendingPageProps } from '@/lib/server/oauth/pending-page';
import type { PendingView } from '@/lib/server/oauth/pending-view';

interface Props {
  view: PendingView;
}

export default function SocialLinkPage(props: Props | UnavailableProps) {
  const { t } = useTranslation('social');
  if ('unavailable' in props) return <ErrorScreen kind="unavailable" />;
  const { view } = props;
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

export const getServerSideProps: GetServerSideProps<Props | UnavailableProps> = (ctx) =>
  pendingPageProps(ctx, 'link', ['social', 'auth', 'password', 'errors']);
