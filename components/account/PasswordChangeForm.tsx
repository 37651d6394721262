// Password change on the profile (docs/product/accounts.md#passwords, docs/product/accounts.md#field-rules). A
// social-only account has no password here.
// Issue #11: plain HTML + CSS Modules (docs/decisions/0015-storefront-static-css.md), the same react-hook-form logic
// over static inputs.
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/ButtonLink';
import { TextField } from '@/components/ui/TextField';
import { useChangePassword } from '@/hooks/useProfile';
import { errorCode, errorMessageKey, fieldErrors } from '@/lib/client/error-message';
import { type PasswordChangeInput, passwordChangeSchema } from '@/lib/shared/schemas/profile';
import { Alert } from '@/components/ui/Alert';
import { Section } from '@/components/ui/Section';
import styles from './PasswordChangeForm.module.css';

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
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, PasswordChangeInput>({
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
      <Section id="password" title={t('password.title')}>
        <Alert severity="info">{t('password.socialOnly')}</Alert>
      </Section>
    );
  }

  const code = errorCode(mutation.error);
  const showGeneral = mutation.isError && code !== 'INVALID_CREDENTIALS' && fieldErrors(mutation.error).length === 0;

  return (
    <Section id="password" title={t('password.title')} lead={t('password.lead')}>
      <form noValidate onSubmit={onSubmit}>
        <div className={styles.fields}>
          {FIELDS.map(({ name, autoComplete }) => {
            const message = errors[name]?.message;
            return (
              <TextField
                key={name}
                {...register(name)}
                id={`password-${name}`}
                type="password"
                label={t(`password.${name}`)}
                autoComplete={autoComplete}
                required
                error={Boolean(message)}
                helperText={message ? t(message) : name === 'newPassword' ? t('password.rule') : undefined}
              />
            );
          })}
        </div>
        <div aria-live="polite" className={styles.live}>
          {revoked !== null && <Alert severity="success">{t('password.changed', { count: revoked })}</Alert>}
          {showGeneral && (
            <Alert severity="error">
              {t(errorMessageKey(mutation.error, { PASSWORD_NOT_SET: 'account:password.socialOnly', CONFLICT: 'account:password.errors.changedMeanwhile' }))}
            </Alert>
          )}
        </div>
        <Button type="submit" variant="contained" disabled={mutation.isPending} className={styles.submit}>
          {mutation.isPending ? t('saving') : t('password.submit')}
        </Button>
      </form>
    </Section>
  );
}
