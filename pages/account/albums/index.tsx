// My albums (issue #25, docs/product/storefront.md#collection-and-albums): the member's albums, private, public and
// hidden ones, and "New album".
import type { GetServerSideProps } from 'next';
import { AccountShell } from '@/components/account/AccountShell';
import { LoadingCard } from '@/components/account/LoadingCard';
import { AlbumList } from '@/components/albums/AlbumList';
import { useMyAlbums } from '@/hooks/useAlbums';
import { useTranslation } from '@/hooks/useTranslation';
import { type AccountPageProps, accountPageProps } from '@/lib/server/account/account-page';
import { listMyAlbums } from '@/lib/server/albums/my-albums';
import type { MyAlbum } from '@/lib/shared/albums/album-views';

const NAMESPACES = ['account', 'albums', 'errors'];

export default function AlbumsPage({ initial }: AccountPageProps<MyAlbum[]>) {
  const { t } = useTranslation('albums');
  const { data } = useMyAlbums(initial);
  return (
    <AccountShell active="albums" title={t('title')} lead={t('lead')}>
      {data ? <AlbumList albums={data} /> : <LoadingCard rows={3} />}
    </AccountShell>
  );
}

export const getServerSideProps: GetServerSideProps<AccountPageProps<MyAlbum[]>> = (ctx) =>
  accountPageProps(ctx, NAMESPACES, (db, session) => listMyAlbums(db, session));
