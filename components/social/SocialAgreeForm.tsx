// /social/agree: the required agreements of sign-up (the sign-up form's own checkboxes and rules) before
// a new social member's account is created.
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/hooks/useTranslation';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { FormProvider, useForm } from 'react-hook-form';
import { type AgreementValues, SignupAgreements } from '@/components/auth/SignupAgreements';
import { useFinishSocialSignIn } from '@/hooks/useFinishSocialSignIn';
import type { OAuthProviderName } from '@/lib/server/oauth/providers';
import { type SocialAgreeInput, socialAgreeSchema } from '@/lib/shared/schemas/social';
import { nextPage, socialErrorKey } from './social-sign-in';

const NONE: AgreementValues = { over14: false, agreeTerms: false, agreePrivacy: false, agreeCrossBorder: false, advertisingConsent: false };

export function SocialAgreeForm({ provider }: { provider: OAuthProviderName }) {
  const { t } = useTranslation(['social', 'signup', 'auth', 'errors']);
  const router = useRouter();
  const finish = useFinishSocialSignIn(provider);
  const form = useForm<AgreementValues, unknown, SocialAgreeInput>({ resolver: yupResolver(socialAgreeSchema), defaultValues: NONE });

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await router.replace(nextPage(await finish.mutateAsync(input)));
    } catch {
      // Shown below from the mutation's error.
    }
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <SignupAgreements />
        <Box aria-live="polite" sx={{ mt: 2 }}>
          {finish.isError && <Alert severity="error">{t(socialErrorKey(finish.error), { provider: t(`social:providers.${provider}`) })}</Alert>}
        </Box>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button component={Link} href="/login" size="large">
            {t('social:agree.cancel')}
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={finish.isPending || finish.isSuccess}>
            {finish.isPending ? t('social:agree.submitting') : t('social:agree.submit')}
          </Button>
        </Stack>
      </Box>
    </FormProvider>
  );
}
