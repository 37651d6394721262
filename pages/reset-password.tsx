// /reset-password?token=… (docs/product/accounts.md#passwords: change password from the e-mailed link). The form is
// shown only while the link is live; otherwise a clear message and a way to ask for a new link. While the database
// cannot be reached: 503 and the message (issue #23) — not "the link is invalid", which would send for a new one.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import Link from 'next/link';
import { useState } from 'react';
import { AuthCard } from '@/components/auth/AuthCard';
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { getDb } from '@/lib/server/db/client';
import { type UnavailableProps, unavailableMessage, withDatabaseOutage } from '@/lib/server/db/unavailable-page';
import { pageTranslations } from '@/lib/server/i18n/page-translations';
import { isResetLinkLive } from '@/lib/server/members/check-reset-link';

interface Props {
  token: string | null;
}

export default function ResetPasswordPage(props: Props | UnavailableProps) {
  if ('unavailable' in props) return <ErrorScreen kind="unavailable" />;
  return <ResetPassword token={props.token} />;
}

function ResetPassword({ token }: Props) {
  const { t } = useTranslation('password');
  const [live, setLive] = useState(token !== null);

  if (!live || !token) {
    return (
      <AuthCard title={t('reset.invalid.heading')}>
        <Stack spacing={2}>
          <Typography>{t('reset.invalid.body')}</Typography>
          <Button component={Link} href="/forgot-password" variant="contained" size="large" fullWidth>
            {t('reset.invalid.askAgain')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.heading')} lead={t('reset.lead')}>
      <ResetPasswordForm token={token} onInvalid={() => setLive(false)} />
    </AuthCard>
  );
}

export const getServerSideProps = withDatabaseOutage<Props | UnavailableProps>(async ({ locale, query, res }) => {
  // The token is in the address: keep it out of Referer headers.
  res.setHeader('Referrer-Policy', 'no-referrer');
  const token = typeof query.token === 'string' && (await isResetLinkLive(await getDb(), query.token)) ? query.token : null;
  return { props: { token, ...(await pageTranslations(locale, ['password', 'auth', 'errors'])) } };
}, unavailableMessage);
