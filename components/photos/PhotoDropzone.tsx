// Order photos (docs/product/orders.md#photos: drag-and-drop upload, 1–100 photos, up to 6 cards each): drop
// files on the area or press the button (on phones it offers the camera and the gallery). Each file is
// uploaded on its own with progress; refused files show "Image Upload Failed" and the reason. The list
// of uploaded photos is controlled by the parent (the order wizard keeps it in its draft).
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { usePhotoUpload } from '@/hooks/usePhotoUpload';
import { MAX_PHOTOS } from '@/lib/shared/orders/limits';
import { MAX_PHOTO_BYTES, PHOTO_ERRORS, type PhotoUploadResult, type UploadedPhoto } from '@/lib/shared/photos';
import { PhotoTile } from './PhotoTile';
import { UploadStatus } from './UploadStatus';

export type { UploadedPhoto } from '@/lib/shared/photos';

interface Props {
  value: UploadedPhoto[];
  onChange: (next: UploadedPhoto[]) => void;
  disabled?: boolean;
}

function rejectionKey(rejection: FileRejection): string {
  const codes = rejection.errors.map((error) => error.code);
  if (codes.includes('file-too-large')) return PHOTO_ERRORS.tooLarge;
  return PHOTO_ERRORS.unsupportedType;
}

export function PhotoDropzone({ value, onChange, disabled = false }: Props) {
  const { t } = useTranslation('photos');
  // Uploads finish one by one, after renders: always build on the latest list, not a stale prop.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const change = useCallback(
    (next: UploadedPhoto[]) => {
      latest.current = next;
      onChange(next);
    },
    [onChange],
  );
  const onUploaded = useCallback(
    (photo: PhotoUploadResult) => change([...latest.current, { id: photo.id, thumbUrl: photo.thumbUrl, cardsInPhoto: photo.cardsInPhoto }]),
    [change],
  );
  const { items, pending, add, reject, dismiss, remove } = usePhotoUpload(onUploaded);
  const [overLimit, setOverLimit] = useState(false);

  const onDrop = useCallback(
    (accepted: File[], rejections: FileRejection[]) => {
      const room = Math.max(0, MAX_PHOTOS - latest.current.length - pending);
      setOverLimit(accepted.length > room);
      add(accepted.slice(0, room));
      for (const rejection of rejections) reject(rejection.file.name, rejectionKey(rejection));
    },
    [add, reject, pending],
  );

  const full = value.length + pending >= MAX_PHOTOS;
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    accept: { 'image/*': [] },
    maxSize: MAX_PHOTO_BYTES,
    multiple: true,
    disabled: disabled || full,
    // The visible button opens the picker; the area itself only takes drops (no hidden click target).
    noClick: true,
    noKeyboard: true,
  });

  const removePhoto = (id: number) => {
    change(latest.current.filter((photo) => photo.id !== id));
    remove(id);
  };
  const setCards = (id: number, cardsInPhoto: number) => change(latest.current.map((photo) => (photo.id === id ? { ...photo, cardsInPhoto } : photo)));

  const countId = 'photo-dropzone-count';
  return (
    <Stack spacing={2} component="section" aria-labelledby="photo-dropzone-title">
      <Box
        {...getRootProps()}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: isDragActive ? 'primary.main' : 'divider',
          bgcolor: isDragActive ? 'action.hover' : 'background.paper',
          borderRadius: 2,
          p: { xs: 2, sm: 3 },
          textAlign: 'center',
          transition: 'border-color 0.15s, background-color 0.15s',
        }}
      >
        {/* Reached through the button only: hidden from assistive technology so it is not announced twice. */}
        <input {...getInputProps()} aria-hidden="true" />
        <AddPhotoAlternateOutlined color="action" sx={{ fontSize: 40 }} aria-hidden />
        <Typography id="photo-dropzone-title" variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mt: 1 }}>
          {t('title')}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, mb: 2 }}>
          {isDragActive ? t('dropActive') : t('hint')}
        </Typography>
        <Button variant="contained" onClick={open} disabled={disabled || full} startIcon={<AddPhotoAlternateOutlined />} aria-describedby={countId}>
          {t('choose')}
        </Button>
        <Typography id={countId} variant="body2" sx={{ mt: 1.5, fontWeight: 600 }} aria-live="polite">
          {t('count', { count: value.length, max: MAX_PHOTOS })}
        </Typography>
      </Box>

      {(overLimit || full) && <Alert severity="info">{t('limitReached', { max: MAX_PHOTOS })}</Alert>}

      {items.length > 0 && (
        <Stack component="ul" spacing={1} aria-live="polite" sx={{ m: 0, p: 0 }}>
          {items.map((item) => (
            <UploadStatus key={item.key} item={item} onDismiss={() => dismiss(item.key)} />
          ))}
        </Stack>
      )}

      {value.length > 0 && (
        <Box
          component="ul"
          sx={{
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
              lg: 'repeat(6, minmax(0, 1fr))',
            },
          }}
        >
          {value.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              index={index + 1}
              disabled={disabled}
              onCardsChange={(cards) => setCards(photo.id, cards)}
              onRemove={() => removePhoto(photo.id)}
            />
          ))}
        </Box>
      )}
    </Stack>
  );
}
