/** @jest-environment node */
// A certificate's card scans (issue #10): staff upload the front and back, content-checked exactly like order photos
// (lib/server/photos/process-photo.ts); a new scan of a side replaces the old one (row in the transaction, files
// after it); staff delete a scan; each change writes its AuditLog row; the order's stage and the role are checked.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { CertificateImageView } from '@/lib/shared/lab/certificate-images';
import { CERTIFICATE_IMAGE_ERRORS } from '@/lib/shared/lab/certificate-images';
import { PHOTO_ERRORS } from '@/lib/shared/photos';
import * as images from '@/tests/fixtures/images/images';
import type { TestDb } from '@/tests/helpers/test-db';
import { openUploadWorld, type PhotoServer, type Signed, signedIn, type UploadWorld } from '../photos/photo-helpers';
import { gradedCard, request, stagedOrder, startScanServer, uploadScan } from './scan-helpers';

let testDb: TestDb;
let server: PhotoServer;
let uploads: UploadWorld['uploads'];
let close: UploadWorld['close'];
let collector: Signed;
let staff: Signed;
let admin: Signed;

beforeAll(async () => {
  ({ testDb, server, uploads, close } = await openUploadWorld(startScanServer));
  [collector, staff, admin] = [await signedIn(testDb.db), await signedIn(testDb.db, { role: 'STAFF' }), await signedIn(testDb.db, { role: 'ADMIN' })];
}, 60_000);
afterAll(() => close());

/** A certificate of `collector`, graded on an order now at `processing`. */
async function certificateAt(processing: Parameters<typeof stagedOrder>[2]['processing'] = 'CARD_SCORED') {
  const order = await stagedOrder(testDb.db, collector.member.id, { processing });
  return gradedCard(testDb.db, order.gradingOrderItems[0]!.id, collector.member.id);
}

const fileExists = (key: string | null) => key !== null && fs.existsSync(path.join(uploads.dir, key));
const scansOf = (certificateId: number) => testDb.db.image.findMany({ where: { certificateId }, orderBy: { id: 'asc' } });
const auditOf = (serial: string, action: string) =>
  testDb.db.auditLog.findMany({ where: { entity: 'Certificate', entityId: serial, action }, orderBy: { id: 'asc' } });

test('staff upload a JPEG front and a PNG back: rows, files, the answer and an audit row each', async () => {
  const certificate = await certificateAt();
  const front = await uploadScan<CertificateImageView[]>(server, certificate.serial, await images.phoneJpeg(), { cookie: staff.cookie, kind: 'CARD_FRONT' });
  expect(front.status).toBe(201);
  const [frontRow] = await scansOf(certificate.id);
  expect(front.body.data).toEqual([
    {
      id: frontRow!.id,
      kind: 'CARD_FRONT',
      url: `/api/certificates/${certificate.serial}/images/${frontRow!.id}`,
      thumbUrl: `/api/certificates/${certificate.serial}/images/${frontRow!.id}?size=thumb`,
    },
  ]);
  // The scan belongs with the card: the collector's, as the certificate is; no order, never an order photo.
  expect(frontRow).toMatchObject({
    kind: 'CARD_FRONT',
    certificateId: certificate.id,
    ownerId: collector.member.id,
    gradingOrderId: null,
    mimeType: 'image/jpeg',
    width: 300,
    height: 400,
  });
  expect(frontRow!.storageKey).toMatch(/^scans\/.+\.jpg$/);
  expect(frontRow!.thumbKey).toMatch(/^scans\/.+\.webp$/);
  expect(fileExists(frontRow!.storageKey) && fileExists(frontRow!.thumbKey)).toBe(true);
  // Re-encoded like an order photo: upright, no metadata left.
  const stored = fs.readFileSync(path.join(uploads.dir, frontRow!.storageKey));
  expect(stored.includes(Buffer.from(images.SECRET))).toBe(false);
  expect((await sharp(stored).metadata()).exif).toBeUndefined();

  const back = await uploadScan<CertificateImageView[]>(server, certificate.serial, await images.png(), {
    cookie: admin.cookie,
    kind: 'CARD_BACK',
    filename: 'back.png',
    type: 'image/png',
  });
  expect(back.status).toBe(201);
  expect(back.body.data!.map((image) => image.kind)).toEqual(['CARD_FRONT', 'CARD_BACK']);
  const rows = await scansOf(certificate.id);
  expect(rows.map((row) => [row.kind, row.width, row.height])).toEqual([
    ['CARD_FRONT', 300, 400],
    ['CARD_BACK', 320, 480],
  ]);

  const audit = await auditOf(certificate.serial, 'certificate.imageUploaded');
  expect(audit.map((row) => [row.actorId, row.data])).toEqual([
    [staff.member.id, expect.objectContaining({ kind: 'CARD_FRONT', from: null, to: rows[0]!.id })],
    [admin.member.id, expect.objectContaining({ kind: 'CARD_BACK', from: null, to: rows[1]!.id })],
  ]);
});

