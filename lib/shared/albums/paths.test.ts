// The gallery's views and their cached pages (issue #25, docs/decisions/0014-static-pages.md): the public query and
// the cached segments name the same views, only one spelling of each is a page, and an album's change names the first
// page of every view.
import { inEveryLocale } from '../static-pages';
import {
  GALLERY_CATEGORIES,
  GALLERY_MAX_PAGE,
  GALLERY_PATH,
  GALLERY_SORTS,
  type GalleryView,
  albumPath,
  galleryFirstPages,
  galleryHref,
  galleryViewOfQuery,
  galleryViewOfSegments,
  galleryViewPath,
  parseAlbumId,
} from './paths';

const views: GalleryView[] = GALLERY_SORTS.flatMap((sort) =>
  GALLERY_CATEGORIES.flatMap((category) => [1, 2, GALLERY_MAX_PAGE].map((page) => ({ sort, category, page }))),
);

test('every view: its address, its cached page and back', () => {
  for (const view of views) {
    const href = new URL(galleryHref(view), 'http://x');
    expect(galleryViewOfQuery(href.searchParams)).toEqual(view);
    const path = galleryViewPath(view);
    const segments = path === GALLERY_PATH ? [] : path.slice(GALLERY_PATH.length + 1).split('/');
    expect(galleryViewOfSegments(segments)).toEqual(view);
  }
});

test('the default view is the gallery itself; the others are three segments (never an album’s one)', () => {
  expect(galleryViewPath({ sort: 'newest', category: 'all', page: 1 })).toBe('/albums');
  expect(galleryHref({ sort: 'newest', category: 'all', page: 1 })).toBe('/albums');
  expect(galleryViewPath({ sort: 'liked', category: 'POKEMON', page: 2 })).toBe('/albums/liked/POKEMON/2');
  expect(galleryHref({ sort: 'liked', category: 'POKEMON', page: 2 })).toBe('/albums?sort=liked&category=POKEMON&page=2');
  expect(albumPath(12)).toBe('/albums/12');
});

test.each([
  ['newest', 'all', '1'],
  ['liked'],
  ['liked', 'all'],
  ['liked', 'pokemon', '1'],
  ['liked', 'all', '0'],
  ['liked', 'all', '01'],
  ['liked', 'all', String(GALLERY_MAX_PAGE + 1)],
  ['a', 'b', 'c', 'd'],
])('segments %j name no page', (...segments) => {
  expect(galleryViewOfSegments(segments)).toBeNull();
});

test('the public query forgives: unknown parts are the default, case does not matter', () => {
  const view = (query: string) => galleryViewOfQuery(new URLSearchParams(query));
  expect(view('sort=LIKED&category=pokemon&page=3')).toEqual({ sort: 'liked', category: 'POKEMON', page: 3 });
  expect(view('sort=x&category=y&page=-1')).toEqual({ sort: 'newest', category: 'all', page: 1 });
  expect(view(`page=${GALLERY_MAX_PAGE + 1}`)).toEqual({ sort: 'newest', category: 'all', page: 1 });
});

test('an album change names the first page of every order and category, the gallery itself among them', () => {
  const pages = galleryFirstPages();
  expect(pages).toHaveLength(GALLERY_SORTS.length * GALLERY_CATEGORIES.length);
  expect(pages).toContain('/albums');
  expect(pages).toContain('/albums/liked/all/1');
  expect(pages).toContain('/albums/newest/SPORTS/1');
  expect(inEveryLocale(pages)).toContain('/ko/albums/liked/YUGIOH/1');
});

test.each([
  ['12', 12],
  ['2147483647', 2_147_483_647],
  ['0', null],
  ['012', null],
  ['-1', null],
  ['1.5', null],
  ['2147483648', null],
  ['abc', null],
  [['1', '2'], null],
  [undefined, null],
])('album id %j → %j', (value, id) => {
  expect(parseAlbumId(value)).toBe(id);
});
