// Keys to the public certificate API on the account pages (docs/product/certificates.md#public-api): create one with
// a name (the key is shown once), see them all, revoke with a confirmation. At most MAX_LIVE_API_KEYS active keys.
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/common/ConfirmDialog';
import { useCreateApiKey, useRevokeApiKey } from '@/hooks/useApiKeys';
import { useTranslation } from '@/hooks/useTranslation';
import { errorMessageKey, fieldErrors } from '@/lib/client/error-message';
import { API_KEY_ERRORS, API_KEY_NAME_MAX, type ApiKeyView, type CreatedApiKey, MAX_LIVE_API_KEYS } from '@/lib/shared/api-keys';
import { KEYED_PER_DAY, MAX_BATCH_SERIALS } from '@/lib/shared/public-api/limits';
import { localizedPath } from '@/lib/shared/routes';
import { type ApiKeyNameInput, apiKeyNameSchema } from '@/lib/shared/schemas/api-key';
import { ApiKeyList } from './ApiKeyList';
import { NewApiKey } from './NewApiKey';
import { Section } from '@/components/ui/Section';

const ERRORS = { API_KEY_LIMIT: API_KEY_ERRORS.limit, NOT_FOUND: API_KEY_ERRORS.notFound } as const;

export function ApiKeys({ keys }: { keys: ApiKeyView[] }) {
  const { t, i18n } = useTranslation(['apiKeys', 'errors']);
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);
  const live = keys.filter((key) => !key.revokedAt).length;
  const full = live >= MAX_LIVE_API_KEYS;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ApiKeyNameInput>({ resolver: yupResolver(apiKeyNameSchema), defaultValues: { name: '' } });

  const onSubmit = handleSubmit(async (input) => {
    setRevoked(null);
    revoke.reset();
    try {
      setCreated(await create.mutateAsync(input));
      reset();
    } catch (error) {
      for (const item of fieldErrors(error)) if (item.path === 'name') setError('name', { type: 'server', message: item.key });
    }
  });

  const confirmRevoke = async () => {
    if (!revoking) return;
    create.reset();
    try {
      await revoke.mutateAsync(revoking.id);
      setRevoked(revoking.name);
    } finally {
      setRevoking(null);
    }
  };

  const failed = (create.isError && fieldErrors(create.error).length === 0 ? create.error : null) ?? revoke.error;
  const guide = localizedPath('/developers', i18n.language);
  const nameError = errors.name?.message;

  return (
    <>
      <Typography sx={{ mb: 3 }}>
        {t('lead', { limit: KEYED_PER_DAY.toLocaleString(i18n.language), batch: MAX_BATCH_SERIALS })} <Link href={guide}>{t('guide')}</Link>
      </Typography>
      <Box aria-live="polite">
        {created && <NewApiKey created={created} onDone={() => setCreated(null)} />}
        {revoked && !failed && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('revoke.done', { name: revoked })}
          </Alert>
        )}
        {failed && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t(errorMessageKey(failed, ERRORS))}
          </Alert>
        )}
      </Box>
      <Section id="create-key" title={t('create.title')}>
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            {...register('name')}
            label={t('create.nameLabel')}
            helperText={nameError ? t(nameError, { max: API_KEY_NAME_MAX }) : t('create.nameHelp', { max: API_KEY_NAME_MAX })}
            error={Boolean(nameError)}
            disabled={full}
            slotProps={{ htmlInput: { maxLength: API_KEY_NAME_MAX + 10, autoComplete: 'off' } }}
            sx={{ flex: '1 1 260px', maxWidth: 420 }}
          />
          <Button type="submit" variant="contained" disabled={full || create.isPending} sx={{ mt: 1 }}>
            {create.isPending ? t('create.creating') : t('create.submit')}
          </Button>
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {full ? t('create.full', { max: MAX_LIVE_API_KEYS }) : t('create.count', { count: live, max: MAX_LIVE_API_KEYS })}
        </Typography>
      </Section>
      <Section id="keys" title={t('list.title')}>
        <ApiKeyList keys={keys} busy={revoke.isPending} onRevoke={setRevoking} />
      </Section>
      <ConfirmDialog
        open={Boolean(revoking)}
        title={t('revoke.title')}
        text={t('revoke.text', { name: revoking?.name ?? '', prefix: revoking?.prefix ?? '' })}
        confirmLabel={t('revoke.confirm')}
        cancelLabel={t('revoke.cancel')}
        busy={revoke.isPending}
        onConfirm={() => void confirmRevoke().catch(() => undefined)}
        onCancel={() => setRevoking(null)}
      />
    </>
  );
}
