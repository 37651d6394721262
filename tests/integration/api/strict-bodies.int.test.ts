/** @jest-environment node */
// Issue #24 (decision 0030), through the routes: a body field the route's schema does not declare is a 400 naming it
// and nothing is written — a staff refund sent with `amount` refunded the whole order before, the amount silently
// dropped — at any depth; and a malformed, non-JSON or oversized body is refused in the `{ code, message }` envelope,
// read by apiHandler from a real request stream (Next's parser is off for every route), not in Next's plain text.
import type http from 'node:http';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import logoutRoute from '@/pages/api/logout';
import refundRoute from '@/pages/api/admin/orders/[orderNumber]/refund';
import checkRoute from '@/pages/api/admin/orders/[orderNumber]/cards/[cardId]/check';
import { callApi } from '@/tests/helpers/api';
import { type RouteServer, listen, nextify } from '@/tests/helpers/route-server';
import type { TestDb } from '@/tests/helpers/test-db';
import { type SignedIn, signedInMember } from '../account/account-helpers';
import { footprint } from '../orders/action-helpers';
import { type Orderer, openOrderDb, orderer } from '../orders/order-helpers';
import { atWarehouseIn, paidOrder, session, shown } from '../lab/lab-helpers';

let testDb: TestDb;
let alice: Orderer;
let staff: SignedIn;

