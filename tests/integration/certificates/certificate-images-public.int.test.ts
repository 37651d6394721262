/** @jest-environment node */
// GET /api/certificates/[serial]/images/[imageId] (issue #10): a public certificate's scans are public — anyone,
// cached for a year as immutable — while order photos stay private: this route never serves an ORDER_PHOTO or PROFILE
// image, whatever id it is asked for, and /api/photos/[id] still refuses a stranger. A certificate not yet public
// (decision 0013) shows its scans to staff only, privately.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { CertificateImageView } from '@/lib/shared/lab/certificate-images';
import type { PhotoUploadResult } from '@/lib/shared/photos';
import * as images from '@/tests/fixtures/images/images';
import type { TestDb } from '@/tests/helpers/test-db';
import { openUploadWorld, type PhotoServer, type Signed, signedIn, type UploadWorld } from '../photos/photo-helpers';
import { fetchScan, gradedCard, request, stagedOrder, startScanServer, uploadScan } from './scan-helpers';

let testDb: TestDb;
let server: PhotoServer;
let uploads: UploadWorld['uploads'];
let close: UploadWorld['close'];
let collector: Signed;
let stranger: Signed;
let staff: Signed;

beforeAll(async () => {
  ({ testDb, server, uploads, close } = await openUploadWorld(startScanServer));
  [collector, stranger, staff] = [await signedIn(testDb.db), await signedIn(testDb.db), await signedIn(testDb.db, { role: 'STAFF' })];
}, 60_000);
afterAll(() => close());

async function scannedCertificate(publishedAt: Date | null = new Date()) {
  const order = await stagedOrder(testDb.db, collector.member.id, { processing: 'SHIPPING_OUT_COMPLETE', status: 'COMPLETE' });
  const certificate = await gradedCard(testDb.db, order.gradingOrderItems[0]!.id, collector.member.id, { publishedAt });
  const answer = await uploadScan<CertificateImageView[]>(server, certificate.serial, await images.jpeg(600, 840), {
    cookie: staff.cookie,
    kind: 'CARD_FRONT',
  });
  expect(answer.status).toBe(201);
  return { certificate, order, front: answer.body.data![0]! };
}

