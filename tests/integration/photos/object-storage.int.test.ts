/** @jest-environment node */
// Several instances, one bucket (issue #23, docs/decisions/0028-object-storage.md): two app "instances" — each its
// own photo routes and its own local UPLOAD_DIR — share one S3 bucket (s3rver, a real S3 API server started here).
// A photo uploaded through one is served by the other with the same headers and the same access rules; deleting it
// or the stale-photo sweep removes the object from the bucket, wherever it was uploaded. On the local disk (the
// embedded default) the second instance cannot see it: the problem this solves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STALE_PHOTO_DAYS, sweepStalePhotos } from '@/lib/server/photos/sweep-stale-photos';
import { S3Storage } from '@/lib/server/storage/s3-storage';
import type { PhotoUploadResult } from '@/lib/shared/photos';
import * as images from '@/tests/fixtures/images/images';
import { readAll } from '@/tests/helpers/object-storage-contract';
import { startS3Server, type TestS3Server, withEnv } from '@/tests/helpers/s3-server';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import type { CertificateImageView } from '@/lib/shared/lab/certificate-images';
import { fetchScan, gradedCard, stagedOrder, startScanServer, uploadScan } from '../certificates/scan-helpers';
import { call, fetchImage, type PhotoServer, type Signed, signedIn, startPhotoServer, upload } from './photo-helpers';

let testDb: TestDb;
let s3: TestS3Server;
let bucket: S3Storage;
let restoreEnv: () => void;
const disks: Record<'a' | 'b' | 'localA' | 'localB', string> = { a: '', b: '', localA: '', localB: '' };
let instanceA: PhotoServer;
let instanceB: PhotoServer;
let localA: PhotoServer;
let localB: PhotoServer;
let scans: PhotoServer;
let alice: Signed;
let bob: Signed;
let staff: Signed;

const noBucket = { STORAGE: undefined, S3_BUCKET: undefined };

beforeAll(async () => {
  for (const name of Object.keys(disks) as (keyof typeof disks)[]) disks[name] = fs.mkdtempSync(path.join(os.tmpdir(), `cardgrade-instance-${name}-`));
  s3 = await startS3Server();
  restoreEnv = withEnv({ ...s3.env, UPLOAD_DIR: disks.a });
  bucket = new S3Storage(s3.settings);
  testDb = await createTestDb();
  resetLimitersForTests();
  instanceA = await startPhotoServer({ ...s3.env, UPLOAD_DIR: disks.a });
  instanceB = await startPhotoServer({ ...s3.env, UPLOAD_DIR: disks.b });
  localA = await startPhotoServer({ ...noBucket, UPLOAD_DIR: disks.localA });
  localB = await startPhotoServer({ ...noBucket, UPLOAD_DIR: disks.localB });
  scans = await startScanServer();
  [alice, bob, staff] = [await signedIn(testDb.db), await signedIn(testDb.db), await signedIn(testDb.db, { role: 'STAFF' })];
}, 60_000);

