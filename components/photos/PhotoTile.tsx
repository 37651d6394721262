// One uploaded photo: its thumbnail, the "cards in this photo" choice (1–6, docs/product/orders.md#photos) and a
// remove button. A native select: the phone's own picker, and fully usable by keyboard.
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/hooks/useTranslation';
import { useEffect, useState } from 'react';
import { api, apiUrl } from '@/lib/client/api';
import { MAX_CARDS_PER_PHOTO } from '@/lib/shared/orders/limits';
import type { UploadedPhoto } from '@/lib/shared/photos';

interface Props {
  photo: UploadedPhoto;
  /** 1-based position, for labels ("Photo 3"). */
  index: number;
  disabled?: boolean;
  onCardsChange: (cardsInPhoto: number) => void;
  onRemove: () => void;
}

const CHOICES = Array.from({ length: MAX_CARDS_PER_PHOTO }, (_, i) => i + 1);

export function PhotoTile({ photo, index, disabled, onCardsChange, onRemove }: Props) {
  const { t } = useTranslation('photos');
  const url = apiUrl(photo.thumbUrl);
  const [src, setSrc] = useState(url);
  const [retried, setRetried] = useState(false);

  useEffect(
    () => () => {
      if (src.startsWith('blob:')) URL.revokeObjectURL(src);
    },
    [src],
  );

  // The image request carries the short-lived access cookie but not the client's renewal: when it
  // fails (e.g. 401 after a long pause), load it once through the client, which renews and replays.
  const reload = () => {
    if (retried) return;
    setRetried(true);
    api
      .blob(photo.thumbUrl)
      .then((blob) => setSrc(URL.createObjectURL(blob)))
      .catch(() => undefined);
  };

  const selectId = `photo-${photo.id}-cards`;
  return (
    <Paper variant="outlined" component="li" sx={{ listStyle: 'none', p: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ position: 'relative', bgcolor: 'grey.100', borderRadius: 1, overflow: 'hidden', aspectRatio: '3 / 4' }}>
        <Box
          component="img"
          src={src}
          alt={t('photoAlt', { index })}
          loading="lazy"
          onError={reload}
          sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
        <IconButton
          onClick={onRemove}
          disabled={disabled}
          aria-label={t('removeNamed', { index })}
          size="small"
          sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } }}
        >
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Box>
      <TextField
        select
        size="small"
        id={selectId}
        label={t('cardsInPhoto')}
        value={photo.cardsInPhoto}
        disabled={disabled}
        onChange={(event) => onCardsChange(Number(event.target.value))}
        slotProps={{ select: { native: true } }}
      >
        {CHOICES.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </TextField>
    </Paper>
  );
}