beforeAll(async () => {
  testDb = await openOrderDb();
  alice = await orderer(testDb.db);
  staff = await signedInMember(testDb.db, { role: 'STAFF' });
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const asStaff = <T = StaffOrderDetail>(handler: typeof refundRoute, query: Record<string, string>, body: unknown, method: 'POST' | 'PUT' = 'POST') =>
  callApi<T>(handler, { method, query, body, cookies: staff.jar.cookies });

/** The order's rows and every refund row there is: a refusal writes none. */
async function written(orderId: number) {
  return { ...(await footprint(testDb.db, orderId)), allRefunds: await testDb.db.refund.count(), mails: await testDb.db.outboxMessage.count() };
}

describe('unknown fields', () => {
  test('a staff refund with `amount`: 400 naming it, no refund row, nothing changed; without it the refund goes through', async () => {
    const db = testDb.db;
    const { order } = await paidOrder(db, alice.member.id);
    const detail = await atWarehouseIn(db, session(staff.member), order);
    const query = { orderNumber: order.orderNumber };
    const before = await written(order.id);

    const refused = await asStaff(refundRoute, query, { ...shown(detail), reason: 'Partial refund of one card', amount: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION', key: 'errors:unknownField', message: 'This request contains a field that is not accepted here.' });
    expect(refused.body.errors).toEqual([{ path: 'amount', key: 'errors:unknownField', message: 'This request contains a field that is not accepted here.' }]);
    expect(await written(order.id)).toEqual(before);
    expect(await db.refund.count({ where: { gradingOrderId: order.id } })).toBe(0);

    const refunded = await asStaff(refundRoute, query, { ...shown(detail), reason: 'Member asked to stop' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data).toMatchObject({ status: 'REFUNDED', moneyHeld: 0 });
    expect(await db.refund.findMany({ where: { gradingOrderId: order.id } })).toEqual([expect.objectContaining({ amount: order.totalAmount })]);
  });

  test('a field inside a nested object is named by its path; every unknown field is listed', async () => {
    const db = testDb.db;
    const { order } = await paidOrder(db, alice.member.id);
    const detail = await atWarehouseIn(db, session(staff.member), order);
    const card = detail.cards[0]!;
    const query = { orderNumber: order.orderNumber, cardId: String(card.id) };
    const corrected = {
      cardCategory: 'POKEMON',
      sportsType: 'ETC',
      playerName: 'Pikachu',
      brand: 'Pokémon',
      setName: '151',
      year: 2023,
      cardNumber: '025/165',
      description: '',
    };
    const before = await written(order.id);
    const items = await db.gradingOrderItem.findMany({ where: { gradingOrderId: order.id }, orderBy: { id: 'asc' } });

    const refused = await asStaff(
      checkRoute,
      query,
      { ...shown(detail), correspondCheck: 'MISS_INPUT', card: { ...corrected, grade: 10 }, verdict: 'x' },
      'PUT',
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.map((error) => error.path)).toEqual(['card.grade', 'verdict']);
    expect(await written(order.id)).toEqual(before);
    expect(await db.gradingOrderItem.findMany({ where: { gradingOrderId: order.id }, orderBy: { id: 'asc' } })).toEqual(items);

    const checked = await asStaff(checkRoute, query, { ...shown(detail), correspondCheck: 'MISS_INPUT', card: corrected }, 'PUT');
    expect(checked.status).toBe(200);
  });
});

describe('bodies read by apiHandler from the stream', () => {
  let server: RouteServer;
  const routes: Record<string, typeof refundRoute> = { '/refund': refundRoute, '/logout': logoutRoute };

  beforeAll(async () => {
    server = await listen((req: http.IncomingMessage, res: http.ServerResponse) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      // Next's parser is off (the routes' config): the handler gets the stream and no body.
      const { apiReq, apiRes } = nextify(req, res, Object.fromEntries(url.searchParams));
      void routes[url.pathname]!(apiReq, apiRes);
    });
  });
  afterAll(() => server.close());

  const cookie = () =>
    Object.entries(staff.jar.cookies)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');

  /** As staff to the refund; to logout without a session (a signed-in logout would end the staff's). */
  async function post(path: string, body: string | undefined, contentType: string | null = 'application/json') {
    const headers: Record<string, string> = { origin: server.origin, ...(path.startsWith('/refund') ? { cookie: cookie() } : {}) };
    if (contentType) headers['content-type'] = contentType;
    const response = await fetch(`${server.origin}${path}`, { method: 'POST', headers, body });
    return { status: response.status, type: response.headers.get('content-type'), body: (await response.text()) as string };
  }

  test('malformed JSON: 400 in the envelope, nothing written', async () => {
    const { order } = await paidOrder(testDb.db, alice.member.id);
    const before = await written(order.id);
    for (const text of ['{"reason":', '{"a":1} trailing', "{'reason':'x'}"]) {
      const answer = await post(`/refund?orderNumber=${order.orderNumber}`, text);
      expect(answer.status).toBe(400);
      expect(answer.type).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({ code: 'BAD_REQUEST', message: 'This request’s body is not valid JSON.', key: 'errors:body.malformed' });
    }
    expect(await written(order.id)).toEqual(before);
  });

  test('a body not sent as JSON: 400; past 1 MB: 413 — both in the envelope', async () => {
    const form = await post('/logout', 'reason=x', 'application/x-www-form-urlencoded');
    expect([form.status, JSON.parse(form.body).key]).toEqual([400, 'errors:body.contentType']);
    const text = await post('/logout', '{"a":1}', 'text/plain');
    expect([text.status, JSON.parse(text.body).code]).toEqual([400, 'BAD_REQUEST']);
    const large = await post('/logout', JSON.stringify({ a: 'x'.repeat(1024 * 1024) }));
    expect(large.status).toBe(413);
    expect(JSON.parse(large.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', key: 'errors:gate.tooLarge' });
  });

  test('a valid JSON body, and no body at all, are read as before', async () => {
    expect((await post('/logout', undefined, null)).status).toBe(200);
    expect((await post('/logout', '{}')).status).toBe(200);
    const { order } = await paidOrder(testDb.db, alice.member.id);
    const detail = await atWarehouseIn(testDb.db, session(staff.member), order);
    const refund = await post(`/refund?orderNumber=${order.orderNumber}`, JSON.stringify({ ...shown(detail), reason: 'Member asked to stop', amount: 1 }));
    expect(refund.status).toBe(400);
    expect(JSON.parse(refund.body).errors[0].path).toBe('amount');
    const done = await post(`/refund?orderNumber=${order.orderNumber}`, JSON.stringify({ ...shown(detail), reason: 'Member asked to stop' }));
    expect([done.status, JSON.parse(done.body).data.status]).toEqual([200, 'REFUNDED']);
  });
});
