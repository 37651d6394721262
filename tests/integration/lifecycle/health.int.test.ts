/** @jest-environment node */
// Health and readiness (issue #23, docs/OPERATIONS.md "Health"): /api/health answers without the database;
// /api/ready says whether the instance should get requests — database, migrations, storage — and turns 503 from the
// moment a stop begins; a database that cannot be reached makes every API answer 503 with Retry-After and one log
// line, and the same route answers again once it is back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import { createMocks } from 'node-mocks-http';
import { openPostgres, setDb } from '@/lib/server/db/client';
import { beginShutdown } from '@/lib/server/lifecycle/shutdown';
import health from '@/pages/api/health';
import pricePolicy from '@/pages/api/price-policy';
import ready from '@/pages/api/ready';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;
let uploads: string;
const previousUploadDir = process.env.UPLOAD_DIR;

beforeAll(async () => {
  testDb = await createTestDb();
  uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'cardgrade-ready-'));
  process.env.UPLOAD_DIR = uploads;
});
afterAll(async () => {
  await testDb.close();
  fs.rmSync(uploads, { recursive: true, force: true });
  process.env.UPLOAD_DIR = previousUploadDir;
});

async function call(handler: (req: NextApiRequest, res: NextApiResponse) => unknown, url: string) {
  const { req, res } = createMocks<NextApiRequest, NextApiResponse>({ method: 'GET', url, query: url.includes('currency') ? { currency: 'TWD' } : {} });
  await handler(req, res);
  return { status: res._getStatusCode(), headers: res._getHeaders(), json: res._getJSONData() as { code: string; data: Record<string, unknown> } };
}

test('ready: the migrated database, every migration and a writable storage → 200, and nothing secret in the answer', async () => {
  setDb(testDb.db);
  const answer = await call(ready, '/api/ready');
  expect(answer.status).toBe(200);
  expect(answer.json.data).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(JSON.stringify(answer.json)).not.toMatch(/postgres|password|secret|\/tmp/i);
  expect(fs.readdirSync(path.join(uploads, 'health'))).toEqual([]); // the probe is removed
});

test('ready: a migration this build carries but the database lacks → 503 "pending"', async () => {
  setDb(testDb.db);
  const [last] = await testDb.db.$queryRaw<{ id: string }[]>`SELECT id FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1`;
  await testDb.db.$executeRaw`UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE id = ${last!.id}`;
  try {
    const answer = await call(ready, '/api/ready');
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json).toMatchObject({ code: 'SERVICE_UNAVAILABLE', data: { ready: false, checks: { database: 'ok', migrations: 'pending' } } });
  } finally {
    await testDb.db.$executeRaw`UPDATE "_prisma_migrations" SET rolled_back_at = NULL WHERE id = ${last!.id}`;
  }
});

test('ready: a storage that takes no write → 503 "failed"', async () => {
  setDb(testDb.db);
  const file = path.join(os.tmpdir(), `cardgrade-not-a-folder-${process.pid}`);
  fs.writeFileSync(file, 'a file where the upload folder should be');
  process.env.UPLOAD_DIR = file;
  try {
    const answer = await call(ready, '/api/ready');
    expect(answer.status).toBe(503);
    expect(answer.json.data).toMatchObject({ checks: { database: 'ok', storage: 'failed' } });
  } finally {
    process.env.UPLOAD_DIR = uploads;
    fs.rmSync(file, { force: true });
  }
});

describe('a database that cannot be reached', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  test('ready → 503 "failed" within its deadline; an API → 503 with Retry-After and one log line; back → 200 again', async () => {
    // Nothing listens on port 1: every connection is refused, as with a stopped server.
    const down = await openPostgres('postgresql://nobody:nothing@127.0.0.1:1/none', { migrate: false });
    setDb(down);
    try {
      const notReady = await call(ready, '/api/ready');
      expect(notReady.status).toBe(503);
      expect(notReady.json.data).toMatchObject({ ready: false, checks: { database: 'failed', migrations: 'failed', storage: 'ok' } });

      const answer = await call(pricePolicy, '/api/price-policy?currency=TWD');
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json.code).toBe('SERVICE_UNAVAILABLE');
      expect(errors).toHaveBeenCalledTimes(1);
      expect(String(errors.mock.calls[0]![0])).toMatch(/^\[db\] unavailable: /);
      expect(String(errors.mock.calls[0]![0])).not.toContain('\n');
    } finally {
      await down.$disconnect().catch(() => undefined);
    }
    setDb(testDb.db);
    expect((await call(pricePolicy, '/api/price-policy?currency=TWD')).status).not.toBe(503);
    expect((await call(ready, '/api/ready')).status).toBe(200);
  });
});

test('health answers without the database; once a stop begins, ready is 503 "stopping" and health says so', async () => {
  const down = await openPostgres('postgresql://nobody:nothing@127.0.0.1:1/none', { migrate: false });
  setDb(down);
  try {
    const up = await call(health, '/api/health');
    expect(up.status).toBe(200);
    expect(up.json.data).toMatchObject({ status: 'up' });
  } finally {
    await down.$disconnect().catch(() => undefined);
  }
  setDb(testDb.db);
  const exit = jest.fn();
  // The stop's bound is a timer: a fake one, cleared below, so it never fires in a later test file.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    beginShutdown('SIGTERM', exit);
    const stopping = await call(ready, '/api/ready');
    expect(stopping.status).toBe(503);
    expect(stopping.json.data).toEqual({ ready: false, checks: { database: 'stopping', migrations: 'stopping', storage: 'stopping' } });
    expect((await call(health, '/api/health')).json.data).toMatchObject({ status: 'stopping' });
    expect(exit).not.toHaveBeenCalled(); // the bound is SHUTDOWN_TIMEOUT_SECONDS away
  } finally {
    jest.clearAllTimers();
    jest.useRealTimers();
  }
});
