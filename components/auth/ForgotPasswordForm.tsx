// Forgot password (docs/product/accounts.md#passwords): the member types the e-mail and gets a one-hour reset link.
// An unknown address and a social-only account get the messages of docs/product/errors-and-messages.md#passwords.
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/hooks/useTranslation';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useForm } from 'react-hook-form';
import { useSendPasswordChangeEmail } from '@/hooks/usePasswordReset';
import { errorCode, errorData, errorMessageKey } from '@/lib/client/error-message';
import { DEFAULT_LOCALE, formatDate, isLocale } from '@/lib/shared/locale';
import { type ForgotPasswordInput, forgotPasswordSchema } from '@/lib/shared/schemas/password';

const RESET_LINK_MINUTES = 60;

export function ForgotPasswordForm() {
  const { t } = useTranslation(['password', 'auth', 'errors']);
  const { locale } = useRouter();
  const send = useSendPasswordChangeEmail();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }, unknown, ForgotPasswordInput>({ resolver: yupResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (input) => {
    await send.mutateAsync(input).catch(() => undefined);
  });

  const code = errorCode(send.error);
  const notRegistered = code === 'NOT_FOUND';
  const signedUpOn = errorData<{ signedUpOn?: string }>(send.error)?.signedUpOn;
  const fieldMessage = errors.email?.message ?? (notRegistered ? 'password:errors.notRegistered' : undefined);
  const { ref, ...email } = register('email');

  if (send.isSuccess) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{t('forgot.sent', { email: send.data.email, minutes: RESET_LINK_MINUTES })}</Alert>
        <Button component={Link} href="/login" variant="outlined" fullWidth>
          {t('forgot.backToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        <TextField
          {...email}
          inputRef={ref}
          id="forgot-email"
          label={t('forgot.email')}
          type="email"
          autoComplete="email"
          required
          fullWidth
          error={Boolean(fieldMessage)}
          helperText={fieldMessage ? t(fieldMessage) : undefined}
        />
        {code === 'SOCIAL_ACCOUNT' && (
          <Alert severity="info">
            {t('errors.socialAccount', { date: signedUpOn ? formatDate(signedUpOn, isLocale(locale) ? locale : DEFAULT_LOCALE) : '' })} {t('forgot.socialHint')}
          </Alert>
        )}
        {send.isError && !notRegistered && code !== 'SOCIAL_ACCOUNT' && <Alert severity="error">{t(errorMessageKey(send.error))}</Alert>}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={send.isPending}>
          {send.isPending ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
        <MuiLink component={Link} href="/login" sx={{ textAlign: 'center' }}>
          {t('forgot.backToLogin')}
        </MuiLink>
      </Stack>
    </Box>
  );
}
