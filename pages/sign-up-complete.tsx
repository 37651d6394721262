// /sign-up-complete (docs/product/accounts.md#e-mail-verification): "verification e-mail sent — enter the code" or
// "verified — you can log in". Opened from the e-mailed link it verifies by token first. Not under
// /sign-up/: proxy.ts sends signed-in visitors away from /sign-up/*, and a link must work for them too. A link opened
// while the database cannot be reached answers 503 and the message (issue #23), not "the link failed".
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import Link from 'next/link';
import { useState } from 'react';
import { ValidationError } from 'yup';
import { AuthCard } from '@/components/auth/AuthCard';
import { VerifyEmailPanel } from '@/components/auth/VerifyEmailPanel';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { getDb } from '@/lib/server/db/client';
import { type UnavailableProps, unavailableMessage, withDatabaseOutage } from '@/lib/server/db/unavailable-page';
import { AppError } from '@/lib/server/errors/app-error';
import { pageTranslations } from '@/lib/server/i18n/page-translations';
import { verifyEmailByLink } from '@/lib/server/members/verify-email';
import { verifyEmailLinkSchema } from '@/lib/shared/schemas/signup';

interface Props {
  state: 'sent' | 'verified' | 'linkFailed';
  email: string | null;
}

export default function SignUpCompletePage(props: Props | UnavailableProps) {
  if ('unavailable' in props) return <ErrorScreen kind="unavailable" />;
  return <SignUpComplete {...props} />;
}

function SignUpComplete(props: Props) {
  const { t } = useTranslation('signup');
  const [verified, setVerified] = useState(props.state === 'verified');
  const [email, setEmail] = useState(props.email);

  if (verified) {
    return (
      <AuthCard title={t('complete.verified.heading')}>
        <Box sx={{ textAlign: 'center' }}>
          <CheckCircleOutline color="success" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
          <Typography sx={{ mb: 3 }}>{email ? t('complete.verified.bodyEmail', { email }) : t('complete.verified.body')}</Typography>
          <Button component={Link} href="/login" variant="contained" size="large" fullWidth>
            {t('complete.verified.login')}
          </Button>
        </Box>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('complete.sent.heading')}>
      <VerifyEmailPanel
        email={email}
        linkFailed={props.state === 'linkFailed'}
        onVerified={(address) => {
          setEmail(address);
          setVerified(true);
        }}
      />
    </AuthCard>
  );
}

export const getServerSideProps = withDatabaseOutage<Props | UnavailableProps>(async ({ locale, query, res }) => {
  const translations = await pageTranslations(locale, ['signup', 'auth', 'errors']);
  const email = typeof query.email === 'string' && query.email.length <= 254 ? query.email : null;
  if (typeof query.token !== 'string') return { props: { ...translations, state: 'sent', email } };
  // The token is in the address: keep it out of Referer headers.
  res.setHeader('Referrer-Policy', 'no-referrer');
  try {
    const input = await verifyEmailLinkSchema.validate({ token: query.token }, { stripUnknown: true });
    const verified = await verifyEmailByLink(await getDb(), input);
    return { props: { ...translations, state: 'verified', email: verified.email } };
  } catch (error) {
    // Anything else is not the link's fault: thrown on (an outage is answered by withDatabaseOutage, with 503).
    if (!(error instanceof AppError) && !(error instanceof ValidationError)) throw error;
    return { props: { ...translations, state: 'linkFailed', email } };
  }
}, unavailableMessage);
