/** @jest-environment node */
// The back office's failed messages (decision 0026): ADMIN only; FAILED (and PENDING) messages listed with recipient,
// template, tries, last error and dates but never the body; a resend puts a FAILED message back to PENDING with its
// tries reset, audited, and the worker delivers it; a message that is not FAILED is a 409 and nothing changes.
import type { GetServerSidePropsContext } from 'next';
import { getServerSideProps as messagesPage } from '@/pages/admin/messages';
import listRoute from '@/pages/api/admin/messages/index';
import resendRoute from '@/pages/api/admin/messages/[id]/resend';
import { OUTBOX_RESEND_AUDIT, resendOutboxMessage } from '@/lib/server/admin/resend-outbox-message';
import { deliverDueMessages } from '@/lib/server/messaging/delivery/deliver-due';
import { MAX_ATTEMPTS, MAX_RETRY_MS } from '@/lib/server/messaging/delivery/policy';
import { enqueueEmail } from '@/lib/server/messaging/enqueue-message';
import type { MessageTransport } from '@/lib/server/messaging/transport';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import type { AdminOutboxMessage, AdminOutboxPage } from '@/lib/shared/admin/outbox-views';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type Cast, as, cast } from './admin-helpers';

let testDb: TestDb;
let people: Cast;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  people = await cast(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const list = (query: Record<string, string> = {}, cookies = people.admin.jar.cookies) => callApi<AdminOutboxPage>(listRoute, { query, cookies });
const resend = (id: number | string, cookies = people.admin.jar.cookies) =>
  callApi<AdminOutboxMessage>(resendRoute, { method: 'POST', query: { id: String(id) }, body: {}, cookies });

function transport(fail: boolean): MessageTransport & { sent: string[] } {
  const sent: string[] = [];
  return {
    name: 'smtp',
    nameFor: () => 'smtp',
    keepsBody: false,
    sent,
    async sendEmail(message) {
      if (fail) throw new Error('535 Authentication failed');
      sent.push(message.to);
    },
    async sendSms() {},
  };
}

/** A message taken through every try until FAILED. */
async function failedMessage(to: string): Promise<number> {
  const id = await enqueueEmail(testDb.db, {
    to,
    locale: 'en',
    template: 'verifyEmail',
    params: { nick: 'x', code: '112233', link: 'http://localhost/x', hours: 24 },
  });
  let now = new Date();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    await deliverDueMessages(testDb.db, { transport: transport(true), clock: () => now });
    now = new Date(now.getTime() + MAX_RETRY_MS);
  }
  expect((await testDb.db.outboxMessage.findUniqueOrThrow({ where: { id } })).status).toBe('FAILED');
  return id;
}

