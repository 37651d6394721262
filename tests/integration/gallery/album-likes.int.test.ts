/** @jest-environment node */
// Likes of public albums (issue #25): a guest is refused with "login required to like" (401), one like per member, a
// second like changes nothing, unlike takes it back, private/hidden/unknown albums are the same 404. Album.likeCount
// always equals the rows — also with 50 members liking at once, and one member liking and unliking 50 times at once
// (on PostgreSQL the calls truly overlap; PGlite has one connection, so there they run one after the other). Each
// like or unlike that changed something leaves one audit row; a member is held to LIMITS.likeMember (429).
import { memberActor } from '@/lib/server/audit/record-audit';
import { likeAlbum, unlikeAlbum } from '@/lib/server/gallery/album-likes';
import { LIMITS, resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { createMember } from '@/tests/factories/member';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { together } from '@/tests/helpers/together';
import { signedInMember } from '../account/account-helpers';
import { createAlbum, keyOf, like } from './gallery-helpers';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const rowsOf = (albumId: number) => testDb.db.albumLike.count({ where: { albumId } });
const countOf = async (albumId: number) => (await testDb.db.album.findUniqueOrThrow({ where: { id: albumId } })).likeCount;
const auditsOf = (albumId: number) =>
  testDb.db.auditLog.findMany({
    where: { entity: 'Album', entityId: String(albumId), action: { in: ['album.liked', 'album.unliked'] } },
    orderBy: { id: 'asc' },
  });

test('a guest reads the live count and is told to log in to like or unlike (401, in their language)', async () => {
  const { db } = testDb;
  const owner = await signedInMember(db);
  const { album } = await createAlbum(db, owner.member.id, { likeCount: 0 });
  const read = await like('GET', null, album.id);
  expect(read.status).toBe(200);
  expect(read.body.data).toEqual({ liked: null, likeCount: 0 });
  expect(read.headers['cache-control']).toBe('private, no-store');
  for (const method of ['POST', 'DELETE'] as const) {
    const refused = await like(method, null, album.id);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('UNAUTHORIZED');
    expect(refused.body.message).toBe('Login required to like.');
    expect(keyOf(refused)).toBe('gallery:like.loginRequired');
  }
  expect(await rowsOf(album.id)).toBe(0);
});

test('one like per member: a second like changes nothing; unlike takes it back, twice changes nothing', async () => {
  const { db } = testDb;
  const owner = await signedInMember(db);
  const fan = await signedInMember(db);
  const { album } = await createAlbum(db, owner.member.id);
  expect((await like('GET', fan, album.id)).body.data).toEqual({ liked: false, likeCount: 0 });
  const first = await like('POST', fan, album.id);
  expect(first.status).toBe(200);
  expect(first.body.data).toEqual({ liked: true, likeCount: 1 });
  expect((await like('POST', fan, album.id)).body.data).toEqual({ liked: true, likeCount: 1 });
  expect(await rowsOf(album.id)).toBe(1);
  expect((await like('GET', fan, album.id)).body.data).toEqual({ liked: true, likeCount: 1 });
  // Another member sees the count, not the fan's like.
  expect((await like('GET', owner, album.id)).body.data).toEqual({ liked: false, likeCount: 1 });
  expect((await like('DELETE', fan, album.id)).body.data).toEqual({ liked: false, likeCount: 0 });
  expect((await like('DELETE', fan, album.id)).body.data).toEqual({ liked: false, likeCount: 0 });
  expect([await rowsOf(album.id), await countOf(album.id)]).toEqual([0, 0]);
  // One audit row per real change, with who did it: the repeated like and unlike left none.
  expect((await auditsOf(album.id)).map((row) => [row.action, row.actorId, row.actorRole, row.data])).toEqual([
    ['album.liked', fan.member.id, 'MEMBER', { likeCount: 1 }],
    ['album.unliked', fan.member.id, 'MEMBER', { likeCount: 0 }],
  ]);
});

test('a member liking and unliking beyond the allowance gets 429 with Retry-After, and nothing changes', async () => {
  const { db } = testDb;
  const owner = await signedInMember(db);
  const fan = await signedInMember(db);
  const { album } = await createAlbum(db, owner.member.id);
  for (let index = 0; index < LIMITS.likeMember.points; index += 1) {
    expect((await like(index % 2 === 0 ? 'POST' : 'DELETE', fan, album.id)).status).toBe(200);
  }
  const audits = (await auditsOf(album.id)).length;
  const refused = await like('POST', fan, album.id);
  expect([refused.status, refused.body.code, keyOf(refused)]).toEqual([429, 'RATE_LIMITED', 'errors:rateLimited']);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect([await rowsOf(album.id), await countOf(album.id), (await auditsOf(album.id)).length]).toEqual([0, 0, audits]);
  // Reading the count is never limited; another member may still like.
  expect((await like('GET', fan, album.id)).status).toBe(200);
  expect((await like('POST', owner, album.id)).body.data).toEqual({ liked: true, likeCount: 1 });
}, 60_000);

test('private, hidden, withdrawn owner’s, unknown and malformed albums: the same 404 for reads and likes; a guest still gets 401 first', async () => {
  const { db } = testDb;
  const owner = await signedInMember(db);
  const gone = await signedInMember(db);
  const fan = await signedInMember(db);
  const { album: privateAlbum } = await createAlbum(db, owner.member.id, { isPublic: false });
  const { album: hidden } = await createAlbum(db, owner.member.id, { hidden: true });
  const { album: orphan } = await createAlbum(db, gone.member.id);
  await db.member.update({ where: { id: gone.member.id }, data: { withdrawnAt: new Date(), mbStatus: 'WITHDRAWN' } });
  for (const id of [privateAlbum.id, hidden.id, orphan.id, 99_999_999, 'abc', '012', '1.5', '99999999999']) {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const answer = await like(method, fan, id);
      expect([id, method, answer.status, answer.body.code]).toEqual([id, method, 404, 'NOT_FOUND']);
    }
    // Nothing tells a guest whether a private album exists: they are asked to log in, whatever the address.
    expect((await like('POST', null, id)).status).toBe(401);
    expect((await like('DELETE', null, id)).status).toBe(401);
  }
  expect(await db.albumLike.count({ where: { albumId: { in: [privateAlbum.id, hidden.id, orphan.id] } } })).toBe(0);
});

