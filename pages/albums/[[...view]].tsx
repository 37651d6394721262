// /albums: the public gallery (issue #25), one cached page per order, category and page (docs/decisions/0014-static-pages.md).
// Its address keeps `?sort=&category=&page=`; the proxy rewrites it to the cached `/albums/<sort>/<category>/<page>`.
import { GalleryScreen } from '@/components/gallery/GalleryScreen';
import { type GalleryPageProps, galleryStaticProps } from '@/lib/server/gallery/gallery-page-props';
import { generateOnFirstRequest } from '@/lib/server/static-pages/generate-on-request';

export default function GalleryPage(props: GalleryPageProps) {
  return <GalleryScreen {...props} />;
}

export const getStaticPaths = generateOnFirstRequest;
export const getStaticProps = galleryStaticProps;
