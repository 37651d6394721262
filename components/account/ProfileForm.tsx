// Profile form (docs/product/accounts.md#profile, docs/product/accounts.md#field-rules): nickname, name, advertising
// consent; the e-mail is shown read-only.
// Issue #11: plain HTML + CSS Modules (docs/decisions/0015-storefront-static-css.md), the same react-hook-form logic
// over static inputs: serialising MUI's field styles per request was most of the page's render.
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/ButtonLink';
import { Checkbox } from '@/components/ui/Checkbox';
import { TextField } from '@/components/ui/TextField';
import ui from '@/components/ui/ui.module.css';
import { useUpdateProfile } from '@/hooks/useProfile';
import { errorMessageKey, fieldErrors } from '@/lib/client/error-message';
import type { AccountProfile } from '@/lib/server/account/get-account-profile';
import { NICK_MAX } from '@/lib/shared/schemas/auth-fields';
import { NAME_MAX, type ProfileInput, profileSchema } from '@/lib/shared/schemas/profile';
import { Alert } from '@/components/ui/Alert';
import { Section } from '@/components/ui/Section';
import styles from './ProfileForm.module.css';

type Values = ProfileInput;
const FIELDS = ['mbNick', 'mbName'] as const;

export function ProfileForm({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation(['account', 'auth', 'errors']);
  const mutation = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const defaults: Values = { mbNick: profile.mbNick, mbName: profile.mbName ?? '', advertisingConsent: profile.advertisingConsent };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<Values, unknown, ProfileInput>({
    resolver: yupResolver(profileSchema),
    defaultValues: defaults,
  });

  const onSubmit = handleSubmit(async (input) => {
    setSaved(false);
    try {
      const stored = await mutation.mutateAsync(input);
      // The form now starts from what the server stored (trimmed, name cleared...).
      reset({ mbNick: stored.mbNick, mbName: stored.mbName ?? '', advertisingConsent: stored.advertisingConsent });
      setSaved(true);
    } catch (error) {
      for (const item of fieldErrors(error)) {
        if (item.path === 'mbNick' || item.path === 'mbName') setError(item.path, { type: 'server', message: item.key });
      }
    }
  });

  // The inputs are uncontrolled (react-hook-form reads them); their default values are also in the server's HTML, so
  // the fields show the member's data before the scripts have run.
  return (
    <Section id="profile" title={t('profile.basic.title')}>
      <form noValidate onSubmit={onSubmit}>
        <div className={ui.twoColumns}>
          <TextField
            id="profile-email"
            label={t('profile.basic.email')}
            value={profile.mbEmail}
            readOnly
            helperText={t('profile.basic.emailHint')}
            className={styles.wide}
          />
          {FIELDS.map((name) => {
            const message = errors[name]?.message;
            return (
              <TextField
                key={name}
                {...register(name)}
                defaultValue={defaults[name]}
                id={`profile-${name}`}
                label={t(`profile.basic.${name}`)}
                required={name === 'mbNick'}
                autoComplete={name === 'mbNick' ? 'nickname' : 'name'}
                maxLength={name === 'mbNick' ? NICK_MAX : NAME_MAX}
                error={Boolean(message)}
                helperText={message ? t(message) : t(`profile.basic.${name}Hint`)}
              />
            );
          })}
          <div className={styles.wide}>
            <Checkbox
              {...register('advertisingConsent')}
              defaultChecked={defaults.advertisingConsent}
              id="profile-advertising"
              label={t('profile.basic.advertisingConsent')}
              className={styles.consent}
            />
          </div>
        </div>
        <div aria-live="polite" className={styles.live}>
          {saved && !isDirty && <Alert severity="success">{t('profile.basic.saved')}</Alert>}
          {mutation.isError && fieldErrors(mutation.error).length === 0 && <Alert severity="error">{t(errorMessageKey(mutation.error))}</Alert>}
        </div>
        <Button type="submit" variant="contained" disabled={mutation.isPending} className={styles.submit}>
          {mutation.isPending ? t('saving') : t('profile.basic.save')}
        </Button>
      </form>
    </Section>
  );
}
