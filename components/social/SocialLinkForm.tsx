// /social/link: the provider's e-mail belongs to an existing account. Its password links the provider
// and signs the member in. An account created through a provider has no password: the page says when
// and with which provider it was created (docs/product/errors-and-messages.md#passwords) and offers that provider
// instead.
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/hooks/useTranslation';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CaptchaField } from '@/components/auth/CaptchaField';
import { PasswordField } from '@/components/auth/PasswordField';
import { useFinishSocialSignIn } from '@/hooks/useFinishSocialSignIn';
import { errorCode } from '@/lib/client/error-message';
import type { PendingView } from '@/lib/server/oauth/pending-view';
import { type SocialLinkInput, socialLinkSchema } from '@/lib/shared/schemas/social';
import { formatDate, isLocale } from '@/lib/shared/locale';
import { nextPage, socialErrorKey } from './social-sign-in';

export function SocialLinkForm({ view }: { view: PendingView }) {
  const { t } = useTranslation(['social', 'auth', 'errors']);
  const router = useRouter();
  const finish = useFinishSocialSignIn(view.provider);
  const form = useForm<SocialLinkInput>({ resolver: yupResolver(socialLinkSchema), defaultValues: { password: '' } });
  const label = (provider: PendingView['provider']) => t(`social:providers.${provider}`);
  // As on the login: after repeated wrong passwords for the account a proof of work comes with each try.
  const [captchaRound, setCaptchaRound] = useState<number | null>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);

  if (!view.hasPassword) {
    const other = view.signedUpWith;
    const date = other ? formatDate(other.date, isLocale(router.locale) ? router.locale : 'zh-TW') : '';
    return (
      <Stack spacing={2}>
        <Alert severity="info">
          {other
            ? `${t('social:link.socialOnly', { provider: label(other.provider), date })} ${t('social:link.socialOnlyHint', { provider: label(other.provider) })}`
            : t('social:errors.connectFailed')}
        </Alert>
        {other && (
          <Button
            component="a"
            href={`/api/oauth/${other.provider}/start?${new URLSearchParams({ returnUrl: view.returnUrl })}`}
            variant="contained"
            size="large"
            fullWidth
          >
            {t('social:link.loginWith', { provider: label(other.provider) })}
          </Button>
        )}
      </Stack>
    );
  }

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await router.replace(nextPage(await finish.mutateAsync({ ...input, altcha: captcha ?? undefined })));
    } catch (error) {
      // Shown below from the mutation's error; a spent or missing proof is renewed.
      if (captchaRound !== null || errorCode(error) === 'CAPTCHA_REQUIRED') setCaptchaRound((round) => (round ?? 0) + 1);
    }
  });
  const { ref, ...password } = form.register('password');
  const message = form.formState.errors.password?.message;

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {/* Lets password managers pick the right saved password. */}
      <input type="email" name="username" autoComplete="username" value={view.email} readOnly hidden />
      <PasswordField
        {...password}
        inputRef={ref}
        id="social-link-password"
        label={t('social:link.password')}
        autoComplete="current-password"
        required
        fullWidth
        autoFocus
        error={Boolean(message)}
        helperText={message ? t(message) : undefined}
      />
      {captchaRound !== null && (
        <Box sx={{ mt: 2 }}>
          <CaptchaField purpose="login" round={captchaRound} onSolved={setCaptcha} />
        </Box>
      )}
      <Box aria-live="polite" sx={{ mt: 2 }}>
        {finish.isError && <Alert severity="error">{t(socialErrorKey(finish.error), { provider: label(view.provider) })}</Alert>}
      </Box>
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button component={Link} href="/login" size="large">
          {t('social:link.cancel')}
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={finish.isPending || finish.isSuccess || (captchaRound !== null && !captcha)}>
          {finish.isPending ? t('social:link.submitting') : t('social:link.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
