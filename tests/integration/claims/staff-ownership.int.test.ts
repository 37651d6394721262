/** @jest-environment node */
// The admin's ownership tools (issue #25, docs/decisions/0035-claim-codes.md): the owner and the moves of a
// certificate, a new code for its owner (the old one spent), and a move to another member after checking a claim
// (OwnershipTransfer via STAFF, the former owner told by e-mail and the card out of their albums). ADMIN only, each
// with a reason, audited; staff never see a code here.
import claimCodeRoute from '@/pages/api/admin/certificates/[serial]/claim-code';
import ownerRoute from '@/pages/api/admin/certificates/[serial]/owner';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import type { CertificateOwnership } from '@/lib/shared/certificates/ownership-views';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type SignedIn, signedInMember } from '../account/account-helpers';
import { type Cast, cast } from '../admin/admin-helpers';
import { claim, codeOf, keyOf, ownedCertificate, ownerCode, publicAlbumWith } from './claim-helpers';

let testDb: TestDb;
let people: Cast;
let owner: SignedIn;
let buyer: SignedIn;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  people = await cast(testDb.db);
  owner = await signedInMember(testDb.db, { language: 'en' });
  buyer = await signedInMember(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const REASON = 'Owner lost the packing slip; checked by phone';
const ownership = (serial: string, who: SignedIn = people.admin) => callApi<CertificateOwnership>(ownerRoute, { query: { serial }, cookies: who.jar.cookies });
const reissue = (serial: string, body: unknown, who: SignedIn = people.admin) =>
  callApi<CertificateOwnership>(claimCodeRoute, { method: 'POST', query: { serial }, body, cookies: who.jar.cookies });
const move = (serial: string, body: unknown, who: SignedIn = people.admin) =>
  callApi<CertificateOwnership>(ownerRoute, { method: 'POST', query: { serial }, body, cookies: who.jar.cookies });

test('an admin reissues the code: the old one is spent, the owner reads the new one, audited with the reason; never the code', async () => {
  const { db } = testDb;
  const certificate = await ownedCertificate(db, owner.member.id);
  const oldCode = await codeOf(db, certificate.serial);
  const answer = await reissue(certificate.serial, { reason: REASON });
  expect(answer.status).toBe(200);
  expect(answer.body.data!.owner).toEqual({ mbId: owner.member.mbId, nick: owner.member.mbNick, email: owner.member.mbEmail });
  expect(JSON.stringify(answer.body)).not.toContain(oldCode);
  const newCode = await codeOf(db, certificate.serial);
  expect(newCode).not.toBe(oldCode);
  expect(JSON.stringify(answer.body)).not.toContain(newCode);
  const [audit] = await db.auditLog.findMany({ where: { entityId: certificate.serial, action: 'certificate.claimCodeReissued' } });
  expect(audit).toMatchObject({ actorId: people.admin.member.id, actorRole: 'ADMIN' });
  expect(audit!.data).toMatchObject({ reason: REASON, spentCodeHash: certificate.claimCodeHash });

  expect(keyOf(await claim(buyer, { serial: certificate.serial, code: oldCode }))).toBe('claims:errors.spent');
  expect((await ownerCode(owner, certificate.serial)).body.data!.code.replace(/-/g, '')).toBe(newCode);
  expect((await claim(buyer, { serial: certificate.serial, code: newCode })).status).toBe(200);
});

test('an admin moves the certificate to a member by e-mail: STAFF transfer, albums, e-mail, new code, audited', async () => {
  const { db } = testDb;
  const certificate = await ownedCertificate(db, owner.member.id);
  const album = await publicAlbumWith(db, owner.member.id, certificate.id);
  const oldCode = await codeOf(db, certificate.serial);
  const answer = await move(certificate.serial, { member: buyer.member.mbEmail.toUpperCase(), reason: REASON });
  expect(answer.status).toBe(200);
  expect(answer.body.data).toMatchObject({
    owner: { mbId: buyer.member.mbId },
    transfers: [{ via: 'STAFF', from: { mbId: owner.member.mbId }, to: { mbId: buyer.member.mbId } }],
  });
  expect(answer.revalidated).toEqual(expect.arrayContaining([`/albums/${album.id}`]));
  expect(await db.album.findUniqueOrThrow({ where: { id: album.id } })).toMatchObject({ isPublic: false, thumbnailCertificateId: null });
  expect(await db.ownershipTransfer.count({ where: { certificateId: certificate.id, via: 'STAFF', fromMemberId: owner.member.id } })).toBe(1);
  const [audit] = await db.auditLog.findMany({ where: { entityId: certificate.serial, action: 'certificate.ownerMoved' } });
  expect(audit).toMatchObject({ actorId: people.admin.member.id });
  expect(audit!.data).toMatchObject({ reason: REASON });
  const [mail] = await db.outboxMessage.findMany({ where: { to: owner.member.mbEmail, template: 'certificateMoved' } });
  expect(mail).toMatchObject({ locale: 'en' });
  expect(mail!.text).not.toContain(REASON);
  expect(keyOf(await claim(people.member, { serial: certificate.serial, code: oldCode }))).toBe('claims:errors.spent');
  expect((await ownerCode(buyer, certificate.serial)).status).toBe(200);

  // By member id too; the same owner again is a 409; an unknown member a 404.
  expect((await move(certificate.serial, { member: owner.member.mbId, reason: REASON })).status).toBe(200);
  expect(keyOf(await move(certificate.serial, { member: owner.member.mbId, reason: REASON }))).toBe('claims:errors.sameOwner');
  expect((await move(certificate.serial, { member: 'nobody@example.com', reason: REASON })).status).toBe(404);
});

test('ADMIN only, a reason required, a voided certificate refused, nothing changes on a refusal', async () => {
  const { db } = testDb;
  const certificate = await ownedCertificate(db, owner.member.id);
  for (const who of [people.staff, people.member, owner]) {
    expect((await ownership(certificate.serial, who)).status).toBe(403);
    expect((await reissue(certificate.serial, { reason: REASON }, who)).status).toBe(403);
    expect((await move(certificate.serial, { member: buyer.member.mbEmail, reason: REASON }, who)).status).toBe(403);
  }
  expect((await reissue(certificate.serial, {})).status).toBe(400);
  expect((await move(certificate.serial, { member: buyer.member.mbEmail, reason: 'no' })).status).toBe(400);
  expect((await reissue('123', { reason: REASON })).status).toBe(404);
  const voided = await ownedCertificate(db, owner.member.id, { voidedAt: new Date(), voidReason: 'Issued in error' });
  expect((await reissue(voided.serial, { reason: REASON })).status).toBe(409);
  expect((await move(voided.serial, { member: buyer.member.mbEmail, reason: REASON })).status).toBe(409);
  const after = await db.certificate.findUniqueOrThrow({ where: { id: certificate.id } });
  expect(after).toMatchObject({ memberId: owner.member.id, claimCodeHash: certificate.claimCodeHash });
});
