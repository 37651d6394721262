// "Verification e-mail sent" state of the sign-up-complete screen (docs/product/accounts.md#e-mail-verification):
// enter the six-digit code from the e-mail, or ask for a new one.
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useForm } from 'react-hook-form';
import { useResendVerification, useVerifyEmailCode } from '@/hooks/useSignup';
import { errorCode, errorMessageKey } from '@/lib/client/error-message';
import { CODE_LENGTH, type VerifyEmailCodeInput, verifyEmailCodeSchema } from '@/lib/shared/schemas/signup';

interface Props {
  email: string | null;
  /** Opened from an e-mailed link that no longer works. */
  linkFailed: boolean;
  onVerified: (email: string) => void;
}

const ERROR_KEYS = { WRONG_CODE: 'signup:errors.wrongCode', VERIFICATION_FAILED: 'signup:errors.verificationFailed' } as const;

export function VerifyEmailPanel({ email, linkFailed, onVerified }: Props) {
  const { t } = useTranslation(['signup', 'auth', 'errors']);
  const verify = useVerifyEmailCode();
  const resend = useResendVerification();
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<{ email: string; code: string }, unknown, VerifyEmailCodeInput>({
    resolver: yupResolver(verifyEmailCodeSchema),
    defaultValues: { email: email ?? '', code: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    resend.reset();
    const result = await verify.mutateAsync(input).catch(() => null);
    if (result) onVerified(result.email);
  });

  const onResend = async () => {
    if (!(await trigger('email'))) return;
    verify.reset();
    resend.mutate({ email: getValues('email').trim().toLowerCase() });
  };

  const { ref: emailRef, ...emailField } = register('email');
  const { ref: codeRef, ...codeField } = register('code');
  const wrongCode = errorCode(verify.error) === 'WRONG_CODE';
  const codeMessage = errors.code?.message ?? (wrongCode ? ERROR_KEYS.WRONG_CODE : undefined);

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        {linkFailed && <Alert severity="warning">{t('complete.linkFailed')}</Alert>}
        <Typography>{email ? t('complete.sent.body', { email }) : t('complete.sent.noEmail')}</Typography>
        <Typography variant="body2" color="textSecondary">
          {t('complete.spamHint')}
        </Typography>
        {!email && (
          <TextField
            {...emailField}
            inputRef={emailRef}
            id="verify-email"
            label={t('complete.email')}
            type="email"
            autoComplete="email"
            required
            fullWidth
            error={Boolean(errors.email)}
            helperText={errors.email?.message ? t(errors.email.message) : undefined}
          />
        )}
        <TextField
          {...codeField}
          inputRef={codeRef}
          id="verify-code"
          label={t('complete.code')}
          autoComplete="one-time-code"
          required
          fullWidth
          error={Boolean(codeMessage)}
          helperText={codeMessage ? t(codeMessage) : t('complete.codeHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: CODE_LENGTH, pattern: '[0-9]*' } }}
        />
        {verify.isError && !wrongCode && (
          <Alert severity="error">
            {t(errorMessageKey(verify.error, ERROR_KEYS))}
            {errorCode(verify.error) === 'VERIFICATION_FAILED' && ` ${t('complete.failedHint')}`}
          </Alert>
        )}
        {resend.isSuccess && <Alert severity="success">{t('complete.resent')}</Alert>}
        {resend.isError && <Alert severity="error">{t(errorMessageKey(resend.error))}</Alert>}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={verify.isPending}>
          {verify.isPending ? t('complete.verifying') : t('complete.verify')}
        </Button>
        <Button variant="outlined" fullWidth onClick={onResend} disabled={resend.isPending}>
          {resend.isPending ? t('complete.resending') : t('complete.resend')}
        </Button>
      </Stack>
    </Box>
  );
}
