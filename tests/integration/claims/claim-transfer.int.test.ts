/** @jest-environment node */
// The claim of a graded card (issue #25, docs/decisions/0035-claim-codes.md): the buyer types the serial and the code
// the seller gave them; the certificate moves to the buyer in one transaction — the card leaves the seller's
// collection and albums (an album whose thumbnail it was turns private, its feed item goes), an OwnershipTransfer row
// and an audit row, the old code spent and a new one issued to the buyer, the seller told by e-mail in their language.
// Wrong, spent, malformed codes, unknown serials, voided certificates and "already yours" each get their 4xx; guessing
// at speed gets 429; only the owner reads the code.
import { albumPath } from '@/lib/shared/albums/paths';
import { formatClaimCode, normaliseClaimCode } from '@/lib/shared/certificates/claim-code';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type SignedIn, signedInMember } from '../account/account-helpers';
import { claim, codeOf, keyOf, freshIp, ownedCertificate, ownerCode, publicAlbumWith } from './claim-helpers';

let testDb: TestDb;
let seller: SignedIn;
let buyer: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  seller = await signedInMember(testDb.db, { language: 'ko', mbName: '김판매' });
  buyer = await signedInMember(testDb.db);
  stranger = await signedInMember(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

test('a claim moves the card: seller loses it from collection and albums, codes spent and issued, transfer, audit, e-mail', async () => {
  const { db } = testDb;
  const certificate = await ownedCertificate(db, seller.member.id, {
    playerName: 'Charizard',
    brand: 'Wizards',
    setName: 'Base Set',
    cardNumber: '4/102',
    year: 1999,
  });
  const album = await publicAlbumWith(db, seller.member.id, certificate.id);
  // The seller reads the code in their collection and gives it to the buyer, who types it loosely.
  const shown = await ownerCode(seller, certificate.serial);
  expect(shown.status).toBe(200);
  expect(shown.headers['cache-control']).toBe('private, no-store');
  const sellersCode = shown.body.data!.code;
  expect(sellersCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);

  const before = new Date();
  const answer = await claim(buyer, { serial: certificate.serial, code: ` ${sellersCode.toLowerCase().replace(/-/g, ' ')} ` });
  expect(answer.status).toBe(200);
  expect(answer.body.data).toEqual({ serial: certificate.serial, card: '1999 Wizards Base Set #4/102 Charizard' });
  expect(answer.revalidated).toEqual(expect.arrayContaining([albumPath(album.id)]));

  const moved = await db.certificate.findUniqueOrThrow({ where: { id: certificate.id } });
  expect(moved.memberId).toBe(buyer.member.id);
  expect(moved.ownedSince!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 5);
  expect(moved.claimCodeHash).not.toBe(certificate.claimCodeHash);
  // The seller's album: the card gone, no thumbnail, private again, its feed item gone.
  expect(await db.albumCard.count({ where: { albumId: album.id } })).toBe(0);
  expect(await db.album.findUniqueOrThrow({ where: { id: album.id } })).toMatchObject({ isPublic: false, thumbnailCertificateId: null });
  expect(await db.feedItem.count({ where: { certificateId: certificate.id } })).toBe(0);
  // Not in the seller's collection any more; the seller's own code request is now a 404.
  expect(await db.certificate.count({ where: { memberId: seller.member.id, id: certificate.id } })).toBe(0);
  expect((await ownerCode(seller, certificate.serial)).status).toBe(404);

  expect(await db.ownershipTransfer.findMany({ where: { certificateId: certificate.id } })).toEqual([
    expect.objectContaining({ fromMemberId: seller.member.id, toMemberId: buyer.member.id, via: 'CLAIM' }),
  ]);
  const [audit] = await db.auditLog.findMany({ where: { entity: 'Certificate', entityId: certificate.serial, action: 'certificate.claimed' } });
  expect(audit).toMatchObject({ actorId: buyer.member.id, actorRole: 'MEMBER' });
  expect(audit!.data).toMatchObject({ albumsLeft: [album.id], spentCodeHash: certificate.claimCodeHash });
  expect(JSON.stringify(audit!.data)).not.toContain(normaliseClaimCode(sellersCode));

  const [mail] = await db.outboxMessage.findMany({ where: { to: seller.member.mbEmail, template: 'certificateClaimed' } });
  expect(mail).toMatchObject({ locale: 'ko', status: 'PENDING' });
  expect(mail!.text).toContain(certificate.serial);
  expect(mail!.text).toContain('김판매');
  expect(mail!.text).toContain('/ko/account/collection');

  // The old code is spent, for anyone; the buyer's new code works for the next sale.
  const reused = await claim(stranger, { serial: certificate.serial, code: sellersCode });
  expect(reused.status).toBe(409);
  expect(keyOf(reused)).toBe('claims:errors.spent');
  const buyersCode = (await ownerCode(buyer, certificate.serial)).body.data!.code;
  expect(buyersCode).not.toBe(sellersCode);
  expect(normaliseClaimCode(buyersCode)).toBe(await codeOf(db, certificate.serial));
  const resold = await claim(stranger, { serial: certificate.serial, code: buyersCode });
  expect(resold.status).toBe(200);
  expect(await db.outboxMessage.count({ where: { to: buyer.member.mbEmail, template: 'certificateClaimed' } })).toBe(1);
  // The seller's code is still spent after two moves.
  expect(keyOf(await claim(buyer, { serial: certificate.serial, code: sellersCode }))).toBe('claims:errors.spent');
});

test('a wrong code and an unknown serial get the same answer; a malformed code never reaches the check', async () => {
  const { db } = testDb;
  const certificate = await ownedCertificate(db, seller.member.id);
  const right = await codeOf(db, certificate.serial);
  const other = await ownedCertificate(db, stranger.member.id);
  const wrong = await claim(buyer, { serial: certificate.serial, code: await codeOf(db, other.serial) });
  let unknownSerial = '1000000';
  while (await db.certificate.findUnique({ where: { serial: unknownSerial } })) unknownSerial = String(Number(unknownSerial) + 1);
  const unknown = await claim(buyer, { serial: unknownSerial, code: right });
  expect(wrong.status).toBe(400);
  expect(unknown.status).toBe(400);
  expect(unknown.body).toEqual(wrong.body);
  expect(keyOf(wrong)).toBe('claims:errors.noMatch');

  const typo = `${right.slice(0, 3)}${right[3] === 'A' ? 'B' : 'A'}${right.slice(4)}`;
  const malformed = await claim(buyer, { serial: certificate.serial, code: typo });
  expect(malformed.status).toBe(400);
  expect(malformed.body.errors).toEqual([expect.objectContaining({ path: 'code', key: 'claims:validation.codeCheck' })]);
  for (const body of [{ serial: '12', code: right }, { serial: certificate.serial, code: 'ABC' }, { serial: 1234567, code: right }, {}, null, []]) {
    const answer = await claim(buyer, body);
    expect(answer.status).toBe(400);
  }
  expect((await db.certificate.findUniqueOrThrow({ where: { id: certificate.id } })).memberId).toBe(seller.member.id);
});

test('already yours, and voided: each its own 409; a guest is 401', async () => {
  const { db } = testDb;
  const certificate = await ownedCertificate(db, seller.member.id);
  const code = await codeOf(db, certificate.serial);
  const mine = await claim(seller, { serial: certificate.serial, code });
  expect(mine.status).toBe(409);
  expect(keyOf(mine)).toBe('claims:errors.alreadyYours');

  const voided = await ownedCertificate(db, seller.member.id, { voidedAt: new Date(), voidReason: 'Issued in error' });
  const answer = await claim(buyer, { serial: voided.serial, code: formatClaimCode(await codeOf(db, voided.serial)) });
  expect(answer.status).toBe(409);
  expect(keyOf(answer)).toBe('claims:errors.voided');
  expect((await db.certificate.findUniqueOrThrow({ where: { id: voided.id } })).memberId).toBe(seller.member.id);

  expect((await claim({ member: buyer.member, jar: { cookies: {} } } as unknown as SignedIn, { serial: certificate.serial, code })).status).toBe(401);
});

test('guessing at speed: the eleventh failure of a member in 15 minutes is a 429, even with the right code', async () => {
  const { db } = testDb;
  const guesser = await signedInMember(db);
  const certificate = await ownedCertificate(db, seller.member.id);
  const other = await ownedCertificate(db, stranger.member.id);
  const wrongCode = await codeOf(db, other.serial);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    expect((await claim(guesser, { serial: certificate.serial, code: wrongCode })).status).toBe(400);
  }
  const limited = await claim(guesser, { serial: certificate.serial, code: await codeOf(db, certificate.serial) });
  expect(limited.status).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect((await db.certificate.findUniqueOrThrow({ where: { id: certificate.id } })).memberId).toBe(seller.member.id);
});

