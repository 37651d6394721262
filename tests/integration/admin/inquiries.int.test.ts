/** @jest-environment node */
// The partner inquiry inbox (issue #10; docs/product/storefront.md#partner-shops-and-inquiry): ADMIN only, newest
// first with a status filter and counts, and status changes only forward (lib/shared/admin/inquiry-status.ts), each
// one transaction with an AuditLog row {from, to}; a change made meanwhile by another admin is a 409 with the fresh
// inquiry.
import listRoute from '@/pages/api/admin/inquiries/index';
import statusRoute from '@/pages/api/admin/inquiries/[id]/status';
import { changeInquiryStatus } from '@/lib/server/admin/change-inquiry-status';
import { listInquiries } from '@/lib/server/admin/list-inquiries';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import type { InquiryStatus } from '@/lib/server/db/generated/enums';
import type { AdminInquiry, AdminInquiryPage } from '@/lib/shared/admin/views';
import { HOSTILE_BODIES } from '@/tests/integration/account/account-helpers';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type Cast, as, cast } from './admin-helpers';

let testDb: TestDb;
let people: Cast;
const T0 = Date.now() - 3_600_000;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  people = await cast(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

let sequence = 0;
async function inquiry(status: InquiryStatus = 'NEW') {
  sequence += 1;
  return testDb.db.partnerInquiry.create({
    data: {
      company: `Shop ${sequence}`,
      name: 'Lin',
      email: `shop${sequence}@inbox.test`,
      phone: '+886 2 2345 6789',
      country: 'Taiwan',
      description: 'We would like to partner.',
      status,
      locale: 'en',
      createdAt: new Date(T0 + sequence * 1000),
    },
  });
}

const list = (query: Record<string, string> = {}, cookies = people.admin.jar.cookies) => callApi<AdminInquiryPage>(listRoute, { query, cookies });
const move = (id: number | string, body: unknown, cookies = people.admin.jar.cookies) =>
  callApi<AdminInquiry>(statusRoute, { method: 'PUT', query: { id: String(id) }, body, cookies });
const statusOf = async (id: number) => (await testDb.db.partnerInquiry.findUniqueOrThrow({ where: { id } })).status;

test('STAFF and members 403, guests 401; the services refuse STAFF; nothing changes', async () => {
  const row = await inquiry();
  for (const who of [people.staff, people.member]) {
    expect((await list({}, who.jar.cookies)).status).toBe(403);
    expect((await move(row.id, { expectedStatus: 'NEW', status: 'IN_PROGRESS' }, who.jar.cookies)).status).toBe(403);
  }
  expect((await list({}, {})).status).toBe(401);
  expect((await move(row.id, { expectedStatus: 'NEW', status: 'IN_PROGRESS' }, {})).status).toBe(401);
  await expect(listInquiries(testDb.db, as(people.staff), { status: null, page: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  await expect(changeInquiryStatus(testDb.db, as(people.staff), row.id, { expectedStatus: 'NEW', status: 'CLOSED' })).rejects.toMatchObject({
    code: 'FORBIDDEN',
  });
  expect(await statusOf(row.id)).toBe('NEW');
  expect(await testDb.db.auditLog.count({ where: { action: 'admin.inquiry.status' } })).toBe(0);
  await testDb.db.partnerInquiry.delete({ where: { id: row.id } });
});

test('newest first, 20 a page, filtered by status, with the count of each status', async () => {
  const rows = [];
  for (let i = 0; i < 22; i += 1) rows.push(await inquiry(i % 3 === 0 ? 'CLOSED' : i % 3 === 1 ? 'IN_PROGRESS' : 'NEW'));
  const first = (await list()).body.data!;
  expect(first).toMatchObject({ total: 22, page: 1, pageSize: 20, counts: { NEW: 7, IN_PROGRESS: 7, CLOSED: 8 } });
  expect(first.items.map((item) => item.id)).toEqual(
    rows
      .slice(2)
      .reverse()
      .map((row) => row.id),
  );
  expect(first.items[0]).toEqual({
    id: rows[21]!.id,
    company: rows[21]!.company,
    name: 'Lin',
    phone: '+886 2 2345 6789',
    email: rows[21]!.email,
    country: 'Taiwan',
    description: 'We would like to partner.',
    status: 'CLOSED',
    locale: 'en',
    createdAt: rows[21]!.createdAt.toISOString(),
    next: [],
  });
  expect((await list({ page: '2' })).body.data!.items.map((item) => item.id)).toEqual([rows[1]!.id, rows[0]!.id]);
  const closed = (await list({ status: 'CLOSED' })).body.data!;
  expect(closed.total).toBe(8);
  expect(closed.items.every((item) => item.status === 'CLOSED' && item.next.length === 0)).toBe(true);
  for (const query of [{ status: 'OPEN' }, { status: 'new' }, { page: '0' }, { page: '-1' }] as Record<string, string>[])
    expect([query, (await list(query)).status]).toEqual([query, 400]);
  await testDb.db.partnerInquiry.deleteMany({});
});

test('NEW → IN_PROGRESS → CLOSED, each with an audit row {from, to}; CLOSED is final', async () => {
  const row = await inquiry();
  const started = await move(row.id, { expectedStatus: 'NEW', status: 'IN_PROGRESS' });
  expect(started.status).toBe(200);
  expect(started.body.data).toMatchObject({ id: row.id, status: 'IN_PROGRESS', next: ['CLOSED'] });
  const closed = await move(row.id, { expectedStatus: 'IN_PROGRESS', status: 'CLOSED' });
  expect(closed.body.data).toMatchObject({ status: 'CLOSED', next: [] });
  expect(await statusOf(row.id)).toBe('CLOSED');
  const audits = await testDb.db.auditLog.findMany({ where: { action: 'admin.inquiry.status', entityId: String(row.id) }, orderBy: { id: 'asc' } });
  expect(audits.map((audit) => [audit.actorId, audit.entity, audit.data])).toEqual([
    [people.admin.member.id, 'PartnerInquiry', { from: 'NEW', to: 'IN_PROGRESS' }],
    [people.admin.member.id, 'PartnerInquiry', { from: 'IN_PROGRESS', to: 'CLOSED' }],
  ]);
  for (const status of ['NEW', 'IN_PROGRESS', 'CLOSED']) {
    const refused = await move(row.id, { expectedStatus: 'CLOSED', status });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ key: 'admin:errors.inquiryTransition' });
  }
  expect(await statusOf(row.id)).toBe('CLOSED');
  expect(await testDb.db.auditLog.count({ where: { action: 'admin.inquiry.status', entityId: String(row.id) } })).toBe(2);
});

test('NEW may be closed outright; IN_PROGRESS never goes back to NEW', async () => {
  const spam = await inquiry();
  expect((await move(spam.id, { expectedStatus: 'NEW', status: 'CLOSED' })).status).toBe(200);
  const working = await inquiry('IN_PROGRESS');
  expect((await move(working.id, { expectedStatus: 'IN_PROGRESS', status: 'NEW' })).status).toBe(409);
  expect(await statusOf(working.id)).toBe('IN_PROGRESS');
});

test('a change made meanwhile by another admin: 409 with the inquiry as it is now, nothing written', async () => {
  const row = await inquiry();
  const other = await cast(testDb.db);
  expect((await move(row.id, { expectedStatus: 'NEW', status: 'IN_PROGRESS' }, other.admin.jar.cookies)).status).toBe(200);
  const audits = await testDb.db.auditLog.count({ where: { action: 'admin.inquiry.status' } });
  const stale = await move(row.id, { expectedStatus: 'NEW', status: 'CLOSED' });
  expect(stale.status).toBe(409);
  expect(stale.body).toMatchObject({ key: 'admin:errors.inquiryChanged', data: { id: row.id, status: 'IN_PROGRESS', next: ['CLOSED'] } });
  expect(await statusOf(row.id)).toBe('IN_PROGRESS');
  expect(await testDb.db.auditLog.count({ where: { action: 'admin.inquiry.status' } })).toBe(audits);
});

test('bad bodies and ids are 400, an unknown inquiry 404', async () => {
  const row = await inquiry();
  for (const body of [{}, { status: 'CLOSED' }, { expectedStatus: 'NEW', status: 'DONE' }, { expectedStatus: 'new', status: 'CLOSED' }, ...HOSTILE_BODIES]) {
    expect([body, (await move(row.id, body)).status]).toEqual([body, 400]);
  }
  for (const id of ['0', '-1', '1.5', 'abc', '99999999999'])
    expect([id, (await move(id, { expectedStatus: 'NEW', status: 'CLOSED' })).status]).toEqual([id, 400]);
  expect((await move(2_000_000_000, { expectedStatus: 'NEW', status: 'CLOSED' })).status).toBe(404);
  expect(await statusOf(row.id)).toBe('NEW');
});
