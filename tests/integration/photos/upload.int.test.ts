/** @jest-environment node */
// POST /api/photos (docs/product/orders.md#photos, docs/product/errors-and-messages.md#photos 'Image Upload Failed';
// docs/decisions/0005-photos.md): the content decides the type, sizes are checked, EXIF (GPS) is stripped after
// turning the photo upright.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { consume } from '@/lib/server/security/rate-limit';
import { MAX_PHOTO_BYTES, MAX_UNATTACHED_PHOTOS, PHOTO_ERRORS, type PhotoUploadResult } from '@/lib/shared/photos';
import * as images from '@/tests/fixtures/images/images';
import type { TestDb } from '@/tests/helpers/test-db';
import { call, openUploadWorld, type PhotoServer, type Signed, signedIn, startPhotoServer, upload, type UploadWorld } from './photo-helpers';

let testDb: TestDb;
let server: PhotoServer;
let uploads: UploadWorld['uploads'];
let close: UploadWorld['close'];
let alice: Signed;

beforeAll(async () => {
  ({ testDb, server, uploads, close } = await openUploadWorld(startPhotoServer));
  alice = await signedIn(testDb.db);
}, 60_000);
afterAll(() => close());

const stored = (key: string) => fs.readFileSync(path.join(uploads.dir, key));

async function expectRefused(bytes: Buffer, reason: string, status = 400, options: Parameters<typeof upload>[2] = {}) {
  const answer = await upload(server, bytes, { cookie: alice.cookie, ...options });
  expect({ status: answer.status, message: answer.body.message, key: answer.body.errors?.[0]?.key }).toEqual({
    status,
    message: 'Image Upload Failed',
    key: reason,
  });
  expect(answer.body.errors?.[0]?.message).toEqual(expect.any(String));
  return answer;
}

test('a phone JPEG is turned upright and stored with no EXIF at all (no GPS, no owner name)', async () => {
  const original = await images.phoneJpeg(400, 300);
  expect((await sharp(original).metadata()).exif).toBeDefined(); // the fixture really carries EXIF
  expect(original.includes(images.SECRET)).toBe(true);

  const answer = await upload<PhotoUploadResult>(server, original, { cookie: alice.cookie, filename: '../../etc/passwd.jpg' });
  expect(answer.status).toBe(201);
  const data = answer.body.data!;
  expect(answer.body.code).toBe('OK');
  expect(data).toEqual({ id: expect.any(Number), thumbUrl: `/api/photos/${data.id}?size=thumb`, width: 300, height: 400, cardsInPhoto: 1 });

  const row = await testDb.db.image.findUniqueOrThrow({ where: { id: data.id } });
  expect(row).toMatchObject({
    ownerId: alice.member.id,
    kind: 'ORDER_PHOTO',
    mimeType: 'image/jpeg',
    width: 300,
    height: 400,
    cardsInPhoto: 1,
    gradingOrderId: null,
  });
  // Keys are random: nothing of the uploaded file name.
  expect(row.storageKey).toMatch(/^photos\/[0-9a-f]{2}\/[0-9a-f-]{36}\.jpg$/);
  expect(row.thumbKey).toMatch(/^photos\/[0-9a-f]{2}\/[0-9a-f-]{36}\.webp$/);

  const full = stored(row.storageKey);
  expect(row.bytes).toBe(full.length);
  const meta = await sharp(full).metadata();
  expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 400 });
  expect([meta.exif, meta.xmp, meta.iptc, meta.icc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined]);
  expect(full.includes(images.SECRET)).toBe(false);
  expect(full.includes('Exif\0\0', 0, 'latin1')).toBe(false);
  // Orientation 6 = rotate 90° clockwise: the red left half is now on top.
  const [r1, , b1] = await images.pixel(full, 150, 20);
  const [r2, , b2] = await images.pixel(full, 150, 380);
  expect(r1).toBeGreaterThan(150);
  expect(b1).toBeLessThan(100);
  expect(b2).toBeGreaterThan(150);
  expect(r2).toBeLessThan(100);

  const thumb = stored(row.thumbKey!);
  const thumbMeta = await sharp(thumb).metadata();
  expect(thumbMeta).toMatchObject({ format: 'webp', width: 270, height: 360 });
  expect(thumbMeta.exif).toBeUndefined();

  const audit = await testDb.db.auditLog.findFirst({ where: { action: 'photo.uploaded', entityId: String(data.id) } });
  expect(audit?.actorId).toBe(alice.member.id);
});

