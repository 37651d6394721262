// The data functions of the public gallery and an album's page (issue #25, docs/decisions/0014-static-pages.md): the
// same for everyone, so generated on their first request after the start and then served from Next's cache, like the
// storefront's database pages. An album's change regenerates its page and the first page of each gallery view at once
// (lib/server/albums/album-pages.ts). Likes do not: the gallery's counts and its "most liked" order are renewed every
// GALLERY_PAGE_SECONDS (so are its deeper pages, which a change does not name), and the album page's like button
// shows the live count. A card regraded or voided reaches an album's page within ALBUM_PAGE_SECONDS.
import type { GetStaticProps } from 'next';
import { getDb } from '@/lib/server/db/client';
import { pageTranslations } from '@/lib/server/i18n/page-translations';
import type { GalleryPage, PublicAlbum } from '@/lib/shared/albums/gallery-views';
import { galleryViewOfSegments, parseAlbumId } from '@/lib/shared/albums/paths';
import { catchAllSegments } from '../static-pages/generate-on-request';
import { getPublicAlbum } from './get-public-album';
import { listGallery } from './list-gallery';

const NAMESPACES = ['gallery'];
export const GALLERY_PAGE_SECONDS = 60;
export const ALBUM_PAGE_SECONDS = 600;
/** An unknown (or private) album's 404 is cached this long; making an album public regenerates it at once. */
const NOT_FOUND_SECONDS = 300;

/** The site's origin for link previews' absolute addresses (APP_ORIGIN's first entry), or '' when unset. */
export function siteOrigin(): string {
  return (process.env.APP_ORIGIN ?? '').split(',')[0]?.trim().replace(/\/$/, '') ?? '';
}

export type GalleryPageProps = GalleryPage;

export const galleryStaticProps: GetStaticProps<GalleryPageProps> = async ({ params, locale }) => {
  const view = galleryViewOfSegments(catchAllSegments(params, 'view'));
  if (!view) return { notFound: true, revalidate: NOT_FOUND_SECONDS };
  const [page, translations] = await Promise.all([getDb().then((db) => listGallery(db, view)), pageTranslations(locale, NAMESPACES)]);
  // Past the last page there is nothing to show (the first page always is one, even empty).
  if (view.page > page.pageCount) return { notFound: true, revalidate: GALLERY_PAGE_SECONDS };
  return { props: { ...page, ...translations }, revalidate: GALLERY_PAGE_SECONDS };
};

export interface AlbumPageProps {
  album: PublicAlbum;
  /** The thumbnail's absolute address for link previews, or null (no origin configured, or no scan). */
  previewImage: string | null;
}

export const albumStaticProps: GetStaticProps<AlbumPageProps> = async ({ params, locale }) => {
  const id = parseAlbumId(params?.id);
  if (id === null) return { notFound: true, revalidate: NOT_FOUND_SECONDS };
  const [album, translations] = await Promise.all([getDb().then((db) => getPublicAlbum(db, id)), pageTranslations(locale, NAMESPACES)]);
  if (!album) return { notFound: true, revalidate: NOT_FOUND_SECONDS };
  const origin = siteOrigin();
  const previewImage = origin && album.thumbUrl ? `${origin}${album.thumbUrl}` : null;
  return { props: { album, previewImage, ...translations }, revalidate: ALBUM_PAGE_SECONDS };
};
