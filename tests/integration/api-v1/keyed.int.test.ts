/** @jest-environment node */
// Callers with a key (issue #22, docs/product/certificates.md#public-api): the key's daily limit instead of the
// address's, counted in memory and written to ApiUsage once per key per flush (with lastUsedAt), never per request;
// a malformed key is 401 before any query, an unknown or revoked one 401 after one read (then remembered a few
// seconds), never a 500 and never a silent fall back to the keyless limit; an address that keeps failing is refused
// before any look-up. The batch: a key required, up to 100 serials normalised, one query for all, callable from any
// origin.
import batchRoute from '@/pages/api/v1/certificates/batch';
import certificateRoute from '@/pages/api/v1/certificates/[serial]';
import keyRoute from '@/pages/api/account/api-keys/[id]';
import { KEY_FAILURES_PER_MINUTE } from '@/lib/server/api-keys/authenticate-api-key';
import { flushApiUsage, usageDay } from '@/lib/server/api-keys/usage-meter';
import { KEYED_PER_DAY, KEYLESS_PER_MINUTE } from '@/lib/shared/public-api/limits';
import type { BatchEntry } from '@/lib/server/public-api/get-certificate-batch';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { sessionFor } from '../account/account-helpers';
import { publishedCertificate } from '../certificates/scan-helpers';
import { type StatementLog, awayFromMinuteEnd, countStatements, memberWithKey, nextIp, resetMeters, writesIn } from './api-v1-helpers';

let testDb: TestDb;
let log: StatementLog;

beforeAll(async () => {
  testDb = await createTestDb();
  log = countStatements(testDb.db);
}, 60_000);
afterAll(async () => {
  resetMeters();
  await testDb.close();
});
beforeEach(() => {
  resetMeters();
  log.clear();
});

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const get = (serial: string, headers: Record<string, string>, ip = nextIp()) =>
  callApi(certificateRoute, { query: { serial }, headers: { origin: '', ...headers }, ip });
const batch = (body: unknown, headers: Record<string, string>, ip = nextIp()) =>
  callApi<BatchEntry[]>(batchRoute, { method: 'POST', body, headers: { origin: '', ...headers }, ip });

test('a key gets the daily key limit, not the address’s: counted in memory, one write per key at the flush', async () => {
  const certificate = await publishedCertificate(testDb.db);
  const { key, apiKey } = await memberWithKey(testDb.db);
  const ip = '198.51.100.20';
  log.clear();
  const requests = KEYLESS_PER_MINUTE + 20;
  for (let i = 0; i < requests; i += 1) {
    const answer = await get(certificate.serial, i % 2 ? bearer(key) : { 'x-api-key': key }, ip);
    expect(answer.status).toBe(200);
    if (i === 0) {
      expect(answer.headers['ratelimit-policy']).toBe(`"day";q=${KEYED_PER_DAY};w=86400`);
      expect(answer.headers['ratelimit-remaining']).toBe(String(KEYED_PER_DAY - 1));
    }
  }
  // One read of the key (remembered for a few seconds), one read per record; nothing written to count them.
  expect(log.statements.filter((statement) => statement.startsWith('ApiKey.'))).toEqual(['ApiKey.findUnique']);
  expect(writesIn(log.statements)).toEqual([]);
  expect(await testDb.db.apiUsage.count()).toBe(0);

  log.clear();
  await flushApiUsage();
  expect(log.statements).toEqual(['-.$queryRaw']);
  const usage = await testDb.db.apiUsage.findUniqueOrThrow({ where: { keyId_day: { keyId: apiKey.id, day: usageDay(new Date()) } } });
  expect(usage.requests).toBe(requests);
  expect((await testDb.db.apiKey.findUniqueOrThrow({ where: { id: apiKey.id } })).lastUsedAt).toEqual(expect.any(Date));
  // Nothing new: a flush writes nothing.
  log.clear();
  await flushApiUsage();
  expect(log.statements).toEqual([]);
  // More requests add to the row.
  await get(certificate.serial, bearer(key), ip);
  await flushApiUsage();
  expect((await testDb.db.apiUsage.findUniqueOrThrow({ where: { keyId_day: { keyId: apiKey.id, day: usageDay(new Date()) } } })).requests).toBe(requests + 1);
});

