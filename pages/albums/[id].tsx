// /albums/<id>: a public album's page (issue #25), the same for everyone: generated on its first request, then served
// from the cache until the album changes (docs/decisions/0014-static-pages.md). A private, hidden or unknown album is
// the same 404. The like button reads the member's like and the live count after load.
import { AlbumScreen } from '@/components/gallery/AlbumScreen';
import { type AlbumPageProps, albumStaticProps } from '@/lib/server/gallery/gallery-page-props';
import { generateOnFirstRequest } from '@/lib/server/static-pages/generate-on-request';

export default function AlbumPage(props: AlbumPageProps) {
  return <AlbumScreen {...props} />;
}

export const getStaticPaths = generateOnFirstRequest;
export const getStaticProps = albumStaticProps;