test('a dormant member may not like (403)', async () => {
  const { db } = testDb;
  const owner = await signedInMember(db);
  const dormant = await signedInMember(db, { mbStatus: 'DORMANCY', dormantAt: new Date() });
  const { album } = await createAlbum(db, owner.member.id);
  const answer = await like('POST', dormant, album.id);
  expect(answer.status).toBe(403);
  expect(await rowsOf(album.id)).toBe(0);
});

test('50 members liking at once: 50 rows, a count of 50; all unliking at once: 0 and 0', async () => {
  const { db } = testDb;
  const owner = await createMember(db);
  const fans = await Promise.all(Array.from({ length: 50 }, () => createMember(db)));
  const { album } = await createAlbum(db, owner.id);
  const liked = await together(
    testDb,
    fans.map((fan) => () => likeAlbum(db, memberActor(fan), album.id)),
  );
  expect(liked.filter((result) => result.status === 'rejected')).toEqual([]);
  expect([await rowsOf(album.id), await countOf(album.id)]).toEqual([50, 50]);
  // Each again, at once with the first likes' echo: still 50.
  await together(
    testDb,
    fans.slice(0, 10).map((fan) => () => likeAlbum(db, memberActor(fan), album.id)),
  );
  expect([await rowsOf(album.id), await countOf(album.id)]).toEqual([50, 50]);
  const unliked = await together(
    testDb,
    fans.map((fan) => () => unlikeAlbum(db, memberActor(fan), album.id)),
  );
  expect(unliked.filter((result) => result.status === 'rejected')).toEqual([]);
  expect([await rowsOf(album.id), await countOf(album.id)]).toEqual([0, 0]);
  const audits = await auditsOf(album.id);
  expect([audits.filter((row) => row.action === 'album.liked').length, audits.filter((row) => row.action === 'album.unliked').length]).toEqual([50, 50]);
}, 60_000);

test('one member liking and unliking 50 times at once: the count is the rows (0 or 1), never below 0 or above 1', async () => {
  const { db } = testDb;
  const owner = await createMember(db);
  const fan = await createMember(db);
  const { album } = await createAlbum(db, owner.id);
  for (let round = 0; round < 3; round += 1) {
    const results = await together(
      testDb,
      Array.from({ length: 50 }, (_, index) => () => (index % 2 === round % 2 ? likeAlbum : unlikeAlbum)(db, memberActor(fan), album.id)),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const rows = await rowsOf(album.id);
    expect(rows).toBeLessThanOrEqual(1);
    expect(await countOf(album.id)).toBe(rows);
  }
}, 60_000);
