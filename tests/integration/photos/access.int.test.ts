/** @jest-environment node */
// GET /api/photos/[id] (owner or staff only; others get the 404 of a missing id), DELETE (owner, while
// the photo belongs to no order), GET /api/photos (the member's photos outside orders).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { PhotoUploadResult } from '@/lib/shared/photos';
import { createOrder } from '@/tests/factories/order';
import * as images from '@/tests/fixtures/images/images';
import type { TestDb } from '@/tests/helpers/test-db';
import { call, fetchImage, openUploadWorld, type PhotoServer, type Signed, signedIn, startPhotoServer, upload, type UploadWorld } from './photo-helpers';

let testDb: TestDb;
let server: PhotoServer;
let uploads: UploadWorld['uploads'];
let close: UploadWorld['close'];
let alice: Signed;
let bob: Signed;
let staff: Signed;
let admin: Signed;

beforeAll(async () => {
  ({ testDb, server, uploads, close } = await openUploadWorld(startPhotoServer));
  [alice, bob, staff, admin] = [
    await signedIn(testDb.db),
    await signedIn(testDb.db),
    await signedIn(testDb.db, { role: 'STAFF' }),
    await signedIn(testDb.db, { role: 'ADMIN' }),
  ];
}, 60_000);
afterAll(() => close());

async function alicePhoto(): Promise<PhotoUploadResult> {
  const answer = await upload<PhotoUploadResult>(server, await images.phoneJpeg(), { cookie: alice.cookie, cardsInPhoto: '3' });
  expect(answer.status).toBe(201);
  return answer.body.data!;
}

