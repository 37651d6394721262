// One of my albums (issue #25): edit it, its cards, its cover and whether it is public. Another member's album, or one
// that does not exist, is the same "not found".
import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import Alert from '@mui/material/Alert';
import { AccountShell } from '@/components/account/AccountShell';
import { LoadingCard } from '@/components/account/LoadingCard';
import { AlbumEditor } from '@/components/albums/AlbumEditor';
import { useMyAlbum } from '@/hooks/useAlbums';
import { useTranslation } from '@/hooks/useTranslation';
import { type AccountPageProps, accountPageProps } from '@/lib/server/account/account-page';
import { AppError } from '@/lib/server/errors/app-error';
import { getMyAlbum } from '@/lib/server/albums/my-albums';
import { parseAlbumId } from '@/lib/server/albums/owned-album';
import type { MyAlbumDetail } from '@/lib/shared/albums/album-views';

const NAMESPACES = ['account', 'albums', 'errors'];

export default function AlbumPage({ initial }: AccountPageProps<MyAlbumDetail>) {
  const { t } = useTranslation('albums');
  const router = useRouter();
  const id = Number(router.query.id);
  const { data, error } = useMyAlbum(id, initial);
  return (
    <AccountShell active="albums" title={data?.name ?? t('title')}>
      {data ? (
        <AlbumEditor album={data} justCreated={router.query.created === '1'} />
      ) : error ? (
        <Alert severity="warning">{t('errors.notFound')}</Alert>
      ) : (
        <LoadingCard rows={3} />
      )}
    </AccountShell>
  );
}

export const getServerSideProps: GetServerSideProps<AccountPageProps<MyAlbumDetail>> = async (ctx) => {
  try {
    const id = parseAlbumId(ctx.params?.id);
    return await accountPageProps(ctx, NAMESPACES, (db, session) => getMyAlbum(db, session, id));
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return { notFound: true };
    throw error;
  }
};
