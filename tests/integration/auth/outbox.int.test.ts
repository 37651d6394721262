/** @jest-environment node */
// The development outbox (docs/product/accounts.md#messaging-and-outbox): GET /api/dev/outbox and /dev/outbox list
// the kept messages, newest first, and do not exist in a production build unless DEV_OUTBOX=1.
import type { GetServerSidePropsContext } from 'next';
import outboxRoute from '@/pages/api/dev/outbox';
import { getServerSideProps } from '@/pages/dev/outbox';
import { enqueueEmail, enqueueSms } from '@/lib/server/messaging/enqueue-message';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;
const env = process.env as Record<string, string | undefined>;
const saved = { NODE_ENV: env.NODE_ENV, DEV_OUTBOX: env.DEV_OUTBOX };

beforeAll(async () => {
  testDb = await createTestDb();
  await enqueueEmail(testDb.db, { to: 'alice@example.test', locale: 'en', template: 'orderPaid', params: { orderNumber: 'A-1' } });
  await enqueueEmail(testDb.db, { to: 'bob@example.test', locale: 'ko', template: 'orderPaid', params: { orderNumber: 'B-1' } });
  await enqueueEmail(testDb.db, { to: 'alice@example.test', locale: 'zh-TW', template: 'shippedOut', params: { orderNumber: 'A-2' } });
  await enqueueSms(testDb.db, { to: '+886912000111', locale: 'en', template: 'verifyPhone', params: { code: '123456' } });
}, 60_000);
afterEach(() => {
  env.NODE_ENV = saved.NODE_ENV;
  env.DEV_OUTBOX = saved.DEV_OUTBOX;
});
afterAll(async () => {
  await testDb.close();
});

type Entry = {
  id: number;
  channel: string;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  template: string;
  locale: string;
  createdAt: string;
};

test('?to= returns that address only, newest first, with every field', async () => {
  const result = await callApi<Entry[]>(outboxRoute, { query: { to: 'ALICE@example.test' } });
  expect(result.status).toBe(200);
  expect(result.body.code).toBe('OK');
  const messages = result.body.data!;
  expect(messages.map((m) => m.template)).toEqual(['shippedOut', 'orderPaid']);
  expect(messages.every((m) => m.to === 'alice@example.test')).toBe(true);
  expect(messages[0]).toEqual({
    id: expect.any(Number),
    channel: 'EMAIL',
    to: 'alice@example.test',
    subject: expect.stringContaining('A-2'),
    text: expect.stringContaining('A-2'),
    html: expect.stringContaining('<p>'),
    template: 'shippedOut',
    locale: 'zh-TW',
    createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });
  expect(messages[1]!.subject).toBe('[CardGrade] Payment received for order A-1');
  expect(result.headers['cache-control']).toBe('no-store');
});

test('without ?to= every message is listed; an unknown or hostile address gives an empty list', async () => {
  const all = await callApi<Entry[]>(outboxRoute, {});
  expect(all.body.data!.map((m) => m.to)).toEqual(['+886912000111', 'alice@example.test', 'bob@example.test', 'alice@example.test']);
  for (const to of ["' OR 1=1 --", '<script>', '%', 'x'.repeat(10_240)]) {
    const result = await callApi<Entry[]>(outboxRoute, { query: { to } });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual([]);
  }
});

test('a production build without DEV_OUTBOX → 404 for the API and the page; DEV_OUTBOX=1 opens them', async () => {
  env.NODE_ENV = 'production';
  delete env.DEV_OUTBOX;
  const hidden = await callApi(outboxRoute, { query: { to: 'alice@example.test' } });
  expect(hidden.status).toBe(404);
  expect(hidden.body).toMatchObject({ code: 'NOT_FOUND', message: 'Not found.' });
  const page = await getServerSideProps({ query: {}, locale: 'en' } as unknown as GetServerSidePropsContext);
  expect(page).toEqual({ notFound: true });

  env.DEV_OUTBOX = '1';
  expect((await callApi(outboxRoute, { query: { to: 'alice@example.test' } })).status).toBe(200);
});

test('the page lists the filtered messages in development', async () => {
  const page = await getServerSideProps({ query: { to: 'bob@example.test' }, locale: 'en' } as unknown as GetServerSidePropsContext);
  expect(page).toMatchObject({ props: { to: 'bob@example.test', messages: [expect.objectContaining({ to: 'bob@example.test', template: 'orderPaid' })] } });
});

test('only GET', async () => {
  expect((await callApi(outboxRoute, { method: 'POST', body: {} })).status).toBe(405);
  expect((await callApi(outboxRoute, { method: 'DELETE' })).status).toBe(405);
});
