/** @jest-environment node */
// Two buyers with the same code at once (issue #25, docs/decisions/0035-claim-codes.md): the certificate's row lock
// lets exactly one win; the other is told the code is spent. On PostgreSQL the claims truly overlap; PGlite has one
// connection, so there they run one after the other and the rule is the same. And the public certificate — the page's
// props and the public API's record — never names or hints at an owner.
import { certificateStaticProps } from '@/lib/server/certificates/certificate-page-props';
import { claimCertificate } from '@/lib/server/claims/claim-certificate';
import { getCertificateRecord } from '@/lib/server/public-api/get-certificate-record';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { signedInMember } from '../account/account-helpers';
import { codeOf, freshIp, ownedCertificate, publicAlbumWith } from './claim-helpers';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

test('two buyers racing with the same code: exactly one wins, the other is told "spent"; one transfer, one e-mail', async () => {
  const { db } = testDb;
  const seller = await signedInMember(db);
  for (let round = 0; round < (testDb.kind === 'postgres' ? 5 : 2); round += 1) {
    const certificate = await ownedCertificate(db, seller.member.id);
    await publicAlbumWith(db, seller.member.id, certificate.id);
    const code = await codeOf(db, certificate.serial);
    const buyers = [await signedInMember(db), await signedInMember(db), await signedInMember(db)];
    const attempt = (memberId: number) =>
      claimCertificate(db, { memberId }, { serial: certificate.serial, code }, { ip: freshIp() }).then(
        () => 'won',
        (error: { key?: string }) => error.key ?? String(error),
      );
    const results =
      testDb.kind === 'postgres'
        ? await Promise.all(buyers.map((buyer) => attempt(buyer.member.id)))
        : [await attempt(buyers[0]!.member.id), await attempt(buyers[1]!.member.id), await attempt(buyers[2]!.member.id)];
    expect([...results].sort()).toEqual(['claims:errors.spent', 'claims:errors.spent', 'won']);
    const winner = buyers[results.indexOf('won')]!;
    expect((await db.certificate.findUniqueOrThrow({ where: { id: certificate.id } })).memberId).toBe(winner.member.id);
    expect(await db.ownershipTransfer.count({ where: { certificateId: certificate.id } })).toBe(1);
    expect(await db.auditLog.count({ where: { entityId: certificate.serial, action: 'certificate.claimed' } })).toBe(1);
    expect(await db.outboxMessage.count({ where: { to: seller.member.mbEmail, template: 'certificateClaimed', text: { contains: certificate.serial } } })).toBe(
      1,
    );
  }
});

test('the public certificate (page and API) names no owner: no member field, no nickname, no code, no "owned since"', async () => {
  const { db } = testDb;
  const owner = await signedInMember(db, { mbNick: 'OwnerNickUnique', mbName: 'Owner Realname' });
  const certificate = await ownedCertificate(db, owner.member.id, { ownedSince: new Date('2026-05-05T05:05:05Z') });
  const code = await codeOf(db, certificate.serial);
  const record = await getCertificateRecord(db, { serial: certificate.serial, code: null, ip: freshIp(), now: new Date() });
  const page = await certificateStaticProps({ params: { serial: certificate.serial }, locale: 'en' });
  expect('props' in page).toBe(true);
  for (const shown of [record, (page as { props: { certificate: unknown } }).props.certificate]) {
    const text = JSON.stringify(shown);
    for (const hint of ['member', 'owner', 'mbId', 'mbNick', 'claimCode', 'ownedSince', 'transfer'])
      expect(text.toLowerCase()).not.toContain(hint.toLowerCase());
    for (const value of [owner.member.mbNick, owner.member.mbId, owner.member.mbEmail, 'Owner Realname', code, certificate.claimCodeHash!, '2026-05-05']) {
      expect(text).not.toContain(value);
    }
  }
});
