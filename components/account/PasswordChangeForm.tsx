// Password change on the profile (docs/product/accounts.md#passwords, docs/product/accounts.md#field-rules). A
// social-only account has no password here.
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useChangePassword } from '@/hooks/useProfile';
import { errorCode, errorMessageKey, fieldErrors } from '@/lib/client/error-message';
import { type PasswordChangeInput, passwordChangeSchema } from '@/lib/shared/schemas/profile';
import { SectionCard } from './SectionCard';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = [
  { name: 'currentPassword', autoComplete: 'current-password' },
  { name: 'newPassword', autoComplete: 'new-password' },
  { name: 'confirmPassword', autoComplete: 'new-password' },
] as const;

export function PasswordChangeForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation(['account', 'auth', 'errors']);
  const mutation = useChangePassword();
  const [revoked, setRevoked] = useState<number | null>(null);
  const { register, handleSubmit, setError, reset, formState: { errors } } = useForm<Values, unknown, PasswordChangeInput>({
    resolver: yupResolver(passwordChangeSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (input) => {
    setRevoked(null);
    try {
      const result = await mutation.mutateAsync(input);
      setRevoked(result.revokedSessions);
      reset(EMPTY);
    } catch (error) {
      if (errorCode(error) === 'INVALID_CREDENTIALS') {
        setError('currentPassword', { type: 'server', message: 'account:password.errors.currentIncorrect' }, { shouldFocus: true });
      }
      for (const item of fieldErrors(error)) {
        if (FIELDS.some((field) => field.name === item.path)) setError(item.path as keyof Values, { type: 'server', message: item.key });
      }
    }
  });

  if (!hasPassword) {
    return (
      <SectionCard id="password" title={t('password.title')}>
        <Alert severity="info">{t('password.socialOnly')}</Alert>
      </SectionCard>
    );
  }

  const code = errorCode(mutation.error);
  const showGeneral = mutation.isError && code !== 'INVALID_CREDENTIALS' && fieldErrors(mutation.error).length === 0;

  return (
    <SectionCard id="password" title={t('password.title')} lead={t('password.lead')}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          {FIELDS.map(({ name, autoComplete }) => {
            const { ref, ...field } = register(name);
            const message = errors[name]?.message;
            return (
              <TextField
                key={name}
                {...field}
                inputRef={ref}
                id={`password-${name}`}
                type="password"
                label={t(`password.${name}`)}
                autoComplete={autoComplete}
                required
                error={Boolean(message)}
                helperText={message ? t(message) : name === 'newPassword' ? t('password.rule') : undefined}
                fullWidth
              />
            );
          })}
        </Stack>
        <Box aria-live="polite" sx={{ mt: 2 }}>
          {revoked !== null && <Alert severity="success">{t('password.changed', { count: revoked })}</Alert>}
          {showGeneral && <Alert severity="error">{t(errorMessageKey(mutation.error, { PASSWORD_NOT_SET: 'account:password.socialOnly', CONFLICT: 'account:password.errors.changedMeanwhile' }))}</Alert>}
        </Box>
        <Button type="submit" variant="contained" disabled={mutation.isPending} sx={{ mt: 2 }}>
          {mutation.isPending ? t('saving') : t('password.submit')}
        </Button>
      </Box>
    </SectionCard>
  );
}
