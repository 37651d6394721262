/** @jest-environment node */
// The packing slip (issue #25, docs/decisions/0035-claim-codes.md): printed with the labels, it carries each card's
// claim code — opened from its sealed copy, or issued now for a card owned before codes existed — for the cards the
// order's member owns only (a reholder line may name someone else's slab); staff only; every opening audited on the
// order. The page renders it on the server; the API answers the same for a page rendered without a session.
import type { GetServerSidePropsContext } from 'next';
import slipRoute from '@/pages/api/admin/orders/[orderNumber]/packing-slip';
import { getServerSideProps as slipPage } from '@/pages/admin/orders/[orderNumber]/packing-slip';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import type { PackingSlip } from '@/lib/shared/lab/packing-slip';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type SignedIn, signedInMember } from '../account/account-helpers';
import { type Cast, cast } from '../admin/admin-helpers';
import { gradedCard, stagedOrder } from '../certificates/scan-helpers';
import { codeOf } from './claim-helpers';

let testDb: TestDb;
let people: Cast;
let collector: SignedIn;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  people = await cast(testDb.db);
  collector = await signedInMember(testDb.db, { mbNick: 'SlabKeeper' });
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const slip = (orderNumber: string, who: SignedIn) => callApi<PackingSlip>(slipRoute, { query: { orderNumber }, cookies: who.jar.cookies });

test("each card's serial, name, grade and code for the order's member; a late code issued; staff only; audited", async () => {
  const { db } = testDb;
  const order = await stagedOrder(db, collector.member.id, { processing: 'CASING_COMPLETE', lines: [{}, {}, {}] });
  const [first, second, third] = order.gradingOrderItems;
  const withCode = await gradedCard(db, first!.id, collector.member.id, { grade: 9.5, authentic: false, playerName: 'Charizard' });
  const withoutCode = await gradedCard(db, second!.id, collector.member.id, { grade: 10, authentic: false, claimCodeHash: null });
  // A card of this order now owned by someone else (sold already): no code on this member's slip.
  const sold = await gradedCard(db, third!.id, people.member.member.id, { grade: 8, authentic: false });

  const answer = await slip(order.orderNumber, people.staff);
  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toBe('private, no-store');
  const lines = answer.body.data!.lines;
  expect(answer.body.data).toMatchObject({ orderNumber: order.orderNumber, nickname: 'SlabKeeper', printable: true });
  expect(lines.map((line) => line.serial)).toEqual([withCode.serial, withoutCode.serial, sold.serial]);
  expect(lines[0]).toMatchObject({ grade: '9.5', code: expect.stringMatching(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/) });
  expect(lines[0]!.card).toContain('Charizard');
  expect(lines[0]!.code!.replace(/-/g, '')).toBe(await codeOf(db, withCode.serial));
  expect(lines[1]!.code!.replace(/-/g, '')).toBe(await codeOf(db, withoutCode.serial));
  expect(lines[2]!.code).toBeNull();
  expect(await db.auditLog.count({ where: { entityId: withoutCode.serial, action: 'certificate.claimCodeIssued' } })).toBe(1);
  const [opened] = await db.auditLog.findMany({ where: { entity: 'GradingOrder', entityId: order.orderNumber, action: 'order.packingSlipOpened' } });
  expect(opened).toMatchObject({ actorId: people.staff.member.id, actorRole: 'STAFF' });
  expect(opened!.data).toEqual({ serials: [withCode.serial, withoutCode.serial] });

  // Opening again shows the same codes (nothing new issued).
  expect((await slip(order.orderNumber, people.admin)).body.data!.lines).toEqual(lines);
  for (const who of [people.member, collector]) expect((await slip(order.orderNumber, who)).status).toBe(403);
  expect((await slip('NOPE', people.staff)).status).toBe(404);
});

test('the page renders the slip on the server for staff, and the not-found page for the member', async () => {
  const { db } = testDb;
  const order = await stagedOrder(db, collector.member.id, { processing: 'CASING_COMPLETE' });
  await gradedCard(db, order.gradingOrderItems[0]!.id, collector.member.id, { grade: 9, authentic: false });
  const render = (who: SignedIn) =>
    slipPage({
      req: {
        headers: {
          cookie: Object.entries(who.jar.cookies)
            .map(([name, value]) => `${name}=${value}`)
            .join('; '),
        },
        method: 'GET',
        url: '/',
      },
      res: { setHeader: jest.fn(), getHeader: jest.fn(), statusCode: 200 },
      params: { orderNumber: order.orderNumber },
      query: { orderNumber: order.orderNumber },
      resolvedUrl: `/admin/orders/${order.orderNumber}/packing-slip`,
      locale: 'en',
    } as unknown as GetServerSidePropsContext);
  const staffPage = await render(people.staff);
  expect('props' in staffPage && (await staffPage.props)).toMatchObject({ initial: { orderNumber: order.orderNumber, lines: [{ code: expect.any(String) }] } });
  expect(await render(collector)).toEqual({ notFound: true });
});