test('STAFF and members 403, guests 401; the service refuses STAFF; nothing changes, nothing audited', async () => {
  const id = await failedMessage('refused-roles@example.test');
  for (const who of [people.staff, people.member]) {
    expect((await list({}, who.jar.cookies)).status).toBe(403);
    expect((await resend(id, who.jar.cookies)).status).toBe(403);
  }
  expect((await list({}, {})).status).toBe(401);
  expect((await resend(id, {})).status).toBe(401);
  await expect(resendOutboxMessage(testDb.db, as(people.staff), id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  expect(await testDb.db.outboxMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'FAILED', attempts: MAX_ATTEMPTS });
  expect(await testDb.db.auditLog.count({ where: { action: OUTBOX_RESEND_AUDIT } })).toBe(0);
});

test('the list shows FAILED messages with their last error and no body; PENDING on request; counts for both', async () => {
  const id = await failedMessage('listed@example.test');
  await enqueueEmail(testDb.db, { to: 'waiting@example.test', locale: 'en', template: 'orderPaid', params: { orderNumber: 'W-1' } });
  const failed = await list();
  expect(failed.status).toBe(200);
  const page = failed.body.data!;
  expect(page.status).toBe('FAILED');
  const item = page.items.find((message) => message.id === id)!;
  expect(item).toEqual({
    id,
    channel: 'EMAIL',
    to: 'listed@example.test',
    template: 'verifyEmail',
    locale: 'en',
    status: 'FAILED',
    attempts: MAX_ATTEMPTS,
    lastError: 'Error: 535 Authentication failed',
    createdAt: expect.any(String),
    nextAttemptAt: expect.any(String),
    failedAt: expect.any(String),
    sentAt: null,
  });
  expect(JSON.stringify(page)).not.toContain('112233');
  expect(page.counts.FAILED).toBeGreaterThanOrEqual(2);
  expect(page.counts.PENDING).toBeGreaterThanOrEqual(1);
  const pending = (await list({ status: 'PENDING' })).body.data!;
  expect(pending.items.map((message) => message.to)).toContain('waiting@example.test');
  expect(pending.items.every((message) => message.status === 'PENDING')).toBe(true);
  for (const query of [{ status: 'SENT' }, { status: 'x' }, { page: '0' }, { page: 'abc' }] as Record<string, string>[])
    expect((await list(query)).status).toBe(400);
});

test('ADMIN resends: PENDING with tries reset, audited with what it had been through, then delivered once', async () => {
  const id = await failedMessage('resend-me@example.test');
  const answer = await resend(id);
  expect(answer.status).toBe(200);
  expect(answer.body.data).toMatchObject({ id, status: 'PENDING', attempts: 0, failedAt: null });
  const audit = await testDb.db.auditLog.findFirstOrThrow({ where: { action: OUTBOX_RESEND_AUDIT, entityId: String(id) } });
  expect(audit).toMatchObject({ actorId: people.admin.member.id, entity: 'OutboxMessage' });
  expect(audit.data).toMatchObject({
    to: 'resend-me@example.test',
    template: 'verifyEmail',
    attempts: MAX_ATTEMPTS,
    lastError: 'Error: 535 Authentication failed',
  });

  // Resent twice (a double click, two admins): the second is a 409 with the message as it is now, not audited.
  const again = await resend(id);
  expect(again.status).toBe(409);
  expect(again.body.data).toMatchObject({ id, status: 'PENDING' });
  expect(await testDb.db.auditLog.count({ where: { action: OUTBOX_RESEND_AUDIT, entityId: String(id) } })).toBe(1);

  const working = transport(false);
  await deliverDueMessages(testDb.db, { transport: working });
  expect(working.sent.filter((to) => to === 'resend-me@example.test')).toHaveLength(1);
  expect(await testDb.db.outboxMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'SENT', attempts: 1, text: '(sent by SMTP)' });
  expect((await resend(id)).status).toBe(409);
});

test('an unknown or malformed id: 404 / 400', async () => {
  expect((await resend(2_000_000_000)).status).toBe(404);
  for (const id of ['0', '-1', 'abc', '1.5', '99999999999']) expect((await resend(id)).status).toBe(400);
});

function pageContext(cookies: Record<string, string>, query: Record<string, string> = {}) {
  const headers = new Map<string, unknown>();
  const res = { getHeader: (n: string) => headers.get(n.toLowerCase()), setHeader: (n: string, v: unknown) => headers.set(n.toLowerCase(), v) };
  return {
    req: { headers: {}, cookies },
    res,
    locale: 'en',
    defaultLocale: 'zh-TW',
    locales: ['zh-TW', 'en', 'ko'],
    resolvedUrl: '/admin/messages',
    query,
    params: {},
  } as unknown as GetServerSidePropsContext;
}

test('/admin/messages: an ADMIN gets the tab of the URL rendered on the server; STAFF and members the not-found page', async () => {
  await failedMessage('page@example.test');
  const failed = (await messagesPage(pageContext(people.admin.jar.cookies))) as { props?: { initial: AdminOutboxPage } };
  expect(failed.props?.initial).toMatchObject({ status: 'FAILED', page: 1 });
  expect(failed.props?.initial.items.map((message) => message.to)).toContain('page@example.test');
  const pending = (await messagesPage(pageContext(people.admin.jar.cookies, { status: 'PENDING' }))) as { props?: { initial: AdminOutboxPage } };
  expect(pending.props?.initial.status).toBe('PENDING');
  // A hand-edited URL shows the first page of failed messages, never an error.
  const edited = (await messagesPage(pageContext(people.admin.jar.cookies, { status: 'SENT', page: 'x' }))) as { props?: { initial: AdminOutboxPage } };
  expect(edited.props?.initial).toMatchObject({ status: 'FAILED', page: 1 });
  for (const who of [people.staff, people.member]) expect(await messagesPage(pageContext(who.jar.cookies))).toEqual({ notFound: true });
});