test('a non-image renamed .jpg, an SVG and a too-small image are refused like order photos; nothing is kept', async () => {
  const certificate = await certificateAt('SHIPPING_OUT');
  const before = fs.readdirSync(uploads.dir, { recursive: true }).length;
  for (const [bytes, reason] of [
    [images.TEXT, PHOTO_ERRORS.notAnImage],
    [images.SVG, PHOTO_ERRORS.unsupportedType],
    [await images.jpeg(120, 120), PHOTO_ERRORS.tooSmall],
    [await images.truncatedJpeg(), PHOTO_ERRORS.damaged],
  ] as const) {
    const answer = await uploadScan(server, certificate.serial, bytes, { cookie: staff.cookie, kind: 'CARD_FRONT', filename: 'scan.jpg', type: 'image/jpeg' });
    expect([answer.status, answer.body.message, answer.body.errors]).toEqual([
      400,
      'Image Upload Failed',
      [expect.objectContaining({ path: 'file', key: reason })],
    ]);
  }
  expect(await scansOf(certificate.id)).toEqual([]);
  expect(await auditOf(certificate.serial, 'certificate.imageUploaded')).toEqual([]);
  expect(fs.readdirSync(uploads.dir, { recursive: true }).length).toBe(before);
});

test('the kind must be CARD_FRONT or CARD_BACK: an order photo or profile kind, a missing or odd one is a 400 on `kind`', async () => {
  const certificate = await certificateAt();
  for (const kind of ['ORDER_PHOTO', 'PROFILE', 'card_front', '', undefined, 'X'.repeat(200)]) {
    const answer = await uploadScan(server, certificate.serial, await images.jpeg(), { cookie: staff.cookie, kind });
    expect([answer.status, answer.body.code, answer.body.errors?.[0]?.path, answer.body.errors?.[0]?.key]).toEqual([
      400,
      'VALIDATION',
      'kind',
      CERTIFICATE_IMAGE_ERRORS.kind,
    ]);
  }
  expect(await scansOf(certificate.id)).toEqual([]);
});

