// The sign-up form (docs/product/accounts.md#sign-up, docs/product/accounts.md#field-rules) validated by the same
// schema as POST /brg/api/member/signup. On success the member goes to /sign-up-complete to enter the e-mailed code.
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { type FieldPath, FormProvider, useForm } from 'react-hook-form';
import { useSignup } from '@/hooks/useSignup';
import { errorCode, errorMessageKey, fieldErrors } from '@/lib/client/error-message';
import { NICK_MAX, PASSWORD_MAX } from '@/lib/shared/schemas/auth-fields';
import { type SignupInput, signupSchema } from '@/lib/shared/schemas/signup';
import { PasswordField } from './PasswordField';
import { type AgreementValues, SignupAgreements } from './SignupAgreements';

type Values = AgreementValues & { mbNick: string; email: string; password: string; passwordConfirm: string };

const DEFAULTS: Values = {
  mbNick: '',
  email: '',
  password: '',
  passwordConfirm: '',
  over14: false,
  agreeTerms: false,
  agreePrivacy: false,
  agreeCrossBorder: false,
  advertisingConsent: false,
};

// Answers about the e-mail address are shown under that field; the rest above the button.
const EMAIL_CODES = { CONFLICT: 'signup:errors.alreadyRegistered', EMAIL_WITHDRAWN: 'signup:errors.withdrawn' } as const;

export function SignupForm() {
  const { t } = useTranslation(['signup', 'auth', 'password', 'errors']);
  const router = useRouter();
  const signup = useSignup();
  const form = useForm<Values, unknown, SignupInput>({ resolver: yupResolver(signupSchema), defaultValues: DEFAULTS });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(async (input) => {
    try {
      const result = await signup.mutateAsync(input);
      await router.push(`/sign-up-complete?${new URLSearchParams({ email: result.email })}`);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'CONFLICT' || code === 'EMAIL_WITHDRAWN') setError('email', { type: 'server', message: EMAIL_CODES[code] });
      for (const item of fieldErrors(error)) {
        if (item.path in DEFAULTS) setError(item.path as FieldPath<Values>, { type: 'server', message: item.key });
      }
    }
  });

  const code = errorCode(signup.error);
  const showAlert = signup.isError && code !== 'CONFLICT' && code !== 'EMAIL_WITHDRAWN' && fieldErrors(signup.error).length === 0;

  const text = (name: 'mbNick' | 'email' | 'password' | 'passwordConfirm') => {
    const { ref, ...field } = register(name);
    const message = errors[name]?.message;
    return { ...field, inputRef: ref, id: `signup-${name}`, required: true, fullWidth: true, error: Boolean(message), label: t(`fields.${name}`), message };
  };
  const { message: nickError, ...nick } = text('mbNick');
  const { message: emailError, ...email } = text('email');
  const { message: passwordError, ...password } = text('password');
  const { message: confirmError, ...confirm } = text('passwordConfirm');

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <TextField
            {...nick}
            autoComplete="nickname"
            helperText={nickError ? t(nickError) : t('fields.nickHint')}
            slotProps={{ htmlInput: { maxLength: NICK_MAX } }}
          />
          <TextField {...email} type="email" autoComplete="email" helperText={emailError ? t(emailError) : undefined} />
          <PasswordField
            {...password}
            autoComplete="new-password"
            helperText={passwordError ? t(passwordError) : t('fields.passwordHint')}
            slotProps={{ htmlInput: { maxLength: PASSWORD_MAX } }}
          />
          <PasswordField
            {...confirm}
            autoComplete="new-password"
            helperText={confirmError ? t(confirmError) : undefined}
            slotProps={{ htmlInput: { maxLength: PASSWORD_MAX } }}
          />
          <SignupAgreements />
          {showAlert && <Alert severity="error">{t(errorMessageKey(signup.error))}</Alert>}
          <Button type="submit" variant="contained" size="large" fullWidth disabled={signup.isPending}>
            {signup.isPending ? t('submitting') : t('submit')}
          </Button>
        </Stack>
      </Box>
    </FormProvider>
  );
}
