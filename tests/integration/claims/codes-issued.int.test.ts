/** @jest-environment node */
// Every certificate that gets an owner gets its claim code in the same write (issue #25,
// docs/decisions/0035-claim-codes.md): the lab's first score of a card creates the certificate with its owner and a
// code the owner can read; a re-score keeps it. The seed's owned certificates carry codes too; unowned ones have none.
import { openClaimCode } from '@/lib/server/claims/claim-code-crypto';
import { createCertificates } from '@/tests/factories/certificate';
import { seededRandom } from '@/tests/factories/random';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { signedInMember } from '../account/account-helpers';
import { advanceTo, atWarehouseIn, checkedAll, paidOrder, scoredAll, session } from '../lab/lab-helpers';
import { ownerCode } from './claim-helpers';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

test("the lab's score issues the owner's code with the certificate", async () => {
  const { db } = testDb;
  const collector = await signedInMember(db);
  const grader = await signedInMember(db, { role: 'STAFF' });
  const { order } = await paidOrder(db, collector.member.id);
  const staff = session(grader.member);
  const checked = await checkedAll(db, staff, await atWarehouseIn(db, staff, order));
  await scoredAll(db, staff, await advanceTo(db, staff, checked, 'CARD_DEFECT_CHECKED'));
  const certificates = await db.certificate.findMany({ where: { gradingOrderItem: { gradingOrderId: order.id } } });
  expect(certificates.length).toBeGreaterThan(0);
  for (const certificate of certificates) {
    expect(certificate).toMatchObject({ memberId: collector.member.id, claimCodeHash: expect.any(String), claimCodeIssuedAt: certificate.gradedAt });
    const code = openClaimCode(certificate.claimCodeSealed!, certificate.serial)!;
    expect((await ownerCode(collector, certificate.serial)).body.data!.code.replace(/-/g, '')).toBe(code);
  }
  // Nothing issued late: the code was there from the start.
  expect(await db.auditLog.count({ where: { action: 'certificate.claimCodeIssued' } })).toBe(0);
});

test("the seed's owned certificates carry a code that opens; unowned ones none", async () => {
  const { db } = testDb;
  const owner = await signedInMember(db);
  await createCertificates(db, 40, seededRandom(7), [owner.member.id]);
  const rows = await db.certificate.findMany({
    where: { gradingOrderItemId: null },
    select: { serial: true, memberId: true, claimCodeHash: true, claimCodeSealed: true },
  });
  const owned = rows.filter((row) => row.memberId !== null);
  expect(owned.length).toBeGreaterThan(0);
  for (const row of owned) expect(openClaimCode(row.claimCodeSealed!, row.serial)).toMatch(/^[0-9A-Z]{16}$/);
  for (const row of rows.filter((r) => r.memberId === null)) expect(row.claimCodeHash).toBeNull();
});