afterAll(async () => {
  for (const server of [instanceA, instanceB, localA, localB, scans]) await server?.close();
  await testDb?.close();
  bucket?.client.destroy();
  await s3?.close();
  restoreEnv?.();
  for (const dir of Object.values(disks)) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Files under a folder, as keys. */
function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((entry) => fs.statSync(path.join(dir, entry)).isFile());
}

async function uploadThrough(server: PhotoServer, who: Signed = alice): Promise<PhotoUploadResult> {
  const answer = await upload<PhotoUploadResult>(server, await images.phoneJpeg(), { cookie: who.cookie, cardsInPhoto: '2' });
  expect(answer.status).toBe(201);
  return answer.body.data!;
}

test('the local disk (the default): a photo uploaded on one instance is a 404 on another', async () => {
  const photo = await uploadThrough(localA);
  expect((await fetchImage(localA, photo.id, { cookie: alice.cookie })).status).toBe(200);
  expect((await fetchImage(localB, photo.id, { cookie: alice.cookie })).status).toBe(404);
  expect(filesUnder(disks.localA)).toHaveLength(2);
});

test('one bucket: uploaded through A, served by B with the same bytes, types and headers; nothing on either disk', async () => {
  const photo = await uploadThrough(instanceA);
  const row = await testDb.db.image.findUniqueOrThrow({ where: { id: photo.id } });
  expect(await bucket.stat(row.storageKey)).toEqual({ size: row.bytes });
  expect(await bucket.stat(row.thumbKey!)).toEqual({ size: expect.any(Number) });
  expect([...filesUnder(disks.a), ...filesUnder(disks.b)]).toEqual([]);

  const stored = await readAll((await bucket.get(row.storageKey))!.body);
  const full = await fetchImage(instanceB, photo.id, { cookie: alice.cookie });
  expect(full.status).toBe(200);
  expect(full.bytes.equals(stored)).toBe(true);
  expect(
    Object.fromEntries(
      ['content-type', 'content-length', 'cache-control', 'vary', 'x-content-type-options', 'content-security-policy', 'content-disposition'].map((name) => [
        name,
        full.headers.get(name),
      ]),
    ),
  ).toEqual({
    'content-type': 'image/jpeg',
    'content-length': String(row.bytes),
    'cache-control': 'private, max-age=3600',
    vary: 'Cookie',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'content-disposition': `inline; filename="photo-${photo.id}-full.jpg"`,
  });
  const thumb = await fetchImage(instanceB, photo.id, { cookie: alice.cookie, size: 'thumb' });
  expect([thumb.status, thumb.headers.get('content-type')]).toEqual([200, 'image/webp']);
  expect(thumb.bytes.equals(await readAll((await bucket.get(row.thumbKey!))!.body))).toBe(true);
  // Served alike by the instance that took the upload.
  expect((await fetchImage(instanceA, photo.id, { cookie: alice.cookie })).bytes.equals(stored)).toBe(true);
});

test('the routes decide who sees a photo, as before: the owner and staff; anyone else the 404 of a missing id', async () => {
  const photo = await uploadThrough(instanceA);
  expect((await fetchImage(instanceB, photo.id, { cookie: staff.cookie })).status).toBe(200);
  const stranger = await fetchImage(instanceB, photo.id, { cookie: bob.cookie });
  const missing = await fetchImage(instanceB, 2_000_000_000, { cookie: bob.cookie });
  expect(stranger.status).toBe(404);
  expect(stranger.bytes.toString()).toBe(missing.bytes.toString());
  expect((await fetchImage(instanceB, photo.id)).status).toBe(401);
});

test('a photo whose object is gone answers the 404 of a missing photo', async () => {
  const photo = await uploadThrough(instanceA);
  const row = await testDb.db.image.findUniqueOrThrow({ where: { id: photo.id } });
  await bucket.delete(row.storageKey);
  expect((await fetchImage(instanceB, photo.id, { cookie: alice.cookie })).status).toBe(404);
});

test('deleting through B removes the objects A stored', async () => {
  const photo = await uploadThrough(instanceA);
  const row = await testDb.db.image.findUniqueOrThrow({ where: { id: photo.id } });
  expect((await call(instanceB, `/api/photos/${photo.id}`, { method: 'DELETE', cookie: alice.cookie })).status).toBe(200);
  expect([await bucket.stat(row.storageKey), await bucket.stat(row.thumbKey!)]).toEqual([null, null]);
});

test('the stale-photo sweep deletes the bucket objects of the rows it removes, and minds no object already gone', async () => {
  const stale = await uploadThrough(instanceA);
  const halfGone = await uploadThrough(instanceB, bob);
  const recent = await uploadThrough(instanceA);
  const now = new Date();
  const old = new Date(now.getTime() - (STALE_PHOTO_DAYS + 1) * 24 * 3600 * 1000);
  await testDb.db.image.updateMany({ where: { id: { in: [stale.id, halfGone.id] } }, data: { createdAt: old } });
  const rows = await testDb.db.image.findMany({ where: { id: { in: [stale.id, halfGone.id, recent.id] } }, orderBy: { id: 'asc' } });
  const [staleRow, halfGoneRow, recentRow] = rows;
  await bucket.delete(halfGoneRow!.thumbKey!); // someone removed it by hand: deleting it again is not an error

  // The sweep runs wherever the job timer fires — here with A's settings, nothing on A's disk.
  withEnv({ ...s3.env, UPLOAD_DIR: disks.a });
  expect(await sweepStalePhotos(testDb.db, now)).toEqual({ photos: expect.any(Number), fileErrors: 0 });
  expect(await testDb.db.image.count({ where: { id: { in: [stale.id, halfGone.id] } } })).toBe(0);
  for (const key of [staleRow!.storageKey, staleRow!.thumbKey!, halfGoneRow!.storageKey]) expect(await bucket.stat(key)).toBeNull();
  expect(await bucket.stat(recentRow!.storageKey)).toEqual({ size: recentRow!.bytes });
  expect((await fetchImage(instanceB, recent.id, { cookie: alice.cookie })).status).toBe(200);
  expect((await fetchImage(instanceB, stale.id, { cookie: alice.cookie })).status).toBe(404);
  expect(await sweepStalePhotos(testDb.db, now)).toEqual({ photos: 0, fileErrors: 0 });
});

test("certificate scans: uploaded with A's settings, served publicly with B's (year-long immutable caching, the zoom derivative); a replaced scan's objects leave the bucket", async () => {
  const order = await stagedOrder(testDb.db, alice.member.id, { processing: 'SHIPPING_OUT_COMPLETE', status: 'COMPLETE' });
  const certificate = await gradedCard(testDb.db, order.gradingOrderItems[0]!.id, alice.member.id, { publishedAt: new Date() });
  const scanThrough = async (disk: string) => {
    withEnv({ ...s3.env, UPLOAD_DIR: disk });
    const answer = await uploadScan<CertificateImageView[]>(scans, certificate.serial, await images.jpeg(600, 840), {
      cookie: staff.cookie,
      kind: 'CARD_FRONT',
    });
    expect(answer.status).toBe(201);
    return testDb.db.image.findUniqueOrThrow({ where: { id: answer.body.data![0]!.id } });
  };
  const first = await scanThrough(disks.a);
  withEnv({ ...s3.env, UPLOAD_DIR: disks.b });
  const url = `/api/certificates/${certificate.serial}/images/${first.id}`;
  const full = await fetchScan(scans, url);
  expect([full.status, full.headers.get('content-type'), full.headers.get('cache-control'), full.headers.get('content-length')]).toEqual([
    200,
    'image/jpeg',
    'public, max-age=31536000, immutable',
    String(first.bytes),
  ]);
  expect(full.bytes.equals(await readAll((await bucket.get(first.storageKey))!.body))).toBe(true);
  for (const size of ['thumb', 'zoom']) expect((await fetchScan(scans, `${url}?size=${size}`)).status).toBe(200);

  const second = await scanThrough(disks.b);
  expect(second.id).not.toBe(first.id);
  for (const key of [first.storageKey, first.thumbKey, first.zoomKey].filter((key): key is string => Boolean(key))) expect(await bucket.stat(key)).toBeNull();
  expect(await bucket.stat(second.storageKey)).toEqual({ size: second.bytes });
  expect([...filesUnder(disks.a), ...filesUnder(disks.b)]).toEqual([]);
});