test('PNG (transparency on white), WebP and AVIF are accepted by content, whatever the name says', async () => {
  const fromPng = await upload<PhotoUploadResult>(server, await images.png(), {
    cookie: alice.cookie,
    filename: 'card.gif',
    type: 'image/gif',
    cardsInPhoto: '6',
  });
  expect(fromPng.status).toBe(201);
  expect(fromPng.body.data).toMatchObject({ width: 320, height: 480, cardsInPhoto: 6 });
  const pngRow = await testDb.db.image.findUniqueOrThrow({ where: { id: fromPng.body.data!.id } });
  const [r, g, b] = await images.pixel(stored(pngRow.storageKey), 10, 470);
  expect(Math.min(r, g, b)).toBeGreaterThan(240); // transparent → white, not black

  const fromWebp = await upload<PhotoUploadResult>(server, await images.webp(), {
    cookie: alice.cookie,
    filename: 'x.txt',
    type: 'text/plain',
    cardsInPhoto: '2',
  });
  expect(fromWebp.status).toBe(201);
  expect(fromWebp.body.data).toMatchObject({ width: 500, height: 500, cardsInPhoto: 2 });
  const webpRow = await testDb.db.image.findUniqueOrThrow({ where: { id: fromWebp.body.data!.id } });
  expect(stored(webpRow.storageKey).includes(images.SECRET)).toBe(false);

  // HEIF with AV1 (AVIF) decodes with this sharp build; HEVC (HEIC) does not (see the next test).
  const fromAvif = await upload<PhotoUploadResult>(server, await images.avif(), { cookie: alice.cookie, filename: 'x.avif', type: 'image/avif' });
  expect(fromAvif.status).toBe(201);
});

test('a big photo is stored at most 3000 px on its long side, as JPEG', async () => {
  const answer = await upload<PhotoUploadResult>(server, await images.jpeg(4000, 1000), { cookie: alice.cookie });
  expect(answer.status).toBe(201);
  expect(answer.body.data).toMatchObject({ width: 3000, height: 750 });
});

test('files that are not a JPEG, PNG or WebP photo are refused with a reason', async () => {
  await expectRefused(images.TEXT, PHOTO_ERRORS.notAnImage, 400, { filename: 'card.jpg' });
  await expectRefused(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), images.TEXT]), PHOTO_ERRORS.damaged);
  await expectRefused(await images.truncatedJpeg(), PHOTO_ERRORS.damaged);
  await expectRefused(images.SVG, PHOTO_ERRORS.unsupportedType, 400, { filename: 'card.jpg' });
  await expectRefused(await images.gif(), PHOTO_ERRORS.unsupportedType, 400, { filename: 'card.jpg' });
  await expectRefused(await images.tiff(), PHOTO_ERRORS.unsupportedType);
  await expectRefused(await images.heicLike(), PHOTO_ERRORS.heicUnsupported, 400, { filename: 'IMG_0001.HEIC', type: 'image/heic' });
  await expectRefused(Buffer.from('<html><script>alert(1)</script></html>'), PHOTO_ERRORS.notAnImage);
  expect(await testDb.db.image.count({ where: { ownerId: alice.member.id } })).toBe(5); // only the accepted ones above
});

test('absurd dimensions and decompression bombs are refused from the header', async () => {
  await expectRefused(await images.jpeg(150, 400), PHOTO_ERRORS.tooSmall);
  await expectRefused(await images.pngClaiming(12_001, 300), PHOTO_ERRORS.tooBig);
  await expectRefused(await images.pngClaiming(9000, 9000), PHOTO_ERRORS.tooManyPixels);
  await expectRefused(await images.pngClaiming(100_000, 100_000), PHOTO_ERRORS.tooBig);
});

test('over 15 MB → 413, whether or not the size was declared up front', async () => {
  const big = Buffer.concat([await images.jpeg(), Buffer.alloc(MAX_PHOTO_BYTES)]);
  await expectRefused(big, PHOTO_ERRORS.tooLarge, 413);
  // A chunked body (no Content-Length) is cut by busboy's file size limit.
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(big)], { type: 'image/jpeg' }), 'big.jpg');
  const request = new Request(`${server.origin}/api/photos`, { method: 'POST', body: form });
  const body = request.body!;
  const response = await fetch(`${server.origin}/api/photos`, {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { origin: server.origin, cookie: alice.cookie, 'content-type': request.headers.get('content-type')! },
  } as RequestInit);
  expect(response.status).toBe(413);
  expect(((await response.json()) as { errors: { key: string }[] }).errors[0]!.key).toBe(PHOTO_ERRORS.tooLarge);
});

