// The member's photos of the cards from the submission, beside the cards on the lab page (issue #24: the correspond
// check compared each card with typed data only). Thumbnails open the full photo in a new tab (GET /api/photos/[id]
// serves an order's photos to its member and to staff); each says how many cards the member says it shows.
// A sticky column beside the cards from 900 px, a strip that scrolls sideways above them on a phone.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import type { StaffOrderPhoto } from '@/lib/shared/lab/views';

const photoUrl = (id: number, size: 'thumb' | 'full') => `/api/photos/${id}?size=${size}`;

export function SubmissionPhotos({ photos }: { photos: readonly StaffOrderPhoto[] }) {
  const { t } = useTranslation('lab');
  return (
    <Box component="aside" aria-labelledby="submission-photos-heading" sx={{ position: { md: 'sticky' }, top: { md: 72 } }}>
      <Typography id="submission-photos-heading" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('photos.title', { count: photos.length })}
      </Typography>
      {photos.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t('photos.none')}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, gap: 1, overflowX: { xs: 'auto', md: 'visible' }, p: 0, m: 0, listStyle: 'none' }}
        >
          {photos.map((photo, index) => (
            <Box component="li" key={photo.id} sx={{ flex: 'none', width: { xs: 140, md: '100%' } }}>
              <Link
                href={photoUrl(photo.id, 'full')}
                target="_blank"
                rel="noopener"
                aria-label={t('photos.open', { number: index + 1, count: photo.cardsInPhoto })}
              >
                {/* A thumbnail the server made (photos are checked and resized on upload, decision 0005). */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={photoUrl(photo.id, 'thumb')}
                  alt=""
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  style={{ display: 'block', width: '100%', height: 'auto', borderRadius: 4 }}
                />
              </Link>
              <Typography variant="caption" color="textSecondary">
                {t('photos.cards', { count: photo.cardsInPhoto })}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