test('guessing from one address across accounts: the 31st failure from it is a 429', async () => {
  const { db } = testDb;
  const certificate = await ownedCertificate(db, seller.member.id);
  const other = await ownedCertificate(db, stranger.member.id);
  const wrongCode = await codeOf(db, other.serial);
  const ip = freshIp();
  const accounts = [await signedInMember(db), await signedInMember(db), await signedInMember(db), await signedInMember(db)];
  for (let attempt = 0; attempt < 30; attempt += 1) {
    expect((await claim(accounts[Math.floor(attempt / 9)]!, { serial: certificate.serial, code: wrongCode }, ip)).status).toBe(400);
  }
  expect((await claim(accounts[3]!, { serial: certificate.serial, code: wrongCode }, ip)).status).toBe(429);
  // The same member from another address still has tries left.
  expect((await claim(accounts[3]!, { serial: certificate.serial, code: wrongCode })).status).toBe(400);
});

test("a member cannot read another member's code; nor can a guest; a malformed serial is the same 404", async () => {
  const { db } = testDb;
  const certificate = await ownedCertificate(db, seller.member.id);
  const other = await ownerCode(stranger, certificate.serial);
  expect(other.status).toBe(404);
  expect(JSON.stringify(other.body)).not.toContain(seller.member.mbNick);
  expect((await ownerCode(stranger, '12345')).status).toBe(404);
  expect((await ownerCode(null, certificate.serial)).status).toBe(401);
  expect((await ownerCode(seller, certificate.serial)).status).toBe(200);
});

test('a card owned before claim codes gets its code the first time its owner asks, audited', async () => {
  const { db } = testDb;
  const certificate = await ownedCertificate(db, seller.member.id, { claimCodeHash: null, claimCodeSealed: null, claimCodeIssuedAt: null });
  expect(certificate.claimCodeHash).toBeNull();
  const first = await ownerCode(seller, certificate.serial);
  expect(first.status).toBe(200);
  const again = await ownerCode(seller, certificate.serial);
  expect(again.body.data).toEqual(first.body.data);
  expect(await db.auditLog.count({ where: { entityId: certificate.serial, action: 'certificate.claimCodeIssued' } })).toBe(1);
  expect((await claim(buyer, { serial: certificate.serial, code: first.body.data!.code })).status).toBe(200);
});
