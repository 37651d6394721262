// The login screen of docs/product/accounts.md#login: e-mail, password, "stay logged in", links to sign-up and forgot
// password. The API's refusal is shown as is ("ID or PW is incorrect.", not verified, rate limited);
// an unverified member can ask for a new code here. After repeated failures for the account the API asks
// for a proof of work (CAPTCHA_REQUIRED): the widget appears, solves itself, and every later try sends a
// fresh one (each is good once).
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/hooks/useTranslation';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLogin } from '@/hooks/useLogin';
import { useResendVerification } from '@/hooks/useSignup';
import { errorCode, errorMessageKey } from '@/lib/client/error-message';
import { isDormant } from '@/lib/shared/members/standing';
import { safeReturnUrl } from '@/lib/shared/routes';
import { type LoginInput, loginSchema } from '@/lib/shared/schemas/login';
import { CaptchaField } from './CaptchaField';
import { PasswordField } from './PasswordField';

interface Values {
  email: string;
  password: string;
  stayLoggedIn: boolean;
}

export function LoginForm() {
  const { t } = useTranslation(['login', 'auth', 'errors']);
  const router = useRouter();
  const login = useLogin();
  const resend = useResendVerification();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<Values, unknown, LoginInput>({ resolver: yupResolver(loginSchema), defaultValues: { email: '', password: '', stayLoggedIn: false } });

  // null until the API asks for a proof of work; then a counter that fetches a fresh challenge per try.
  const [captchaRound, setCaptchaRound] = useState<number | null>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (input) => {
    resend.reset();
    try {
      const user = await login.mutateAsync({ ...input, altcha: captcha ?? undefined });
      // docs/product/storefront.md#route-guards: a dormant member goes to /dormancy; everyone else back where they
      // came from.
      await router.push(isDormant(user.mbStatus) ? '/dormancy' : safeReturnUrl(router.query.returnUrl));
    } catch (error) {
      // The message is shown below from the mutation's error; a spent or missing proof is renewed.
      if (captchaRound !== null || errorCode(error) === 'CAPTCHA_REQUIRED') setCaptchaRound((round) => (round ?? 0) + 1);
    }
  });

  const resendCode = async () => {
    const email = getValues('email').trim().toLowerCase();
    await resend.mutateAsync({ email }).catch(() => undefined);
    await router.push(`/sign-up-complete?${new URLSearchParams({ email })}`);
  };

  const notVerified = errorCode(login.error) === 'EMAIL_NOT_VERIFIED';
  const captchaAsked = errorCode(login.error) === 'CAPTCHA_REQUIRED';
  const { ref: emailRef, ...email } = register('email');
  const { ref: passwordRef, ...password } = register('password');

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        <TextField
          {...email}
          inputRef={emailRef}
          id="login-email"
          label={t('email')}
          type="email"
          autoComplete="email"
          required
          fullWidth
          error={Boolean(errors.email)}
          helperText={errors.email?.message ? t(errors.email.message) : undefined}
        />
        <PasswordField
          {...password}
          inputRef={passwordRef}
          id="login-password"
          label={t('password')}
          autoComplete="current-password"
          required
          fullWidth
          error={Boolean(errors.password)}
          helperText={errors.password?.message ? t(errors.password.message) : undefined}
        />
        <Controller
          name="stayLoggedIn"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />}
              label={t('stayLoggedIn')}
            />
          )}
        />
        {captchaRound !== null && <CaptchaField purpose="login" round={captchaRound} onSolved={setCaptcha} />}
        {login.isError && (
          <Alert severity={notVerified || captchaAsked ? 'warning' : 'error'}>
            {captchaAsked ? t('auth:captcha.required') : t(errorMessageKey(login.error))}
            {notVerified && (
              <Box sx={{ mt: 1 }}>
                <Button color="inherit" variant="outlined" size="small" onClick={resendCode} disabled={resend.isPending}>
                  {t('notVerified.resend')}
                </Button>
              </Box>
            )}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={login.isPending || (captchaRound !== null && !captcha)}>
          {login.isPending ? t('submitting') : t('submit')}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <MuiLink component={Link} href="/forgot-password">
            {t('forgotPassword')}
          </MuiLink>
          <span>
            {t('noAccount')}{' '}
            <MuiLink component={Link} href="/sign-up">
              {t('signUp')}
            </MuiLink>
          </span>
        </Stack>
      </Stack>
    </Box>
  );
}
