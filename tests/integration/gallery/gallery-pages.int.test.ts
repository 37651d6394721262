/** @jest-environment node */
// The gallery and an album's page (issue #25): only public, not hidden albums of members who have not withdrawn are
// shown; anything else is the same 404 as an unknown album. The owner appears by nickname only. The gallery orders by
// newest or most liked and filters by a card's category, a page at a time.
import type { GetStaticPropsResult } from 'next';
import { type AlbumPageProps, type GalleryPageProps, albumStaticProps, galleryStaticProps } from '@/lib/server/gallery/gallery-page-props';
import { GALLERY_PAGE_SIZE } from '@/lib/shared/albums/paths';
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

const albumPage = async (id: string, locale = 'en') => (await albumStaticProps({ params: { id }, locale })) as GetStaticPropsResult<AlbumPageProps>;
const gallery = async (view?: string[]) => (await galleryStaticProps({ params: view ? { view } : {}, locale: 'en' })) as GetStaticPropsResult<GalleryPageProps>;
const propsOf = <P>(result: GetStaticPropsResult<P>): P => {
  if (!('props' in result)) throw new Error(`no page: ${JSON.stringify(result)}`);
  return result.props as P;
};
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 0, minutes));

test('a public album: name, description, the owner by nickname only, its published cards in the owner’s order with grade and scan', async () => {
  const { db } = testDb;
  const owner = await signedInMember(db, { mbNick: 'PikaQueen', mbName: 'Secret Realname' });
  process.env.APP_ORIGIN = 'https://cardgrade.example';
  try {
    const { album, cards } = await createAlbum(db, owner.member.id, {
      name: 'Vintage holos',
      description: 'My first binder',
      cards: [
        { playerName: 'Charizard', grade: 9.5, position: 2, scan: true },
        { playerName: 'Shohei Ohtani', authentic: true, category: 'SPORTS', position: 0 },
        { playerName: 'Hidden draft', position: 1, published: false },
      ],
    });
    const result = await albumPage(String(album.id));
    const props = propsOf(result);
    expect(result).toMatchObject({ revalidate: expect.any(Number) });
    expect(props.album).toMatchObject({ id: album.id, name: 'Vintage holos', description: 'My first binder', nickname: 'PikaQueen', likeCount: 0 });
    // Position order; the unpublished certificate is not shown.
    expect(props.album.cards.map((card) => [card.name, card.grade])).toEqual([
      ['Shohei Ohtani', 'A'],
      ['Charizard', '9.5'],
    ]);
    expect(props.album.cards[1]!.serial).toBe(cards[0]!.serial);
    expect(props.album.cards[1]!.thumbUrl).toMatch(new RegExp(`^/api/certificates/${cards[0]!.serial}/images/\\d+\\?size=thumb$`));
    expect(props.album.thumbUrl).toBe(props.album.cards[1]!.thumbUrl);
    // The link preview's image is absolute.
    expect(props.previewImage).toBe(`https://cardgrade.example${props.album.thumbUrl}`);
    const text = JSON.stringify(props.album);
    for (const secret of [owner.member.mbEmail, owner.member.mbId, 'Secret Realname', 'memberId', 'mbEmail']) expect(text).not.toContain(secret);
    expect(text).not.toContain(`"${owner.member.id}"`);
    // The page's translations come along: its own namespace (the category names too), not the certificate page's.
    expect(Object.keys((props as unknown as { _nextI18Next: { initialI18nStore: { en: object } } })._nextI18Next.initialI18nStore.en)).toEqual(
      expect.arrayContaining(['gallery']),
    );
    expect(Object.keys((props as unknown as { _nextI18Next: { initialI18nStore: { en: object } } })._nextI18Next.initialI18nStore.en)).not.toContain('cert');
  } finally {
    delete process.env.APP_ORIGIN;
  }
});

test('private, hidden, a withdrawn owner’s, unknown and malformed albums are all the same 404', async () => {
  const { db } = testDb;
  const owner = await signedInMember(db);
  const withdrawn = await signedInMember(db);
  const { album: privateAlbum } = await createAlbum(db, owner.member.id, { isPublic: false });
  const { album: hidden } = await createAlbum(db, owner.member.id, { hidden: true });
  const { album: orphan } = await createAlbum(db, withdrawn.member.id);
  await db.member.update({ where: { id: withdrawn.member.id }, data: { withdrawnAt: new Date(), mbStatus: 'WITHDRAWN' } });
  const answers = await Promise.all(
    [String(privateAlbum.id), String(hidden.id), String(orphan.id), '99999999', 'abc', `0${hidden.id}`, '-1', '99999999999'].map((id) => albumPage(id)),
  );
  for (const answer of answers) expect(answer).toEqual({ notFound: true, revalidate: expect.any(Number) });
  // Private albums, hidden ones and withdrawn owners' are not in the gallery either.
  const names = propsOf(await gallery()).albums.map((album) => album.id);
  for (const id of [privateAlbum.id, hidden.id, orphan.id]) expect(names).not.toContain(id);
});

