// Profile form (docs/product/accounts.md#profile, docs/product/accounts.md#field-rules): nickname, name, advertising
// consent; the e-mail is shown read-only.
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useUpdateProfile } from '@/hooks/useProfile';
import { errorMessageKey, fieldErrors } from '@/lib/client/error-message';
import type { AccountProfile } from '@/lib/server/account/get-account-profile';
import { NICK_MAX } from '@/lib/shared/schemas/auth-fields';
import { NAME_MAX, type ProfileInput, profileSchema } from '@/lib/shared/schemas/profile';
import { SectionCard } from './SectionCard';

type Values = ProfileInput;
const FIELDS = ['mbNick', 'mbName'] as const;

export function ProfileForm({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation(['account', 'auth', 'errors']);
  const mutation = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const { register, control, handleSubmit, setError, reset, formState: { errors, isDirty } } = useForm<Values, unknown, ProfileInput>({
    resolver: yupResolver(profileSchema),
    defaultValues: { mbNick: profile.mbNick, mbName: profile.mbName ?? '', advertisingConsent: profile.advertisingConsent },
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

  return (
    <SectionCard id="profile" title={t('profile.basic.title')}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12 }}>
            <TextField
              id="profile-email"
              label={t('profile.basic.email')}
              value={profile.mbEmail}
              helperText={t('profile.basic.emailHint')}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Grid>
          {FIELDS.map((name) => {
            const { ref, ...field } = register(name);
            const message = errors[name]?.message;
            return (
              <Grid key={name} size={{ xs: 12, md: 6 }}>
                <TextField
                  {...field}
                  inputRef={ref}
                  id={`profile-${name}`}
                  label={t(`profile.basic.${name}`)}
                  required={name === 'mbNick'}
                  autoComplete={name === 'mbNick' ? 'nickname' : 'name'}
                  error={Boolean(message)}
                  helperText={message ? t(message) : t(`profile.basic.${name}Hint`)}
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: name === 'mbNick' ? NICK_MAX : NAME_MAX } }}
                />
              </Grid>
            );
          })}
          <Grid size={{ xs: 12 }}>
            <Controller
              name="advertisingConsent"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={<Checkbox id="profile-advertising" checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />}
                  label={t('profile.basic.advertisingConsent')}
                />
              )}
            />
          </Grid>
        </Grid>
        <Box aria-live="polite" sx={{ mt: 1 }}>
          {saved && !isDirty && <Alert severity="success">{t('profile.basic.saved')}</Alert>}
          {mutation.isError && fieldErrors(mutation.error).length === 0 && <Alert severity="error">{t(errorMessageKey(mutation.error))}</Alert>}
        </Box>
        <Button type="submit" variant="contained" disabled={mutation.isPending} sx={{ mt: 2 }}>
          {mutation.isPending ? t('saving') : t('profile.basic.save')}
        </Button>
      </Box>
    </SectionCard>
  );
}