test('the day’s stored total counts: past the key’s limit, 429 with Retry-After until midnight UTC', async () => {
  const certificate = await publishedCertificate(testDb.db);
  const { key, apiKey } = await memberWithKey(testDb.db);
  // What other instances (or this one before a restart) stored today.
  await testDb.db.apiUsage.create({ data: { keyId: apiKey.id, day: usageDay(new Date()), requests: KEYED_PER_DAY - 2 } });
  expect((await get(certificate.serial, bearer(key))).headers['ratelimit-remaining']).toBe('1');
  expect((await get(certificate.serial, bearer(key))).headers['ratelimit-remaining']).toBe('0');
  log.clear();
  const refused = await get(certificate.serial, bearer(key));
  expect(refused.status).toBe(429);
  const midnight = (usageDay(new Date()).getTime() + 86_400_000 - Date.now()) / 1000;
  expect(Math.abs(Number(refused.headers['retry-after']) - midnight)).toBeLessThan(5);
  expect(refused.headers.ratelimit).toMatch(/^"day";r=0;t=\d+$/);
  expect(log.statements).toEqual([]);
  await flushApiUsage();
  expect((await testDb.db.apiUsage.findUniqueOrThrow({ where: { keyId_day: { keyId: apiKey.id, day: usageDay(new Date()) } } })).requests).toBe(KEYED_PER_DAY);
});

test('malformed keys are 401 before any query, with WWW-Authenticate; never the keyless limit instead', async () => {
  const certificate = await publishedCertificate(testDb.db);
  const { key } = await memberWithKey(testDb.db);
  log.clear();
  const malformed: Record<string, string>[] = [
    { authorization: 'Bearer nope' },
    { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
    { authorization: `Bearer ${key}x` },
    { authorization: `Bearer ${key.slice(0, -1)}!` },
    { authorization: 'Bearer' },
    { 'x-api-key': '' },
    { 'x-api-key': `cgk_${'A'.repeat(42)}` },
    { 'x-api-key': 'x'.repeat(100_000) },
    { authorization: `Bearer ${key}`, 'x-api-key': `cgk_${'B'.repeat(43)}` },
  ];
  for (const headers of malformed) {
    const answer = await get(certificate.serial, headers);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'UNAUTHORIZED', key: 'publicApi:errors.malformedKey' });
    expect(answer.headers['www-authenticate']).toBe('Bearer realm="CardGrade API"');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  }
  expect(log.statements).toEqual([]);
});

test('an unknown key is 401 after one read; an address that keeps failing is refused before any look-up', async () => {
  const certificate = await publishedCertificate(testDb.db);
  const ip = '198.51.100.30';
  await awayFromMinuteEnd();
  log.clear();
  for (let i = 0; i < KEY_FAILURES_PER_MINUTE; i += 1) {
    const answer = await get(certificate.serial, bearer(`cgk_${String(i).padStart(43, 'Q')}`), ip);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'UNAUTHORIZED', message: 'Unknown API key.' });
  }
  expect(log.statements).toHaveLength(KEY_FAILURES_PER_MINUTE);
  log.clear();
  const refused = await get(certificate.serial, bearer(`cgk_${'Z'.repeat(43)}`), ip);
  expect(refused.status).toBe(429);
  expect(refused.body.code).toBe('RATE_LIMITED');
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(log.statements).toEqual([]);
  // A working key from that address still works (it is not a failure), and other addresses are not affected.
  const { key } = await memberWithKey(testDb.db);
  expect((await get(certificate.serial, bearer(`cgk_${'Z'.repeat(43)}`))).status).toBe(401);
  expect((await get(certificate.serial, bearer(key))).status).toBe(200);
});

