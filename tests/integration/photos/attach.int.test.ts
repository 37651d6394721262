/** @jest-environment node */
// attachPhotosToOrder (docs/product/orders.md#photos: 1–100 photos per order, up to 6 cards each; only the member's
// own photos, each in one order) as the order-creation service calls it, inside its transaction; and the
// sweep that removes photos of orders never placed.
import fs from 'node:fs';
import path from 'node:path';
import { ValidationError } from 'yup';
import { validationErrorBody } from '@/lib/server/api/validation-error';
import { ATTACH_PHOTO_ERRORS, type AttachPhotosInput, attachPhotosToOrder } from '@/lib/server/photos/attach-photos-to-order';
import { STALE_PHOTO_DAYS, sweepStalePhotos } from '@/lib/server/photos/sweep-stale-photos';
import { getStorage, newObjectKey } from '@/lib/server/storage';
import { MAX_PHOTOS } from '@/lib/shared/orders/limits';
import { createMember } from '@/tests/factories/member';
import { createOrder } from '@/tests/factories/order';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { temporaryUploadDir } from './photo-helpers';

let testDb: TestDb;
let uploads: ReturnType<typeof temporaryUploadDir>;

beforeAll(async () => {
  uploads = temporaryUploadDir();
  testDb = await createTestDb();
}, 60_000);
afterAll(async () => {
  await testDb.close();
  uploads.remove();
});

/** Order photos of `ownerId` as an upload leaves them (files stored, rows without an order). */
async function photosOf(ownerId: number, count: number, createdAt = new Date()) {
  const rows = [];
  for (let index = 0; index < count; index += 1) {
    const storageKey = newObjectKey('photos', 'jpg');
    const thumbKey = newObjectKey('photos', 'webp');
    await getStorage().put(storageKey, Buffer.from('full'), 'image/jpeg');
    await getStorage().put(thumbKey, Buffer.from('thumb'), 'image/webp');
    rows.push(
      await testDb.db.image.create({
        data: { ownerId, kind: 'ORDER_PHOTO', storageKey, thumbKey, mimeType: 'image/jpeg', width: 800, height: 600, bytes: 4, createdAt },
      }),
    );
  }
  return rows;
}

async function attach(input: AttachPhotosInput) {
  return testDb.db.$transaction((tx) => attachPhotosToOrder(tx, input));
}

/** The refusal as the API would send it: [path, key, English message]. */
async function refusal(input: AttachPhotosInput): Promise<[string, string, string][]> {
  const error = await attach(input).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return validationErrorBody(error as ValidationError).errors!.map((item) => [item.path, item.key, item.message]);
}

test("attaches the member's photos with their card counts, in the caller's transaction", async () => {
  const member = await createMember(testDb.db);
  const order = await createOrder(testDb.db, member.id);
  const [a, b, c] = await photosOf(member.id, 3);
  await attach({
    actor: { id: member.id, role: member.role },
    orderId: order.id,
    photos: [
      { id: a!.id, cardsInPhoto: 6 },
      { id: b!.id, cardsInPhoto: 1 },
      { id: c!.id, cardsInPhoto: 6 },
    ],
  });
  const rows = await testDb.db.image.findMany({ where: { id: { in: [a!.id, b!.id, c!.id] } }, orderBy: { id: 'asc' } });
  expect(rows.map((row) => [row.gradingOrderId, row.cardsInPhoto])).toEqual([
    [order.id, 6],
    [order.id, 1],
    [order.id, 6],
  ]);
  const audit = await testDb.db.auditLog.findFirstOrThrow({ where: { action: 'photos.attached', entityId: String(order.id) } });
  expect(audit.data).toEqual({ photoIds: [a!.id, b!.id, c!.id] });
  // A retried call for the same order is harmless.
  await attach({ actor: { id: member.id, role: member.role }, orderId: order.id, photos: [{ id: a!.id, cardsInPhoto: 5 }] });
  expect((await testDb.db.image.findUniqueOrThrow({ where: { id: a!.id } })).cardsInPhoto).toBe(5);
});

test('0 photos, 101 photos, 7 cards on a photo, the same photo twice → 400 with the shared keys', async () => {
  const member = await createMember(testDb.db);
  const order = await createOrder(testDb.db, member.id);
  const [photo] = await photosOf(member.id, 1);
  const base = { actor: { id: member.id, role: member.role }, orderId: order.id };
  expect(await refusal({ ...base, photos: [] })).toEqual([['photos', ATTACH_PHOTO_ERRORS.tooFewPhotos, 'Please add at least 1 photo of your cards.']]);
  const many = Array.from({ length: MAX_PHOTOS + 1 }, (_, index) => ({ id: index + 1, cardsInPhoto: 1 }));
  expect(await refusal({ ...base, photos: many })).toEqual([['photos', ATTACH_PHOTO_ERRORS.tooManyPhotos, 'Up to 100 photos per order.']]);
  expect(await refusal({ ...base, photos: [{ id: photo!.id, cardsInPhoto: 7 }] })).toEqual([
    ['photos[0].cardsInPhoto', ATTACH_PHOTO_ERRORS.cardsInPhoto, 'Choose 1 to 6 cards per photo.'],
  ]);
  expect(await refusal({ ...base, photos: [{ id: photo!.id, cardsInPhoto: 0 }] })).toEqual([
    ['photos[0].cardsInPhoto', ATTACH_PHOTO_ERRORS.cardsInPhoto, 'Choose 1 to 6 cards per photo.'],
  ]);
  expect(
    await refusal({
      ...base,
      photos: [
        { id: photo!.id, cardsInPhoto: 1 },
        { id: photo!.id, cardsInPhoto: 2 },
      ],
    }),
  ).toEqual([['photos[1].id', ATTACH_PHOTO_ERRORS.duplicatePhoto, 'The same photo was added twice.']]);
  const hostile = [{ id: '1 OR 1=1', cardsInPhoto: '<b>' }] as unknown as AttachPhotosInput['photos'];
  expect((await refusal({ ...base, photos: hostile })).map(([, key]) => key)).toEqual([ATTACH_PHOTO_ERRORS.wrongType, ATTACH_PHOTO_ERRORS.cardsInPhoto]);
  expect((await testDb.db.image.findUniqueOrThrow({ where: { id: photo!.id } })).gradingOrderId).toBeNull();
});