test('a new scan of a side replaces the old one: the old row and files go, the other side stays', async () => {
  const certificate = await certificateAt('CASING_COMPLETE');
  await uploadScan(server, certificate.serial, await images.jpeg(), { cookie: staff.cookie, kind: 'CARD_FRONT' });
  await uploadScan(server, certificate.serial, await images.jpeg(), { cookie: staff.cookie, kind: 'CARD_BACK' });
  const [oldFront, back] = await scansOf(certificate.id);

  const again = await uploadScan<CertificateImageView[]>(server, certificate.serial, await images.webp(), { cookie: staff.cookie, kind: 'CARD_FRONT' });
  expect(again.status).toBe(201);
  const rows = await scansOf(certificate.id);
  expect(rows.map((row) => [row.id, row.kind])).toEqual([
    [back!.id, 'CARD_BACK'],
    [expect.any(Number), 'CARD_FRONT'],
  ]);
  const newFront = rows[1]!;
  expect(newFront.id).not.toBe(oldFront!.id);
  expect(newFront).toMatchObject({ width: 500, height: 500 });
  expect(again.body.data!.map((image) => image.id)).toEqual([back!.id, newFront.id]);
  expect(fileExists(oldFront!.storageKey) || fileExists(oldFront!.thumbKey) || fileExists(oldFront!.zoomKey)).toBe(false);
  expect(fileExists(back!.storageKey) && fileExists(newFront.storageKey)).toBe(true);
  const audit = await auditOf(certificate.serial, 'certificate.imageUploaded');
  expect(audit.at(-1)!.data).toMatchObject({ kind: 'CARD_FRONT', from: oldFront!.id, to: newFront.id });
});

test('two uploads of the same side at once leave exactly one scan of it, and no orphan file', async () => {
  const certificate = await certificateAt();
  const answers = await Promise.all(
    [0, 1, 2].map(async () => uploadScan(server, certificate.serial, await images.jpeg(), { cookie: staff.cookie, kind: 'CARD_BACK' })),
  );
  expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
  const rows = await scansOf(certificate.id);
  expect(rows).toHaveLength(1);
  const onDisk = fs.readdirSync(path.join(uploads.dir, 'scans'), { recursive: true }).filter((entry) => /\.(jpg|webp)$/.test(String(entry)));
  const keys = new Set(
    (await testDb.db.image.findMany({ where: { storageKey: { startsWith: 'scans/' } } })).flatMap((row) => [row.storageKey, row.thumbKey, row.zoomKey]),
  );
  for (const file of onDisk) expect(keys.has(`scans/${String(file).split(path.sep).join('/')}`)).toBe(true);
});

test('delete: the row and its files go, with an audit row; the same id again, or under another serial, is a 404', async () => {
  const certificate = await certificateAt();
  const other = await certificateAt();
  await uploadScan(server, certificate.serial, await images.jpeg(), { cookie: staff.cookie, kind: 'CARD_FRONT' });
  await uploadScan(server, certificate.serial, await images.jpeg(), { cookie: staff.cookie, kind: 'CARD_BACK' });
  const [front, back] = await scansOf(certificate.id);

  const elsewhere = await request(server, `/api/admin/certificates/${other.serial}/images/${front!.id}`, { method: 'DELETE', cookie: staff.cookie });
  expect([elsewhere.status, elsewhere.body.key]).toEqual([404, CERTIFICATE_IMAGE_ERRORS.notFound]);
  expect(await scansOf(certificate.id)).toHaveLength(2);

  const deleted = await request<CertificateImageView[]>(server, `/api/admin/certificates/${certificate.serial}/images/${front!.id}`, {
    method: 'DELETE',
    cookie: staff.cookie,
  });
  expect(deleted.status).toBe(200);
  expect(deleted.body.data!.map((image) => image.id)).toEqual([back!.id]);
  expect((await scansOf(certificate.id)).map((row) => row.id)).toEqual([back!.id]);
  expect(fileExists(front!.storageKey) || fileExists(front!.thumbKey) || fileExists(front!.zoomKey)).toBe(false);
  expect((await auditOf(certificate.serial, 'certificate.imageDeleted')).map((row) => [row.actorId, row.data])).toEqual([
    [staff.member.id, { kind: 'CARD_FRONT', from: front!.id, to: null }],
  ]);
  const again = await request(server, `/api/admin/certificates/${certificate.serial}/images/${front!.id}`, { method: 'DELETE', cookie: staff.cookie });
  expect(again.status).toBe(404);
  for (const id of ['0', 'abc', '99999999999', '-1']) {
    expect((await request(server, `/api/admin/certificates/${certificate.serial}/images/${id}`, { method: 'DELETE', cookie: staff.cookie })).status).toBe(404);
  }
});

