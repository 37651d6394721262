// One album, as its owner edits it (issue #25): name, description, the cover chosen among its cards and the public
// switch are saved together (PUT …/albums/[id], the API's schema); the switch says why the album cannot be public yet
// (album-rules.ts). Cards are added from the collection, moved, removed and shown in the community feed at once, each
// by its own request. A hidden album says why staff hid it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { yupResolver } from '@hookform/resolvers/yup';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ConfirmDialog } from '@/components/common/ConfirmDialog';
import { type AlbumFields as Fields, useDeleteAlbum, useFeatureAlbumCard, useRemoveAlbumCard, useReorderAlbumCards, useSaveAlbum } from '@/hooks/useAlbums';
import { useTranslation } from '@/hooks/useTranslation';
import { ApiError } from '@/lib/client/api';
import { errorMessageKey, fieldErrors } from '@/lib/client/error-message';
import { publishRefusal } from '@/lib/shared/albums/album-rules';
import type { MyAlbumDetail } from '@/lib/shared/albums/album-views';
import { albumPath } from '@/lib/shared/albums/paths';
import { updateAlbumSchema } from '@/lib/shared/schemas/album';
import { AddCardsDialog } from './AddCardsDialog';
import { AlbumFields } from './AlbumFields';

const fieldsOf = (album: MyAlbumDetail): Fields => ({
  name: album.name,
  description: album.description,
  isPublic: album.isPublic,
  thumbnailCertificateId: album.thumbnailCertificateId,
});

const keyOf = (error: unknown) => ApiError.from(error).key ?? errorMessageKey(error);

