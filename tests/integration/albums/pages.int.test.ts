/** @jest-environment node */
// The album pages of my page on the server (issue #25): the member's albums, one album with its cards, another member's
// album (or a malformed id) the same "not found", and /login for guests.
import type { MyAlbum, MyAlbumDetail } from '@/lib/shared/albums/album-views';
import { getServerSideProps as albumPage } from '@/pages/account/albums/[id]';
import { getServerSideProps as albumsPage } from '@/pages/account/albums/index';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { signedInMember } from '@/tests/integration/account/account-helpers';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { createAlbum } from '../gallery/gallery-helpers';
import { pageContext } from '@/tests/helpers/page-context';

const ctx = (path: string, params: Record<string, string>, cookies: Record<string, string> = {}) => pageContext(path, cookies, {}, params).context;

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

type Result<T> = { redirect?: { destination: string }; props?: { initial: T }; notFound?: boolean };

test("the member's albums and one album with its cards; another's album and a malformed id are not found; guests log in", async () => {
  const alice = await signedInMember(testDb.db);
  const bob = await signedInMember(testDb.db);
  const { album } = await createAlbum(testDb.db, alice.member.id, {
    name: 'Alice best',
    isPublic: false,
    cards: [{ playerName: 'Mew' }, { playerName: 'Eevee' }],
  });
  await createAlbum(testDb.db, bob.member.id, { name: 'Bob best' });

  const list = (await albumsPage(ctx('/account/albums', {}, alice.jar.cookies))) as Result<MyAlbum[]>;
  expect(list.props?.initial?.map((entry) => entry.name)).toEqual(['Alice best']);

  const one = (await albumPage(ctx(`/account/albums/${album.id}`, { id: String(album.id) }, alice.jar.cookies))) as Result<MyAlbumDetail>;
  expect(one.props?.initial).toMatchObject({ id: album.id, isPublic: false, cardCount: 2 });
  expect(one.props?.initial?.cards.map((card) => card.name)).toEqual(['Mew', 'Eevee']);

  expect(((await albumPage(ctx(`/account/albums/${album.id}`, { id: String(album.id) }, bob.jar.cookies))) as Result<never>).notFound).toBe(true);
  expect(((await albumPage(ctx('/account/albums/x', { id: 'x' }, alice.jar.cookies))) as Result<never>).notFound).toBe(true);
  const guest = (await albumsPage(ctx('/account/albums', {}))) as Result<never>;
  expect(guest.redirect?.destination).toContain('/login');
});
