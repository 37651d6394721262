/** @jest-environment node */
// What an album's change regenerates (issue #25, docs/decisions/0014-static-pages.md): revalidateAlbumPages names the
// album's page and the first page of every gallery view in every locale, and each of them is a page the gallery and
// album routes really cache (their getStaticProps answers it) — a name that is no cached page would regenerate nothing.
import type { NextApiResponse } from 'next';
import { revalidateAlbumPages } from '@/lib/server/albums/album-pages';
import { albumStaticProps, galleryStaticProps } from '@/lib/server/gallery/gallery-page-props';
import { withRevalidation } from '@/lib/server/static-pages/revalidate-pages';
import { GALLERY_CATEGORIES, GALLERY_PATH, GALLERY_SORTS, albumPath } from '@/lib/shared/albums/paths';
import { LOCALES } from '@/lib/shared/locale';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { signedInMember } from '../account/account-helpers';
import { createAlbum } from './gallery-helpers';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

/** `/en/albums/liked/all/1` → its locale and the segments under /albums. */
function routeOf(path: string): { locale: string; segments: string[] } {
  const parts = path.split('/').filter(Boolean);
  const locale = LOCALES.find((candidate) => candidate === parts[0]);
  const rest = locale ? parts.slice(1) : parts;
  return { locale: locale ?? 'zh-TW', segments: rest.slice(1) };
}

test('an album’s change regenerates its page and the first page of every gallery view, in every locale, each a cached page', async () => {
  const { db } = testDb;
  const owner = await signedInMember(db);
  const { album } = await createAlbum(db, owner.member.id);
  const revalidated: string[] = [];
  const res = { revalidate: async (path: string) => void revalidated.push(path) } as unknown as NextApiResponse;
  await withRevalidation(res, () => revalidateAlbumPages([album.id]));

  expect(revalidated).toEqual(
    expect.arrayContaining([GALLERY_PATH, '/en/albums/liked/all/1', '/ko/albums/newest/POKEMON/1', albumPath(album.id), `/ko${albumPath(album.id)}`]),
  );
  const gallery = revalidated.filter((path) => routeOf(path).segments.length !== 1 && path.includes(GALLERY_PATH));
  expect(gallery).toHaveLength(GALLERY_SORTS.length * GALLERY_CATEGORIES.length * LOCALES.length);
  for (const path of gallery) {
    const { locale, segments } = routeOf(path);
    const props = await galleryStaticProps({ params: segments.length ? { view: segments } : {}, locale });
    expect([path, 'props' in props]).toEqual([path, true]);
  }
  for (const locale of LOCALES) expect('props' in (await albumStaticProps({ params: { id: String(album.id) }, locale }))).toBe(true);
  // The other instances are told too.
  expect(await db.pageInvalidation.count({ where: { path: `/zh-TW${albumPath(album.id)}` } })).toBe(1);
  expect(await db.pageInvalidation.count({ where: { path: '/en/albums/liked/all/1' } })).toBe(1);
});
