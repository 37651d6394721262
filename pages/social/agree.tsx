// /social/agree: a new member from Facebook, Kakao or LINE accepts the required terms of sign-up; the
// account is created only then (docs/decisions/0004-social-login.md). Without a pending sign-up (expired,
// or opened directly) the visitor lands on the failure page.
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from '@/hooks/useTranslation';
import { AuthCard } from '@/components/auth/AuthCard';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { SocialAgreeForm } from '@/components/social/SocialAgreeForm';
import type { UnavailableProps } from '@/lib/server/db/unavailable-page';
import { pendingPageProps } from '@/lib/server/oauth/pending-page';
import type { PendingView } from '@/lib/server/oauth/pending-view';

interface Props {
  view: PendingView;
}

export default function SocialAgreePage(props: Props | UnavailableProps) {
  const { t } = useTranslation('social');
  if ('unavailable' in props) return <ErrorScreen kind="unavailable" />;
  const { view } = props;
  const provider = t(`providers.${view.provider}`);
  return (
    <AuthCard
      title={t('agree.title')}
      width="md"
      lead={
        <>
          {t('agree.lead', { provider, email: view.email })} {t('agree.nickname', { nick: view.nick })}
        </>
      }
    >
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <SocialAgreeForm provider={view.provider} />
    </AuthCard>
  );
}

export const getServerSideProps: GetServerSideProps<Props | UnavailableProps> = (ctx) =>
  pendingPageProps(ctx, 'signup', ['social', 'signup', 'auth', 'errors']);
