// My albums (issue #25): each album with its cover, name, public/private (or hidden by staff), cards and likes, a link
// to edit it and, when public, to its public page; "New album" opens the new-album dialog.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useState } from 'react';
import { useTranslation } from '@/hooks/useTranslation';
import { albumPath } from '@/lib/shared/albums/paths';
import type { MyAlbum } from '@/lib/shared/albums/album-views';
import { CreateAlbumDialog } from './CreateAlbumDialog';

function AlbumStatus({ album }: { album: MyAlbum }) {
  const { t } = useTranslation('albums');
  if (album.hidden) return <Chip size="small" color="warning" label={t('status.hidden')} />;
  return (
    <Chip
      size="small"
      color={album.isPublic ? 'success' : 'default'}
      variant={album.isPublic ? 'filled' : 'outlined'}
      label={t(album.isPublic ? 'status.public' : 'status.private')}
    />
  );
}

export function AlbumList({ albums }: { albums: MyAlbum[] }) {
  const { t } = useTranslation('albums');
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', my: 2 }}>
        <Button variant="contained" onClick={() => setCreating(true)}>
          {t('new')}
        </Button>
      </Box>
      {albums.length === 0 ? (
        <Alert severity="info">{t('empty')}</Alert>
      ) : (
        <Box
          component="ul"
          aria-label={t('listLabel')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
        >
          {albums.map((album) => (
            <Card component="li" key={album.id} variant="outlined">
              <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'action.hover', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
                {album.thumbUrl ? (
                  <Box component="img" src={album.thumbUrl} alt="" loading="lazy" sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
                ) : (
                  <Typography variant="body2" color="textSecondary">
                    {t('noCover')}
                  </Typography>
                )}
              </Box>
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                  <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
                    {album.name}
                  </Typography>
                  <AlbumStatus album={album} />
                </Stack>
                <Typography variant="body2" color="textSecondary">
                  {t('cardCount', { count: album.cardCount })} · {t('likeCount', { count: album.likeCount })}
                </Typography>
                <Stack direction="row" spacing={2} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
                  <Link component={NextLink} href={`/account/albums/${album.id}`} aria-label={t('edit', { name: album.name })}>
                    {t('edit', { name: '' }).trim()}
                  </Link>
                  {album.isPublic && !album.hidden && (
                    <Link component={NextLink} href={albumPath(album.id)}>
                      {t('viewPublic')}
                    </Link>
                  )}
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
      {creating && <CreateAlbumDialog onClose={() => setCreating(false)} />}
    </>
  );
}