describe('the gallery', () => {
  let ids: { old: number; mid: number; recent: number; sports: number };
  beforeAll(async () => {
    const { db } = testDb;
    // A database of its own: the other tests' albums would mix in.
    await db.album.deleteMany({});
    const owner = await signedInMember(db, { mbNick: 'GalleryNick', mbName: 'Not Shown' });
    const old = await createAlbum(db, owner.member.id, { name: 'Old', publishedAt: at(1), likeCount: 5 });
    const mid = await createAlbum(db, owner.member.id, {
      name: 'Mid',
      publishedAt: at(2),
      likeCount: 5,
      cards: [{ category: 'YUGIOH' }, { category: 'POKEMON' }],
    });
    const recent = await createAlbum(db, owner.member.id, { name: 'Recent', publishedAt: at(3), likeCount: 1 });
    const sports = await createAlbum(db, owner.member.id, { name: 'Sports', publishedAt: at(0), likeCount: 9, cards: [{ category: 'SPORTS', scan: true }] });
    ids = { old: old.album.id, mid: mid.album.id, recent: recent.album.id, sports: sports.album.id };
  });

  test('newest first by default; each album with its nickname, likes, cards and thumbnail', async () => {
    const page = propsOf(await gallery());
    expect(page.view).toEqual({ sort: 'newest', category: 'all', page: 1 });
    expect(page.albums.map((album) => album.id)).toEqual([ids.recent, ids.mid, ids.old, ids.sports]);
    expect(page).toMatchObject({ total: 4, pageCount: 1 });
    const sports = page.albums.find((album) => album.id === ids.sports)!;
    expect(sports).toEqual({
      id: ids.sports,
      name: 'Sports',
      nickname: 'GalleryNick',
      likeCount: 9,
      cardCount: 1,
      thumbUrl: expect.stringMatching(/\?size=thumb$/),
    });
    expect(page.albums.find((album) => album.id === ids.mid)).toMatchObject({ cardCount: 2, thumbUrl: null });
    expect(JSON.stringify(page)).not.toContain('Not Shown');
  });

  test('most liked, then newest among equal counts', async () => {
    const page = propsOf(await gallery(['liked', 'all', '1']));
    expect(page.albums.map((album) => album.id)).toEqual([ids.sports, ids.mid, ids.old, ids.recent]);
  });

  test('by category: albums holding at least one card of it', async () => {
    expect(propsOf(await gallery(['newest', 'POKEMON', '1'])).albums.map((album) => album.id)).toEqual([ids.recent, ids.mid, ids.old]);
    expect(propsOf(await gallery(['liked', 'YUGIOH', '1'])).albums.map((album) => album.id)).toEqual([ids.mid]);
    expect(propsOf(await gallery(['newest', 'ETC', '1']))).toMatchObject({ albums: [], total: 0, pageCount: 1 });
  });

  test('pages of GALLERY_PAGE_SIZE; past the last page, and any other spelling of a view, is no page', async () => {
    const { db } = testDb;
    const owner = await signedInMember(db);
    for (let index = 0; index < GALLERY_PAGE_SIZE; index += 1) await createAlbum(db, owner.member.id, { name: `Filler ${index}`, publishedAt: at(10 + index) });
    const first = propsOf(await gallery());
    expect(first).toMatchObject({ total: GALLERY_PAGE_SIZE + 4, pageCount: 2 });
    expect(first.albums).toHaveLength(GALLERY_PAGE_SIZE);
    const second = propsOf(await gallery(['newest', 'all', '2']));
    expect(second.albums.map((album) => album.id)).toEqual([ids.recent, ids.mid, ids.old, ids.sports]);
    for (const view of [
      ['newest', 'all', '3'],
      ['newest', 'all', '1'],
      ['newest'],
      ['liked', 'all'],
      ['NEWEST', 'all', '2'],
      ['newest', 'pokemon', '1'],
      ['newest', 'all', '02'],
      ['x', 'y', 'z', 'w'],
    ]) {
      expect(await gallery(view)).toEqual({ notFound: true, revalidate: expect.any(Number) });
    }
  });
});
