// /reset-password?token=… (docs/product/accounts.md#passwords: change password from the e-mailed link). The form is
// shown only while the link is live; otherwise a clear message and a way to ask for a new link.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import Link from 'next/link';
import { useState } from 'react';
import { AuthCard } from '@/components/auth/AuthCard';
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm';
import { getDb } from '@/lib/server/db/client';
import { pageTranslations } from '@/lib/server/i18n/page-translations';
import { isResetLinkLive } from '@/lib/server/members/check-reset-link';

interface Props {
  token: string | null;
}

export default function ResetPasswordPage({ token }: Props) {
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

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, query, res }) => {
  // The token is in the address: keep it out of Referer headers.
  res.setHeader('Referrer-Policy', 'no-referrer');
  const token = typeof query.token === 'string' && (await isResetLinkLive(await getDb(), query.token)) ? query.token : null;
  return { props: { token, ...(await pageTranslations(locale, ['password', 'auth', 'errors'])) } };
};