export function AlbumEditor({ album, justCreated }: { album: MyAlbumDetail; justCreated: boolean }) {
  const { t } = useTranslation(['albums', 'errors']);
  const router = useRouter();
  const save = useSaveAlbum(album.id);
  const reorder = useReorderAlbumCards(album.id);
  const remove = useRemoveAlbumCard(album.id);
  const feature = useFeatureAlbumCard(album.id);
  const destroy = useDeleteAlbum(album.id);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; key: string } | null>(
    justCreated ? { severity: 'success', key: 'create.created' } : null,
  );
  // The form follows the album the server answered (after each change), keeping what the member typed meanwhile.
  const { control, handleSubmit, setError, formState } = useForm<Fields>({
    resolver: yupResolver(updateAlbumSchema) as never,
    values: fieldsOf(album),
    resetOptions: { keepDirtyValues: true },
  });
  const thumbnail = useWatch({ control, name: 'thumbnailCertificateId' });
  const refusal = publishRefusal({ saved: true, cardCount: album.cards.length, thumbnailCertificateId: thumbnail });

  const submit = handleSubmit(async (fields) => {
    setNotice(null);
    try {
      await save.mutateAsync(fields);
      setNotice({ severity: 'success', key: 'saved' });
    } catch (error) {
      const fieldProblems = fieldErrors(error).filter((item) => ['name', 'description', 'thumbnailCertificateId'].includes(item.path));
      for (const item of fieldProblems) {
        if (item.path === 'thumbnailCertificateId') setNotice({ severity: 'error', key: item.key });
        else setError(item.path as 'name' | 'description', { type: 'server', message: item.key }, { shouldFocus: true });
      }
      if (fieldProblems.length === 0) setNotice({ severity: 'error', key: keyOf(error) });
    }
  });

  const run = async (work: () => Promise<unknown>, done?: string) => {
    setNotice(null);
    try {
      await work();
      if (done) setNotice({ severity: 'success', key: done });
    } catch (error) {
      setNotice({ severity: 'error', key: keyOf(error) });
    }
  };
  const ids = album.cards.map((card) => card.certificateId);
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    return run(() => reorder.mutateAsync(next));
  };
  const busy = reorder.isPending || remove.isPending || feature.isPending;

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Link component={NextLink} href="/account/albums">
          {t('backToList')}
        </Link>
        {album.isPublic && !album.hidden && (
          <Link component={NextLink} href={albumPath(album.id)}>
            {t('viewPublic')}
          </Link>
        )}
      </Stack>
      {album.hidden && <Alert severity="warning">{t('hidden', { reason: album.hidden.reason ?? '' })}</Alert>}
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} onClose={() => setNotice(null)}>
          {t(notice.key)}
        </Alert>
      )}

      <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 } }} aria-label={t('fields.name')}>
        <AlbumFields control={control} />
        <Controller
          control={control}
          name="isPublic"
          render={({ field }) => (
            <Box sx={{ mt: 1 }}>
              <FormControlLabel
                control={
                  <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} disabled={refusal !== null && !field.value} />
                }
                label={t('fields.public')}
              />
              {refusal && <FormHelperText>{t(`publish.${refusal}`)}</FormHelperText>}
            </Box>
          )}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('saving') : t('save')}
          </Button>
        </Box>

        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 3, mb: 1 }}>
          <Typography component="h2" variant="h6">
            {t('cards.title')}
          </Typography>
          <Button variant="outlined" onClick={() => setAdding(true)}>
            {t('cards.add')}
          </Button>
        </Stack>
        {album.cards.length === 0 ? (
          <Typography color="textSecondary">{t('cards.empty')}</Typography>
        ) : (
          <Controller
            control={control}
            name="thumbnailCertificateId"
            render={({ field }) => (
              <Box component="ol" aria-label={t('cards.listLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {album.cards.map((card, index) => (
                  <Box
                    component="li"
                    key={card.certificateId}
                    sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1, borderTop: index ? 1 : 0, borderColor: 'divider', flexWrap: 'wrap' }}
                  >
                    <Box
                      sx={{ width: 48, height: 64, flexShrink: 0, bgcolor: 'action.hover', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
                    >
                      {card.thumbUrl && <Box component="img" src={card.thumbUrl} alt="" loading="lazy" sx={{ maxWidth: '100%', maxHeight: '100%' }} />}
                    </Box>
                    <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{card.name}</Typography>
                      <Typography variant="body2" color="textSecondary">
                        #{card.serial} · {t('cards.grade', { grade: card.grade })}
                        {card.voided ? ` · ${t('cards.voided')}` : ''}
                      </Typography>
                    </Box>
                    <FormControlLabel
                      control={
                        <Radio
                          checked={field.value === card.certificateId}
                          onChange={() => field.onChange(card.certificateId)}
                          slotProps={{ input: { 'aria-label': `${t('cards.useAsCover')}: ${card.name}` } }}
                        />
                      }
                      label={t('cards.cover')}
                    />
                    <FormControlLabel
                      control={
                        <Switch
                          size="small"
                          checked={card.featured}
                          disabled={busy || !album.isPublic}
                          onChange={(event) => void run(() => feature.mutateAsync({ certificateId: card.certificateId, featured: event.target.checked }))}
                          slotProps={{ input: { 'aria-label': `${t('cards.feature')}: ${card.name}` } }}
                        />
                      }
                      label={t('cards.feature')}
                    />
                    <Stack direction="row">
                      <IconButton aria-label={t('cards.moveUp', { name: card.name })} disabled={busy || index === 0} onClick={() => void move(index, -1)}>
                        <ArrowUpward fontSize="small" />
                      </IconButton>
                      <IconButton
                        aria-label={t('cards.moveDown', { name: card.name })}
                        disabled={busy || index === album.cards.length - 1}
                        onClick={() => void move(index, 1)}
                      >
                        <ArrowDownward fontSize="small" />
                      </IconButton>
                      <IconButton
                        aria-label={t('cards.remove', { name: card.name })}
                        disabled={busy}
                        onClick={() => void run(() => remove.mutateAsync(card.certificateId), 'cards.removed')}
                      >
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </Stack>
                  </Box>
                ))}
              </Box>
            )}
          />
        )}
        {!album.isPublic && album.cards.length > 0 && <FormHelperText>{t('cards.featureHint')}</FormHelperText>}
      </Paper>

      <Box>
        <Button color="error" variant="outlined" onClick={() => setDeleting(true)}>
          {t('delete.button')}
        </Button>
      </Box>
      {adding && (
        <AddCardsDialog
          albumId={album.id}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            setNotice({ severity: 'success', key: 'add.added' });
          }}
        />
      )}
      <ConfirmDialog
        open={deleting}
        title={t('delete.title')}
        text={t('delete.text')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        busy={destroy.isPending}
        onConfirm={() =>
          void destroy.mutateAsync().then(
            () => router.push('/account/albums'),
            (error: unknown) => {
              setDeleting(false);
              setNotice({ severity: 'error', key: keyOf(error) });
            },
          )
        }
        onCancel={() => setDeleting(false)}
      />
    </Stack>
  );
}