test('an order photo or a profile photo can never be deleted through a certificate', async () => {
  const certificate = await certificateAt();
  for (const kind of ['ORDER_PHOTO', 'PROFILE'] as const) {
    const photo = await testDb.db.image.create({
      data: {
        ownerId: collector.member.id,
        kind,
        certificateId: certificate.id,
        storageKey: `photos/00/${kind.toLowerCase()}-${certificate.id}.jpg`,
        mimeType: 'image/jpeg',
        width: 300,
        height: 300,
        bytes: 10,
      },
    });
    const answer = await request(server, `/api/admin/certificates/${certificate.serial}/images/${photo.id}`, { method: 'DELETE', cookie: staff.cookie });
    expect(answer.status).toBe(404);
    expect(await testDb.db.image.count({ where: { id: photo.id } })).toBe(1);
  }
});

test('before scoring the scans cannot change (409, the body unread); a certificate without an order always can', async () => {
  const early = await certificateAt('CARD_DEFECT_CHECKED');
  const refused = await uploadScan(server, early.serial, await images.jpeg(), { cookie: staff.cookie, kind: 'CARD_FRONT' });
  expect([refused.status, refused.body.code, refused.body.key]).toEqual([409, 'CONFLICT', CERTIFICATE_IMAGE_ERRORS.notNow]);
  expect(await scansOf(early.id)).toEqual([]);
  // Even an image already there stays until the stage allows.
  const placed = await testDb.db.image.create({
    data: {
      ownerId: collector.member.id,
      kind: 'CARD_FRONT',
      certificateId: early.id,
      storageKey: `scans/00/early-${early.id}.jpg`,
      mimeType: 'image/jpeg',
      width: 300,
      height: 300,
      bytes: 10,
    },
  });
  expect((await request(server, `/api/admin/certificates/${early.serial}/images/${placed.id}`, { method: 'DELETE', cookie: staff.cookie })).status).toBe(409);
  expect(await testDb.db.image.count({ where: { id: placed.id } })).toBe(1);

  // A certificate recorded before this system: no order, no member — the staff member who scanned it owns the row.
  const legacy = await gradedCard(testDb.db, null, null);
  const answer = await uploadScan(server, legacy.serial, await images.jpeg(), { cookie: staff.cookie, kind: 'CARD_BACK' });
  expect(answer.status).toBe(201);
  expect(await scansOf(legacy.id)).toEqual([expect.objectContaining({ kind: 'CARD_BACK', ownerId: staff.member.id, certificateId: legacy.id })]);
});

test('unknown or malformed serials are 404; members and guests are refused before anything is read', async () => {
  const certificate = await certificateAt();
  for (const serial of ['0000000', '123', 'abcdefg', '12345678']) {
    const answer = await uploadScan(server, serial, await images.jpeg(), { cookie: staff.cookie, kind: 'CARD_FRONT' });
    expect([answer.status, answer.body.key]).toEqual([404, CERTIFICATE_IMAGE_ERRORS.notFound]);
  }
  expect((await uploadScan(server, certificate.serial, await images.jpeg(), { kind: 'CARD_FRONT' })).status).toBe(401);
  expect((await uploadScan(server, certificate.serial, await images.jpeg(), { cookie: collector.cookie, kind: 'CARD_FRONT' })).status).toBe(403);
  expect((await request(server, `/api/admin/certificates/${certificate.serial}/images/1`, { method: 'DELETE', cookie: collector.cookie })).status).toBe(403);
  const forged = await request(server, `/api/admin/certificates/${certificate.serial}/images/1`, {
    method: 'DELETE',
    cookie: staff.cookie,
    origin: 'https://evil.example',
  });
  expect(forged.status).toBe(403);
  expect(await scansOf(certificate.id)).toEqual([]);
});