test('a revoked key is 401 at once on this instance; revoked elsewhere, once its remembered answer expires', async () => {
  const certificate = await publishedCertificate(testDb.db);
  const { member, key, apiKey } = await memberWithKey(testDb.db);
  expect((await get(certificate.serial, bearer(key))).status).toBe(200);
  const jar = await sessionFor(testDb.db, member);
  expect((await callApi(keyRoute, { method: 'DELETE', cookies: jar.cookies, query: { id: String(apiKey.id) } })).status).toBe(200);
  const refused = await get(certificate.serial, bearer(key));
  expect(refused.status).toBe(401);
  expect(refused.body).toMatchObject({ code: 'UNAUTHORIZED', message: 'This API key was revoked.' });
  // Another key, revoked by another instance (straight in the database): remembered as good for a few seconds here.
  const other = await memberWithKey(testDb.db);
  expect((await get(certificate.serial, bearer(other.key))).status).toBe(200);
  await testDb.db.apiKey.update({ where: { id: other.apiKey.id }, data: { revokedAt: new Date() } });
  expect((await get(certificate.serial, bearer(other.key))).status).toBe(200);
  resetMeters(); // as when KEY_CACHE_MS have passed
  expect((await get(certificate.serial, bearer(other.key))).status).toBe(401);
  // A withdrawn member's key stops too.
  const gone = await memberWithKey(testDb.db);
  await testDb.db.member.update({ where: { id: gone.member.id }, data: { mbStatus: 'WITHDRAWN' } });
  expect((await get(certificate.serial, bearer(gone.key))).body).toMatchObject({ code: 'UNAUTHORIZED', message: "This API key's account is not active." });
});

test('the batch: a key required; serials normalised, answered in order, in one query; from any origin', async () => {
  const [a, b] = [await publishedCertificate(testDb.db), await publishedCertificate(testDb.db)];
  const { key } = await memberWithKey(testDb.db);
  const fullWidth = b.serial.replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit)));
  const body = { serials: [a.serial, '0000001', fullWidth, `${a.serial.slice(0, 3)} ${a.serial.slice(3)}`] };

  const keyless = await batch(body, {});
  expect(keyless.status).toBe(401);
  expect(keyless.body).toMatchObject({ code: 'UNAUTHORIZED', key: 'publicApi:errors.keyRequired' });

  log.clear();
  const answer = await batch(body, { ...bearer(key), origin: 'https://shop.example' });
  expect(answer.status).toBe(200);
  expect(answer.headers['access-control-allow-origin']).toBe('*');
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.body.data!.map(({ serial, found }) => [serial, found])).toEqual([
    [a.serial, true],
    ['0000001', false],
    [b.serial, true],
  ]);
  expect(answer.body.data![0]!.certificate).toMatchObject({ serial: a.serial, grade: expect.any(String) });
  expect(answer.body.data![1]).not.toHaveProperty('certificate');
  expect(log.statements).toEqual(['ApiKey.findUnique', 'Certificate.findMany']);

  // Without an Origin at all (a program), too.
  expect((await batch(body, { ...bearer(key), origin: '' })).status).toBe(200);
  const hundred = Array.from({ length: 100 }, (_, i) => String(1_000_000 + i));
  expect((await batch({ serials: hundred }, bearer(key))).body.data).toHaveLength(100);
});

test('the batch refuses what is no list of 1 to 100 serials, naming the bad one', async () => {
  const { key } = await memberWithKey(testDb.db);
  for (const [body, path] of [
    [{ serials: [] }, 'serials'],
    [{ serials: Array.from({ length: 101 }, () => '1234567') }, 'serials'],
    [{ serials: '1234567' }, 'serials'],
    [{ serials: ['1234567', 'ABC1234'] }, 'serials[1]'],
    [{ serials: ['12345678'] }, 'serials[0]'],
    [{ serials: [1234567] }, 'serials[0]'],
    [{ serials: ['x'.repeat(100_000)] }, 'serials[0]'],
    [[], ''],
    [{}, 'serials'],
  ] as const) {
    log.clear();
    const answer = await batch(body, bearer(key));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION');
    expect(answer.body.errors?.[0]?.path).toBe(path);
    expect(writesIn(log.statements)).toEqual([]);
    expect(log.statements.filter((statement) => statement.startsWith('Certificate.'))).toEqual([]);
  }
});

test('a key deleted before its count is written (its member’s account removed) is forgotten at the flush, never retried', async () => {
  const certificate = await publishedCertificate(testDb.db);
  const { key, apiKey } = await memberWithKey(testDb.db);
  expect((await get(certificate.serial, bearer(key))).status).toBe(200);
  await testDb.db.apiKey.delete({ where: { id: apiKey.id } });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await flushApiUsage();
    log.clear();
    await flushApiUsage();
    expect(log.statements).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  } finally {
    errors.mockRestore();
  }
});