test("another member's photo, a missing one, or one already in another order is refused and nothing changes", async () => {
  const member = await createMember(testDb.db);
  const other = await createMember(testDb.db);
  const order = await createOrder(testDb.db, member.id);
  const [mine, second] = await photosOf(member.id, 2);
  const [theirs] = await photosOf(other.id, 1);
  const base = { actor: { id: member.id, role: member.role }, orderId: order.id };

  expect(
    await refusal({
      ...base,
      photos: [
        { id: mine!.id, cardsInPhoto: 2 },
        { id: theirs!.id, cardsInPhoto: 1 },
      ],
    }),
  ).toEqual([['photos[1].id', ATTACH_PHOTO_ERRORS.notYours, 'This photo is not among your uploads.']]);
  expect(await refusal({ ...base, photos: [{ id: 2_000_000_000, cardsInPhoto: 1 }] })).toEqual([
    ['photos[0].id', ATTACH_PHOTO_ERRORS.notYours, 'This photo is not among your uploads.'],
  ]);
  // The transaction rolled back: the member's own photo was not attached either.
  expect((await testDb.db.image.findUniqueOrThrow({ where: { id: mine!.id } })).gradingOrderId).toBeNull();
  expect((await testDb.db.image.findUniqueOrThrow({ where: { id: theirs!.id } })).gradingOrderId).toBeNull();

  const earlier = await createOrder(testDb.db, member.id);
  await attach({ actor: { id: member.id, role: member.role }, orderId: earlier.id, photos: [{ id: second!.id, cardsInPhoto: 1 }] });
  expect(
    await refusal({
      ...base,
      photos: [
        { id: mine!.id, cardsInPhoto: 1 },
        { id: second!.id, cardsInPhoto: 1 },
      ],
    }),
  ).toEqual([['photos[1].id', ATTACH_PHOTO_ERRORS.alreadyAttached, 'This photo already belongs to another order.']]);
  expect((await testDb.db.image.findUniqueOrThrow({ where: { id: second!.id } })).gradingOrderId).toBe(earlier.id);
  expect((await testDb.db.image.findUniqueOrThrow({ where: { id: mine!.id } })).gradingOrderId).toBeNull();

  // Another kind of image of the member (e.g. a profile picture) is not an order photo.
  const profile = await testDb.db.image.create({
    data: { ownerId: member.id, kind: 'PROFILE', storageKey: 'photos/00/profile.jpg', mimeType: 'image/jpeg', width: 300, height: 300, bytes: 1 },
  });
  expect((await refusal({ ...base, photos: [{ id: profile.id, cardsInPhoto: 1 }] }))[0]![1]).toBe(ATTACH_PHOTO_ERRORS.notYours);
});

test('two orders racing for the same photo: exactly one gets it', async () => {
  const member = await createMember(testDb.db);
  const [first, second] = [await createOrder(testDb.db, member.id), await createOrder(testDb.db, member.id)];
  const [photo] = await photosOf(member.id, 1);
  const results = await Promise.allSettled(
    [first, second].map((order) => attach({ actor: { id: member.id, role: member.role }, orderId: order.id, photos: [{ id: photo!.id, cardsInPhoto: 1 }] })),
  );
  expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  const winner = [first, second][results.findIndex((result) => result.status === 'fulfilled')]!;
  expect((await testDb.db.image.findUniqueOrThrow({ where: { id: photo!.id } })).gradingOrderId).toBe(winner.id);
});

test('the sweep removes photos (rows and files) never attached after 30 days, and nothing else', async () => {
  const member = await createMember(testDb.db);
  const order = await createOrder(testDb.db, member.id);
  const now = new Date();
  const old = new Date(now.getTime() - (STALE_PHOTO_DAYS + 1) * 24 * 3600 * 1000);
  const [stale] = await photosOf(member.id, 1, old);
  const [oldButOrdered] = await photosOf(member.id, 1, old);
  const [recent] = await photosOf(member.id, 1);
  await attach({ actor: { id: member.id, role: member.role }, orderId: order.id, photos: [{ id: oldButOrdered!.id, cardsInPhoto: 1 }] });

  const result = await sweepStalePhotos(testDb.db, now);
  expect(result.photos).toBeGreaterThanOrEqual(1);
  expect(result.fileErrors).toBe(0);
  expect(await testDb.db.image.count({ where: { id: stale!.id } })).toBe(0);
  expect(fs.existsSync(path.join(uploads.dir, stale!.storageKey))).toBe(false);
  expect(fs.existsSync(path.join(uploads.dir, stale!.thumbKey!))).toBe(false);
  for (const kept of [oldButOrdered!, recent!]) {
    expect(await testDb.db.image.count({ where: { id: kept.id } })).toBe(1);
    expect(fs.existsSync(path.join(uploads.dir, kept.storageKey))).toBe(true);
  }
  expect(await sweepStalePhotos(testDb.db, now)).toEqual({ photos: 0, fileErrors: 0 });
});
