// Where the collector's public pages live (issue #25): the gallery of public albums, one album's page, the
// community feed. Shared by the pages, the links to them and the revalidation after a change
// (lib/server/albums/album-pages.ts).
import { CardCategory } from '@/lib/server/db/generated/enums';

export const GALLERY_PATH = '/albums';
export const COMMUNITY_PATH = '/community';

export function albumPath(albumId: number): string {
  return `${GALLERY_PATH}/${albumId}`;
}

/** The like state and the like itself of one album (GET, POST, DELETE). */
export function albumLikeApiPath(albumId: number): string {
  return `/api/albums/${albumId}/like`;
}

/** The gallery's orders: newest published first, or most liked (then newest). */
export const GALLERY_SORTS = ['newest', 'liked'] as const;
export type GallerySort = (typeof GALLERY_SORTS)[number];
/** Every album, or the albums holding at least one card of a category. */
export const GALLERY_CATEGORIES = ['all', ...Object.values(CardCategory)] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
export const GALLERY_PAGE_SIZE = 24;
/** Past this page the gallery stops: a view is cached per page, and these are what a change regenerates. */
export const GALLERY_MAX_PAGE = 50;

export interface GalleryView {
  sort: GallerySort;
  category: GalleryCategory;
  page: number;
}

export const DEFAULT_GALLERY_VIEW: GalleryView = { sort: 'newest', category: 'all', page: 1 };

function isDefaultView(view: GalleryView): boolean {
  return view.sort === DEFAULT_GALLERY_VIEW.sort && view.category === DEFAULT_GALLERY_VIEW.category && view.page === DEFAULT_GALLERY_VIEW.page;
}

/**
 * The cached page of a gallery view (docs/decisions/0014-static-pages.md: a static page cannot read its query string).
 * The default view is the gallery itself; every other view is three segments, `/albums/<sort>/<category>/<page>`, so it
 * never meets an album's own one-segment address. The proxy rewrites the public `?sort=&category=&page=` to it.
 */
export function galleryViewPath(view: GalleryView): string {
  return isDefaultView(view) ? GALLERY_PATH : `${GALLERY_PATH}/${view.sort}/${view.category}/${view.page}`;
}

/** The address people see and share: the gallery with its view in the query (defaults left out). */
export function galleryHref(view: GalleryView): string {
  const query = new URLSearchParams();
  if (view.sort !== DEFAULT_GALLERY_VIEW.sort) query.set('sort', view.sort);
  if (view.category !== DEFAULT_GALLERY_VIEW.category) query.set('category', view.category);
  if (view.page !== DEFAULT_GALLERY_VIEW.page) query.set('page', String(view.page));
  return query.size ? `${GALLERY_PATH}?${query}` : GALLERY_PATH;
}

function pickPage(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,3}$/.test(value)) return null;
  const page = Number(value);
  return page <= GALLERY_MAX_PAGE ? page : null;
}

/** The view of the public query (`?sort=liked&category=POKEMON&page=2`); anything unknown is the default of its part. */
export function galleryViewOfQuery(query: URLSearchParams): GalleryView {
  const sort = GALLERY_SORTS.find((value) => value === query.get('sort')?.toLowerCase()) ?? DEFAULT_GALLERY_VIEW.sort;
  const category = GALLERY_CATEGORIES.find((value) => value === query.get('category')?.toUpperCase() || value === query.get('category')) ?? 'all';
  return { sort, category, page: pickPage(query.get('page')) ?? 1 };
}

/** The view of the cached page's segments, or null when they name no page (only the canonical spelling is a page). */
export function galleryViewOfSegments(segments: readonly string[]): GalleryView | null {
  if (segments.length === 0) return DEFAULT_GALLERY_VIEW;
  if (segments.length !== 3) return null;
  const [sortSegment, categorySegment, pageSegment] = segments;
  const sort = GALLERY_SORTS.find((value) => value === sortSegment);
  const category = GALLERY_CATEGORIES.find((value) => value === categorySegment);
  const page = pickPage(pageSegment);
  if (!sort || !category || page === null) return null;
  const view = { sort, category, page };
  return isDefaultView(view) ? null : view;
}

/**
 * The cached gallery pages an album's change may alter: the first page of every order and category (each locale is
 * added by the caller). Deeper pages follow within the gallery's revalidate seconds (GALLERY_PAGE_SECONDS).
 */
export function galleryFirstPages(): string[] {
  return GALLERY_SORTS.flatMap((sort) => GALLERY_CATEGORIES.map((category) => galleryViewPath({ sort, category, page: 1 })));
}

/** An album's id as its address spells it (`/albums/12`), or null: no leading zero, no sign, within an int4. */
export function parseAlbumId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
