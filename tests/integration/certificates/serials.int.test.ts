/** @jest-environment node */
// Certificate serials allocated inside the caller's transaction (docs/product/grading.md#certificate-serials):
// 7 digits, random, unique against the database and within the batch, collisions redrawn, and no two
// transactions handed the same serial.
import { allocateSerials } from '@/lib/server/certificates/serial';
import { buildCertificate, createCertificate } from '@/tests/factories/certificate';
import { seededRandom } from '@/tests/factories/random';
import { isSerial } from '@/lib/shared/certificate';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

/** A draw that answers the given serials in turn and counts how often it was asked. */
function queue(...serials: string[]) {
  const draw = Object.assign(
    () => {
      draw.calls++;
      const next = serials.shift();
      if (next === undefined) throw new Error('the test ran out of draws');
      return next;
    },
    { calls: 0 },
  );
  return draw;
}

const random = seededRandom(12);
const certificateWith = (serial: string) => buildCertificate(random, { serial });

test("a whole order's cards: distinct random 7-digit serials, inserted in the same transaction", async () => {
  const serials = await testDb.db.$transaction(async (tx) => {
    const allocated = await allocateSerials(tx, 60);
    await tx.certificate.createMany({ data: allocated.map(certificateWith) });
    return allocated;
  });
  expect(serials).toHaveLength(60);
  expect(new Set(serials).size).toBe(60);
  expect(serials.every((serial) => isSerial(serial) && Number(serial) >= 1_000_000)).toBe(true);
  // Not sequential: sorted, the serials are far apart (60 random draws among 9 million).
  const sorted = serials.map(Number).sort((a, b) => a - b);
  expect(sorted.slice(1).filter((n, i) => n - sorted[i]! === 1)).toEqual([]);
  expect(await testDb.db.certificate.count({ where: { serial: { in: serials } } })).toBe(60);
});

test('a collision with a certificate already on record is redrawn, and so is a serial drawn twice', async () => {
  await createCertificate(testDb.db, { serial: '1000001' });
  await createCertificate(testDb.db, { serial: '1000002' });
  // Round 1: both taken. Round 2: one taken, one free. Round 3: a repeat of the free one. Round 4: free.
  const draw = queue('1000001', '1000002', '1000002', '3000000', '3000000', '4000000');
  const serials = await testDb.db.$transaction((tx) => allocateSerials(tx, 2, draw));
  expect(serials.sort()).toEqual(['3000000', '4000000']);
  expect(draw.calls).toBe(6);
  // The pre-filled certificates are untouched and the allocation inserted nothing by itself.
  expect(await testDb.db.certificate.count({ where: { serial: { in: ['1000001', '1000002', '3000000', '4000000'] } } })).toBe(2);
});

test('a batch that repeats itself gets distinct serials', async () => {
  const draw = queue('5000000', '5000000', '5000000', '5000001');
  expect((await testDb.db.$transaction((tx) => allocateSerials(tx, 2, draw))).sort()).toEqual(['5000000', '5000001']);
});

test('a draw that only meets taken serials gives up with an error instead of looping', async () => {
  const draw = Object.assign(() => '1000001', {});
  await expect(testDb.db.$transaction((tx) => allocateSerials(tx, 1, draw))).rejects.toThrow('Could not draw 1 free certificate serials');
});

// Meaningful on PostgreSQL (CI runs this file there too): without the allocation's advisory lock the second
// transaction finds 7000000 free and fails on the unique constraint. PGlite runs one transaction at a time.
test('two transactions never get the same serial: the second waits for the first to insert and commit', async () => {
  let releaseFirst!: () => void;
  const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
  let firstAllocated!: () => void;
  const firstHasSerial = new Promise<void>((resolve) => (firstAllocated = resolve));

  const first = testDb.db.$transaction(
    async (tx) => {
      const [serial] = await allocateSerials(tx, 1, queue('7000000'));
      firstAllocated();
      await firstMayCommit;
      await tx.certificate.create({ data: certificateWith(serial!) });
      return serial;
    },
    { timeout: 20_000 },
  );
  await firstHasSerial;
  // The second draws the same serial first: it must not get it while the first has not inserted it yet.
  const second = testDb.db.$transaction(
    async (tx) => {
      const [serial] = await allocateSerials(tx, 1, queue('7000000', '7000001'));
      await tx.certificate.create({ data: certificateWith(serial!) });
      return serial;
    },
    { timeout: 20_000, maxWait: 20_000 },
  );
  setTimeout(releaseFirst, 300);
  expect(await Promise.all([first, second])).toEqual(['7000000', '7000001']);
});

test('a count that no order has is refused; none costs nothing', async () => {
  for (const count of [-1, 1.5, 10_001, Number.NaN]) {
    await expect(testDb.db.$transaction((tx) => allocateSerials(tx, count))).rejects.toThrow(RangeError);
  }
  expect(await testDb.db.$transaction((tx) => allocateSerials(tx, 0, queue()))).toEqual([]);
});
