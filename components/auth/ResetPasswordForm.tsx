// New password from the e-mailed link (docs/product/accounts.md#passwords, docs/product/accounts.md#field-rules: 6 to
// 32 characters with a letter, a number and a special character; the confirmation must match). Saving ends every
// session.
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/hooks/useTranslation';
import Link from 'next/link';
import { type FieldPath, useForm } from 'react-hook-form';
import { useResetPasswordByMail } from '@/hooks/usePasswordReset';
import { errorCode, errorMessageKey, fieldErrors } from '@/lib/client/error-message';
import { PASSWORD_MAX } from '@/lib/shared/schemas/auth-fields';
import { type NewPasswordInput, newPasswordSchema } from '@/lib/shared/schemas/password';
import { PasswordField } from './PasswordField';

interface Props {
  token: string;
  /** The link turned out to be dead when saving (used or expired meanwhile). */
  onInvalid: () => void;
}

type Values = { password: string; passwordConfirm: string };

export function ResetPasswordForm({ token, onInvalid }: Props) {
  const { t } = useTranslation(['password', 'auth', 'errors']);
  const reset = useResetPasswordByMail();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, NewPasswordInput>({ resolver: yupResolver(newPasswordSchema), defaultValues: { password: '', passwordConfirm: '' } });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await reset.mutateAsync({ ...input, token });
    } catch (error) {
      if (errorCode(error) === 'BAD_REQUEST') onInvalid();
      for (const item of fieldErrors(error)) {
        if (item.path === 'password' || item.path === 'passwordConfirm') setError(item.path as FieldPath<Values>, { type: 'server', message: item.key });
      }
    }
  });

  if (reset.isSuccess) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{t('reset.done')}</Alert>
        <Button component={Link} href="/login" variant="contained" size="large" fullWidth>
          {t('reset.login')}
        </Button>
      </Stack>
    );
  }

  const { ref: passwordRef, ...password } = register('password');
  const { ref: confirmRef, ...confirm } = register('passwordConfirm');
  const showAlert = reset.isError && errorCode(reset.error) !== 'BAD_REQUEST' && fieldErrors(reset.error).length === 0;

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        <PasswordField
          {...password}
          inputRef={passwordRef}
          id="reset-password"
          label={t('reset.password')}
          autoComplete="new-password"
          required
          fullWidth
          error={Boolean(errors.password)}
          helperText={errors.password?.message ? t(errors.password.message) : t('reset.passwordHint')}
          slotProps={{ htmlInput: { maxLength: PASSWORD_MAX } }}
        />
        <PasswordField
          {...confirm}
          inputRef={confirmRef}
          id="reset-password-confirm"
          label={t('reset.passwordConfirm')}
          autoComplete="new-password"
          required
          fullWidth
          error={Boolean(errors.passwordConfirm)}
          helperText={errors.passwordConfirm?.message ? t(errors.passwordConfirm.message) : undefined}
          slotProps={{ htmlInput: { maxLength: PASSWORD_MAX } }}
        />
        {showAlert && <Alert severity="error">{t(errorMessageKey(reset.error))}</Alert>}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={reset.isPending}>
          {reset.isPending ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
