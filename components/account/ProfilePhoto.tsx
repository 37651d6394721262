// Profile photo on my page (mbPhoto, docs/product/accounts.md#member-fields): the square avatar or the member's
// initials, "Change photo" (a file picker for image/*: on phones it offers the camera and the gallery) and "Remove".
// Upload progress is shown; a refused file shows 'Image Upload Failed' (docs/product/errors-and-messages.md#photos)
// and the reason from the server.
import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { type ChangeEvent, useRef, useState } from 'react';
import { uploadErrorKey } from '@/hooks/usePhotoUpload';
import { useProfilePhoto } from '@/hooks/useProfilePhoto';
import { errorMessageKey } from '@/lib/client/error-message';
import type { AccountProfile } from '@/lib/server/account/get-account-profile';
import { MAX_PHOTO_BYTES, PHOTO_ERRORS } from '@/lib/shared/photos';
import { ConfirmDialog } from '@/components/common/ConfirmDialog';
import { SectionCard } from './SectionCard';

/** "Kim Minji" → "KM", "收藏家" → "收", "collector7" → "C". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[1]!].map((word) => Array.from(word)[0]!) : Array.from(words[0] ?? '?').slice(0, 1);
  return letters.join('').toUpperCase();
}

type Notice = { severity: 'success'; key: string } | { severity: 'error'; key: string; upload: boolean };

export function ProfilePhoto({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation(['account', 'photos', 'errors']);
  const { upload, remove, progress } = useProfilePhoto();
  const input = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = upload.isPending || remove.isPending;
  const photo = profile.mbPhoto;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again (after a failure) fires a change.
    event.target.value = '';
    if (!file) return;
    setNotice(null);
    // The server decides by content; these only spare a long upload that would surely be refused.
    if (file.size > MAX_PHOTO_BYTES) return setNotice({ severity: 'error', key: PHOTO_ERRORS.tooLarge, upload: true });
    if (file.type && !file.type.startsWith('image/')) return setNotice({ severity: 'error', key: PHOTO_ERRORS.notAnImage, upload: true });
    try {
      await upload.mutateAsync(file);
      setNotice({ severity: 'success', key: 'profile.photo.saved' });
    } catch (error) {
      setNotice({ severity: 'error', key: uploadErrorKey(error), upload: true });
    }
  };

  const onRemove = async () => {
    setNotice(null);
    try {
      await remove.mutateAsync();
      setNotice({ severity: 'success', key: 'profile.photo.removed' });
    } catch (error) {
      setNotice({ severity: 'error', key: errorMessageKey(error), upload: false });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <SectionCard id="photo" title={t('profile.photo.title')} lead={t('profile.photo.lead')}>
      <Stack direction="row" spacing={{ xs: 2, sm: 3 }} sx={{ alignItems: 'center' }}>
        <Avatar
          src={photo ?? undefined}
          alt={photo ? t('profile.photo.alt') : undefined}
          role={photo ? undefined : 'img'}
          aria-label={photo ? undefined : t('profile.photo.noPhoto')}
          sx={{ width: { xs: 80, sm: 96 }, height: { xs: 80, sm: 96 }, fontSize: { xs: '2rem', sm: '2.4rem' }, bgcolor: 'secondary.main', color: 'secondary.contrastText', flexShrink: 0 }}
        >
          {initialsOf(profile.mbNick)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<AddAPhotoOutlined />} onClick={() => input.current?.click()} disabled={busy}>
              {photo ? t('profile.photo.change') : t('profile.photo.add')}
            </Button>
            {photo && (
              <Button variant="outlined" color="error" startIcon={<DeleteOutlineOutlined />} onClick={() => setConfirming(true)} disabled={busy}>
                {t('profile.photo.remove')}
              </Button>
            )}
          </Stack>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {t('profile.photo.hint')}
          </Typography>
          <input ref={input} type="file" accept="image/*" hidden aria-label={t('profile.photo.chooseFile')} onChange={onPick} />
        </Box>
      </Stack>
      <Box aria-live="polite" sx={{ mt: notice || progress !== null || upload.isPending ? 2 : 0 }}>
        {upload.isPending && (
          <>
            <Typography variant="body2">{progress !== null && progress < 100 ? t('profile.photo.uploading', { percent: progress }) : t('profile.photo.processing')}</Typography>
            <LinearProgress
              variant={progress !== null && progress < 100 ? 'determinate' : 'indeterminate'}
              value={progress ?? 0}
              aria-label={t('profile.photo.progressLabel')}
              sx={{ mt: 0.5, maxWidth: 480 }}
            />
          </>
        )}
        {notice?.severity === 'success' && (
          <Alert severity="success" onClose={() => setNotice(null)} closeText={t('profile.photo.dismiss')}>
            {t(notice.key)}
          </Alert>
        )}
        {notice?.severity === 'error' && (
          <Alert severity="error" onClose={() => setNotice(null)} closeText={t('profile.photo.dismiss')}>
            {notice.upload && <AlertTitle>{t(PHOTO_ERRORS.uploadFailed)}</AlertTitle>}
            {t(notice.key)}
          </Alert>
        )}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('profile.photo.removeTitle')}
        text={t('profile.photo.removeText')}
        confirmLabel={t('profile.photo.remove')}
        cancelLabel={t('cancel')}
        busy={remove.isPending}
        onConfirm={onRemove}
        onCancel={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
