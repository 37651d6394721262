// /social/failed?reason=…&provider=…: where every failed social sign-in ends, with the messages of
// docs/product/errors-and-messages.md#social-login ('Fail to connect with social account.', no e-mail at the
// provider, link failed).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from '@/hooks/useTranslation';
import { AuthCard } from '@/components/auth/AuthCard';
import { pageTranslations } from '@/lib/server/i18n/page-translations';
import { type FailureReason, isFailureReason } from '@/lib/server/oauth/errors';
import { type OAuthProviderName, isOAuthProvider } from '@/lib/server/oauth/providers';

interface Props {
  reason: FailureReason;
  provider: OAuthProviderName | null;
}

export default function SocialFailedPage({ reason, provider }: Props) {
  const { t } = useTranslation('social');
  const name = t(`providers.${provider ?? 'generic'}`);
  return (
    <AuthCard title={t('failed.title')}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        {t(`errors.${reason}`, { provider: name })}
      </Alert>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t(`failed.hint.${reason}`, { provider: name })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={Link} href="/login" variant="contained" size="large">
          {t('failed.backToLogin')}
        </Button>
        {reason === 'noEmail' && (
          <Button component={Link} href="/sign-up" variant="outlined" size="large">
            {t('failed.signUpWithEmail')}
          </Button>
        )}
        <Button component={Link} href="/" size="large">
          {t('failed.home')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ query, locale }) => ({
  props: {
    reason: isFailureReason(query.reason) ? query.reason : 'connectFailed',
    provider: isOAuthProvider(query.provider) ? query.provider : null,
    ...(await pageTranslations(locale, ['social'])),
  },
});