test('the owner gets the full image and the thumbnail, privately cached, with their real types', async () => {
  const photo = await alicePhoto();
  const row = await testDb.db.image.findUniqueOrThrow({ where: { id: photo.id } });

  const full = await fetchImage(server, photo.id, { cookie: alice.cookie });
  expect(full.status).toBe(200);
  expect(full.headers.get('content-type')).toBe('image/jpeg');
  expect(full.headers.get('x-content-type-options')).toBe('nosniff');
  expect(full.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
  expect(full.headers.get('content-length')).toBe(String(row.bytes));
  expect(full.bytes.equals(fs.readFileSync(path.join(uploads.dir, row.storageKey)))).toBe(true);
  expect((await fetchImage(server, photo.id, { cookie: alice.cookie, size: 'full' })).bytes.equals(full.bytes)).toBe(true);

  const thumb = await fetchImage(server, photo.id, { cookie: alice.cookie, size: 'thumb' });
  expect(thumb.status).toBe(200);
  expect(thumb.headers.get('content-type')).toBe('image/webp');
  expect(thumb.headers.get('x-content-type-options')).toBe('nosniff');
  expect((await sharp(thumb.bytes).metadata()).format).toBe('webp');
  // The thumbUrl of the upload answer is the address that serves it.
  const viaUrl = await fetch(`${server.origin}${photo.thumbUrl}`, { headers: { cookie: alice.cookie } });
  expect(Buffer.from(await viaUrl.arrayBuffer()).equals(thumb.bytes)).toBe(true);
});

test('another member gets exactly the 404 of a photo that does not exist; staff and admins see it', async () => {
  const photo = await alicePhoto();
  const theirs = await fetchImage(server, photo.id, { cookie: bob.cookie, size: 'thumb' });
  const missing = await fetchImage(server, 2_000_000_000, { cookie: bob.cookie, size: 'thumb' });
  expect(theirs.status).toBe(404);
  expect(theirs.bytes.toString()).toBe(missing.bytes.toString());
  expect(missing.status).toBe(404);
  for (const viewer of [staff, admin]) {
    const seen = await fetchImage(server, photo.id, { cookie: viewer.cookie });
    expect([seen.status, seen.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  }
});

test('no session → 401; odd ids → 404; an unknown size → 400, never 500', async () => {
  const photo = await alicePhoto();
  expect((await fetchImage(server, photo.id)).status).toBe(401);
  for (const id of ['0', '-1', 'abc', '1.5', '99999999999', "1' OR '1'='1", '%3Cscript%3E', 'x'.repeat(2000)]) {
    expect((await fetchImage(server, id, { cookie: alice.cookie })).status).toBe(404);
  }
  for (const size of ['huge', '../../etc/passwd', '', 'thumb,full']) {
    const answer = await fetchImage(server, photo.id, { cookie: alice.cookie, size });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.bytes.toString())).toMatchObject({ code: 'BAD_REQUEST' });
  }
  // A row whose file went missing is a 404, not a crash.
  const ghost = await testDb.db.image.create({
    data: { ownerId: alice.member.id, kind: 'ORDER_PHOTO', storageKey: 'photos/00/ghost.jpg', mimeType: 'image/jpeg', width: 300, height: 300, bytes: 10 },
  });
  expect((await fetchImage(server, ghost.id, { cookie: alice.cookie })).status).toBe(404);
});

test('delete: only the owner, only while the photo is outside any order', async () => {
  const photo = await alicePhoto();
  const row = await testDb.db.image.findUniqueOrThrow({ where: { id: photo.id } });

  expect((await call(server, `/api/photos/${photo.id}`, { method: 'DELETE' })).status).toBe(401);
  const byBob = await call(server, `/api/photos/${photo.id}`, { method: 'DELETE', cookie: bob.cookie });
  expect([byBob.status, byBob.body.code]).toEqual([404, 'NOT_FOUND']);
  const byStaff = await call(server, `/api/photos/${photo.id}`, { method: 'DELETE', cookie: staff.cookie });
  expect(byStaff.status).toBe(404);
  const forged = await call(server, `/api/photos/${photo.id}`, { method: 'DELETE', cookie: alice.cookie, origin: 'https://evil.example' });
  expect(forged.status).toBe(403);
  expect(await testDb.db.image.count({ where: { id: photo.id } })).toBe(1);

  const deleted = await call(server, `/api/photos/${photo.id}`, { method: 'DELETE', cookie: alice.cookie });
  expect([deleted.status, deleted.body.data]).toEqual([200, { id: photo.id }]);
  expect(await testDb.db.image.count({ where: { id: photo.id } })).toBe(0);
  expect(fs.existsSync(path.join(uploads.dir, row.storageKey))).toBe(false);
  expect(fs.existsSync(path.join(uploads.dir, row.thumbKey!))).toBe(false);
  expect(await testDb.db.auditLog.count({ where: { action: 'photo.deleted', entityId: String(photo.id) } })).toBe(1);
  expect((await fetchImage(server, photo.id, { cookie: alice.cookie })).status).toBe(404);
  expect((await call(server, `/api/photos/${photo.id}`, { method: 'DELETE', cookie: alice.cookie })).status).toBe(404);

  const attached = await alicePhoto();
  const order = await createOrder(testDb.db, alice.member.id);
  await testDb.db.image.update({ where: { id: attached.id }, data: { gradingOrderId: order.id } });
  const refused = await call(server, `/api/photos/${attached.id}`, { method: 'DELETE', cookie: alice.cookie });
  expect(refused.status).toBe(409);
  expect(refused.body.code).toBe('CONFLICT');
  expect(await testDb.db.image.count({ where: { id: attached.id } })).toBe(1);
  // Still visible to its owner and to staff once it belongs to the order.
  expect((await fetchImage(server, attached.id, { cookie: alice.cookie, size: 'thumb' })).status).toBe(200);
  expect((await fetchImage(server, attached.id, { cookie: staff.cookie, size: 'thumb' })).status).toBe(200);
});

test("the list shows only the member's own photos that belong to no order", async () => {
  const mine = await alicePhoto();
  await upload(server, await images.jpeg(), { cookie: bob.cookie });
  const list = await call<PhotoUploadResult[]>(server, '/api/photos', { cookie: alice.cookie });
  expect(list.status).toBe(200);
  const ids = list.body.data!.map((photo) => photo.id);
  expect(ids[0]).toBe(mine.id);
  expect(list.body.data![0]).toEqual(mine);
  const owners = await testDb.db.image.findMany({ where: { id: { in: ids } }, select: { ownerId: true, gradingOrderId: true } });
  expect(owners.every((owner) => owner.ownerId === alice.member.id && owner.gradingOrderId === null)).toBe(true);
  expect((await call(server, '/api/photos')).status).toBe(401);
  expect((await call(server, '/api/photos', { method: 'PUT', cookie: alice.cookie })).status).toBe(405);
});

test('a dormant member cannot upload or view', async () => {
  const photo = await alicePhoto();
  const sleeper = await signedIn(testDb.db, { mbStatus: 'DORMANCY' });
  expect((await upload(server, await images.jpeg(), { cookie: sleeper.cookie })).status).toBe(403);
  expect((await fetchImage(server, photo.id, { cookie: sleeper.cookie })).status).toBe(403);
});