test('anyone gets a scan and its thumbnail, publicly cached as immutable, with their real types', async () => {
  const { front } = await scannedCertificate();
  const row = await testDb.db.image.findUniqueOrThrow({ where: { id: front.id } });

  const full = await fetchScan(server, front.url);
  expect(full.status).toBe(200);
  expect(full.headers.get('content-type')).toBe('image/jpeg');
  expect(full.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(full.headers.get('vary')).toBeNull();
  expect(full.headers.get('x-content-type-options')).toBe('nosniff');
  expect(full.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  expect(full.headers.get('content-length')).toBe(String(row.bytes));
  expect(full.bytes.equals(fs.readFileSync(path.join(uploads.dir, row.storageKey)))).toBe(true);
  // The same answer signed in: nothing depends on who asks.
  expect((await fetchScan(server, front.url, stranger.cookie)).bytes.equals(full.bytes)).toBe(true);

  const thumb = await fetchScan(server, front.thumbUrl!);
  expect([thumb.status, thumb.headers.get('content-type'), thumb.headers.get('cache-control')]).toEqual([
    200,
    'image/webp',
    'public, max-age=31536000, immutable',
  ]);
  const { width, height, format } = await sharp(thumb.bytes).metadata();
  expect([format, Math.max(width!, height!)]).toEqual(['webp', 360]);

  // Issue #22: the certificate page zooms into a derivative of at most 1600 px, and shows the SHA-256 of the download.
  const zoom = await fetchScan(server, `${front.url}?size=zoom`);
  expect([zoom.status, zoom.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  const zoomed = await sharp(zoom.bytes).metadata();
  expect(Math.max(zoomed.width!, zoomed.height!)).toBe(Math.min(1600, Math.max(row.width, row.height)));
  expect(row.sha256).toBe(createHash('sha256').update(full.bytes).digest('hex'));
});

test('a certificate not yet public: its scan is 404 to guests, strangers and its owner, served privately to staff; public once published', async () => {
  const { certificate, front } = await scannedCertificate(null);
  const missing = await fetchScan(server, `/api/certificates/${certificate.serial}/images/2000000000`);
  for (const viewer of [undefined, stranger.cookie, collector.cookie]) {
    for (const path of [front.url, front.thumbUrl!]) {
      const answer = await fetchScan(server, path, viewer);
      expect([answer.status, answer.bytes.toString()]).toEqual([404, missing.bytes.toString()]);
    }
  }
  const forStaff = await fetchScan(server, front.url, staff.cookie);
  expect([forStaff.status, forStaff.headers.get('content-type'), forStaff.headers.get('cache-control'), forStaff.headers.get('vary')]).toEqual([
    200,
    'image/jpeg',
    'private, max-age=3600',
    'Cookie',
  ]);

  await testDb.db.certificate.update({ where: { id: certificate.id }, data: { publishedAt: new Date() } });
  const published = await fetchScan(server, front.url);
  expect([published.status, published.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
  expect(published.bytes.equals(forStaff.bytes)).toBe(true);
});

test('404 for an image of another certificate, an unknown id or serial, a missing file; 400 for an unknown size', async () => {
  const { certificate, front } = await scannedCertificate();
  const { certificate: other } = await scannedCertificate();
  const missing = await fetchScan(server, `/api/certificates/${certificate.serial}/images/2000000000`);
  expect(missing.status).toBe(404);
  const underOther = await fetchScan(server, `/api/certificates/${other.serial}/images/${front.id}`);
  expect(underOther.status).toBe(404);
  expect(underOther.bytes.toString()).toBe(missing.bytes.toString());
  for (const serial of ['0000000', '123', 'abcdefg']) expect((await fetchScan(server, `/api/certificates/${serial}/images/${front.id}`)).status).toBe(404);
  for (const id of ['0', '-1', 'abc', '1.5', '99999999999'])
    expect((await fetchScan(server, `/api/certificates/${certificate.serial}/images/${id}`)).status).toBe(404);
  for (const size of ['huge', '', '../../etc/passwd']) {
    const answer = await fetchScan(server, `${front.url}?size=${encodeURIComponent(size)}`);
    expect([answer.status, JSON.parse(answer.bytes.toString()).code]).toEqual([400, 'BAD_REQUEST']);
  }
  const ghost = await testDb.db.image.create({
    data: {
      ownerId: collector.member.id,
      kind: 'CARD_BACK',
      certificateId: certificate.id,
      storageKey: 'scans/00/ghost.jpg',
      mimeType: 'image/jpeg',
      width: 300,
      height: 300,
      bytes: 10,
    },
  });
  expect((await fetchScan(server, `/api/certificates/${certificate.serial}/images/${ghost.id}`)).status).toBe(404);
  // A deleted scan is gone.
  await request(server, `/api/admin/certificates/${certificate.serial}/images/${front.id}`, { method: 'DELETE', cookie: staff.cookie });
  expect((await fetchScan(server, front.url)).status).toBe(404);
});

test('the certificate route never serves an order photo — even one tied to the certificate — and order photos stay private', async () => {
  const { certificate, order } = await scannedCertificate();
  // The collector's real order photo, in the order the certificate was graded on.
  const uploaded = await request<PhotoUploadResult>(server, '/api/photos', { method: 'POST', cookie: collector.cookie, body: await photoForm() });
  expect(uploaded.status).toBe(201);
  const photoId = uploaded.body.data!.id;
  await testDb.db.image.update({ where: { id: photoId }, data: { gradingOrderId: order.id } });
  // Even a photo row pointing at the certificate (which no code writes) is not a scan.
  const tied = await testDb.db.image.create({
    data: {
      ownerId: collector.member.id,
      kind: 'ORDER_PHOTO',
      certificateId: certificate.id,
      storageKey: (await testDb.db.image.findUniqueOrThrow({ where: { id: photoId } })).storageKey.replace('.jpg', '-copy.jpg'),
      mimeType: 'image/jpeg',
      width: 300,
      height: 300,
      bytes: 10,
    },
  });
  const profile = await testDb.db.image.create({
    data: {
      ownerId: collector.member.id,
      kind: 'PROFILE',
      certificateId: certificate.id,
      storageKey: 'photos/00/profile-tied.jpg',
      mimeType: 'image/jpeg',
      width: 512,
      height: 512,
      bytes: 10,
    },
  });
  fs.copyFileSync(
    path.join(uploads.dir, (await testDb.db.image.findUniqueOrThrow({ where: { id: photoId } })).storageKey),
    path.join(uploads.dir, tied.storageKey),
  );

  for (const id of [photoId, tied.id, profile.id]) {
    for (const viewer of [undefined, stranger.cookie, collector.cookie, staff.cookie]) {
      for (const query of ['', '?size=thumb']) {
        const answer = await fetchScan(server, `/api/certificates/${certificate.serial}/images/${id}${query}`, viewer);
        expect([id, answer.status, answer.headers.get('content-type')]).toEqual([id, 404, 'application/json; charset=utf-8']);
      }
    }
  }

  // The order photo's own route keeps its owner check: a stranger gets the 404 of a missing photo, a guest 401.
  const photoPath = `/api/photos/${photoId}?size=thumb`;
  expect((await fetchScan(server, photoPath, stranger.cookie)).status).toBe(404);
  expect((await fetchScan(server, photoPath)).status).toBe(401);
  const own = await fetchScan(server, photoPath, collector.cookie);
  expect([own.status, own.headers.get('cache-control')]).toEqual([200, 'private, max-age=3600']);
  expect((await fetchScan(server, photoPath, staff.cookie)).status).toBe(200);
  // …and it never serves a scan either.
  const { front } = await scannedCertificate();
  expect((await fetchScan(server, `/api/photos/${front.id}`, staff.cookie)).status).toBe(404);
});

async function photoForm(): Promise<FormData> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await images.jpeg())], { type: 'image/jpeg' }), 'cards.jpg');
  return form;
}