test('one file per request, a file is required, cards in photo 1–6', async () => {
  const photo = await images.jpeg();
  await expectRefused(photo, PHOTO_ERRORS.tooManyFiles, 400, { extraFile: photo });
  await expectRefused(photo, PHOTO_ERRORS.cardsInPhoto, 400, { cardsInPhoto: '7' });
  for (const bad of ['0', '-1', '2.5', 'abc', "1' OR '1'='1", '<b>3</b>', 'x'.repeat(10_240)]) {
    await expectRefused(photo, PHOTO_ERRORS.cardsInPhoto, 400, { cardsInPhoto: bad });
  }
  const noFile = new FormData();
  noFile.append('cardsInPhoto', '2');
  expect((await call(server, '/api/photos', { method: 'POST', body: noFile, cookie: alice.cookie })).body.errors?.[0]?.key).toBe(PHOTO_ERRORS.noFile);
  const json = await call(server, '/api/photos', {
    method: 'POST',
    body: JSON.stringify({ file: 'x' }),
    cookie: alice.cookie,
    headers: { 'content-type': 'application/json' },
  });
  expect([json.status, json.body.errors?.[0]?.key]).toEqual([400, PHOTO_ERRORS.noFile]);
  const broken = await call(server, '/api/photos', {
    method: 'POST',
    body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
    cookie: alice.cookie,
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
  });
  expect(broken.status).toBe(400);
});

test('a browser that gives up halfway leaves nothing behind and the server carries on', async () => {
  const before = await testDb.db.image.count();
  const photo = await images.jpeg(1200, 900);
  const { request } = await import('node:http');
  await new Promise<void>((resolve) => {
    const boundary = 'abort-boundary';
    const req = request(`${server.origin}/api/photos`, {
      method: 'POST',
      headers: {
        origin: server.origin,
        cookie: alice.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(photo.length + 500),
      },
    });
    req.on('error', () => resolve());
    req.on('response', () => resolve());
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    req.write(photo.subarray(0, 1000), () => setTimeout(() => req.destroy(), 50));
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await testDb.db.image.count()).toBe(before);
  expect((await upload(server, await images.jpeg(), { cookie: alice.cookie })).status).toBe(201);
});

test('no session → 401; another site → 403; nothing stored', async () => {
  const before = await testDb.db.image.count();
  const anonymous = await upload(server, await images.jpeg());
  expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHORIZED']);
  const forged = await upload(server, await images.jpeg(), { cookie: alice.cookie, origin: 'https://evil.example' });
  expect(forged.status).toBe(403);
  expect(await testDb.db.image.count()).toBe(before);
});

test('a member holds at most 100 photos outside orders', async () => {
  const bob = await signedIn(testDb.db);
  await testDb.db.image.createMany({
    data: Array.from({ length: MAX_UNATTACHED_PHOTOS }, (_, index) => ({
      ownerId: bob.member.id,
      kind: 'ORDER_PHOTO' as const,
      storageKey: `photos/00/bob-${index}.jpg`,
      mimeType: 'image/jpeg',
      width: 400,
      height: 300,
      bytes: 1,
    })),
  });
  const answer = await upload(server, await images.jpeg(), { cookie: bob.cookie });
  expect([answer.status, answer.body.errors?.[0]?.key]).toEqual([400, PHOTO_ERRORS.unattachedLimit]);
});

test('uploads are rate limited per member (429)', async () => {
  const carol = await signedIn(testDb.db);
  for (let index = 0; index < 300; index += 1) await consume('photoUpload', String(carol.member.id));
  const answer = await upload(server, await images.jpeg(), { cookie: carol.cookie });
  expect([answer.status, answer.body.code]).toEqual([429, 'RATE_LIMITED']);
  expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
  expect((await upload(server, await images.jpeg(), { cookie: alice.cookie })).status).toBe(201); // others unaffected
});

test('no file is left behind by a refused upload', async () => {
  const rows = await testDb.db.image.findMany({ select: { storageKey: true, thumbKey: true } });
  const onDisk = fs.readdirSync(path.join(uploads.dir, 'photos'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
  expect(onDisk).toBe(rows.filter((row) => !row.storageKey.includes('bob-')).length * 2);
});
