/** @jest-environment node */
// GET /api/v1/certificates/{serial} without a key (issue #22, docs/product/certificates.md#public-api): the page's
// record in the envelope; unknown and unpublished serials 404; malformed ones 400 before any query (letters, 8 digits,
// 100 kB), full-width digits and copied spaces normalised; CORS for any origin without credentials; a weak ETag and
// If-None-Match → 304; a label's code adds the verdict, counted as a scan and never kept by a cache.
import certificateRoute from '@/pages/api/v1/certificates/[serial]';
import { labelFacts, signLabel } from '@/lib/server/certificates/label-signature';
import { scanDay } from '@/lib/server/certificates/scans/record-verification';
import type { PublicCertificate } from '@/lib/shared/certificates/views';
import type { VerdictView } from '@/lib/shared/certificates/verdicts';
import { createMember } from '@/tests/factories/member';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { gradedCard, publishedCertificate } from '../certificates/scan-helpers';
import { type StatementLog, awayFromMinuteEnd, countStatements, nextIp, resetMeters } from './api-v1-helpers';

let testDb: TestDb;
let log: StatementLog;

beforeAll(async () => {
  testDb = await createTestDb();
  log = countStatements(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});
beforeEach(() => {
  resetMeters();
  log.clear();
});

type CertificateRecord = PublicCertificate & { verdict?: VerdictView };
const get = (serial: string, options: { query?: Record<string, string>; headers?: Record<string, string>; ip?: string } = {}) =>
  callApi<CertificateRecord>(certificateRoute, {
    query: { serial, ...options.query },
    headers: { origin: '', ...options.headers },
    ip: options.ip ?? nextIp(),
  });

test('a published certificate: the record in the envelope, nothing about the owner, and the public API headers', async () => {
  const owner = await createMember(testDb.db);
  const certificate = await publishedCertificate(testDb.db, { memberId: owner.id, description: 'Owner notes: bought at a fair' });
  const answer = await get(certificate.serial, { headers: { origin: 'https://shop.example' } });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ code: 'OK', message: 'OK' });
  const data = answer.body.data!;
  expect(data).toMatchObject({
    serial: certificate.serial,
    card: { category: certificate.cardCategory, name: certificate.playerName },
    authentic: certificate.authentic,
  });
  expect(data.subgrades).toEqual({ surface: certificate.surface, edges: certificate.edges, corners: certificate.corners, centering: certificate.centering });
  expect(data.population).toMatchObject({ total: 1 });
  expect(data.reports).toEqual({ state: null, confirmedAt: null });
  expect(data).not.toHaveProperty('verdict');
  const text = JSON.stringify(answer.body);
  for (const secret of [owner.mbEmail, owner.mbId, 'Owner notes', '"memberId"']) expect(text).not.toContain(secret);

  const headers = answer.headers;
  expect(headers['access-control-allow-origin']).toBe('*');
  expect(headers).not.toHaveProperty('access-control-allow-credentials');
  expect(headers['cache-control']).toBe('public, max-age=60');
  expect(headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
  expect(headers['ratelimit-policy']).toBe('"minute";q=60;w=60, "day";q=1000;w=86400');
  expect(headers['ratelimit-limit']).toBe('60');
  expect(headers['ratelimit-remaining']).toBe('59');
  expect(Number(headers['ratelimit-reset'])).toBeGreaterThanOrEqual(1);
  expect(headers.ratelimit).toMatch(/^"minute";r=59;t=\d+$/);
});

test('If-None-Match with the ETag answers 304 without a body; a changed record has another ETag', async () => {
  const certificate = await publishedCertificate(testDb.db);
  const first = await get(certificate.serial);
  const etag = String(first.headers.etag);
  const again = await get(certificate.serial, { headers: { 'if-none-match': etag } });
  expect(again.status).toBe(304);
  expect(again.body).toBeFalsy();
  expect(again.headers.etag).toBe(etag);
  // The population's "as of" is the answer's time: the tag ignores it, so a minute later it still matches.
  expect((await get(certificate.serial, { headers: { 'if-none-match': `"other", ${etag.slice(2)}` } })).status).toBe(304);
  await testDb.db.certificate.update({ where: { id: certificate.id }, data: { voidedAt: new Date(), voidReason: 'Issued in error' } });
  const changed = await get(certificate.serial, { headers: { 'if-none-match': etag } });
  expect(changed.status).toBe(200);
  expect(changed.body.data?.voided).toMatchObject({ reason: 'Issued in error' });
  expect(changed.headers.etag).not.toBe(etag);
});

test('an unknown serial and an unpublished certificate are 404', async () => {
  const unpublished = await gradedCard(testDb.db, null, null);
  for (const serial of ['0000001', unpublished.serial]) {
    const answer = await get(serial);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'NOT_FOUND', message: 'No published certificate has this serial.' });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  }
});

test('malformed serials are 400 with the look-up’s words, before any query', async () => {
  for (const serial of ['ABC1234', '482917a', '48291730', '12345', '4829+173', 'x'.repeat(100_000), '']) {
    log.clear();
    const answer = await get(serial);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION');
    expect(answer.body.errors?.[0]).toMatchObject({ path: 'serial', key: serial === '' ? 'cert:errors.required' : 'cert:errors.format' });
    expect(JSON.stringify(answer.body)).not.toContain('xxxxxxxx');
    expect(log.statements).toEqual([]);
  }
});

test('full-width digits, spaces and dashes copied from a label are the same serial', async () => {
  const certificate = await publishedCertificate(testDb.db);
  const fullWidth = certificate.serial.replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit)));
  const spaced = `${certificate.serial.slice(0, 4)} ${certificate.serial.slice(4)}`;
  const dashed = `${certificate.serial.slice(0, 4)}-${certificate.serial.slice(4)}`;
  for (const serial of [fullWidth, spaced, dashed, ` ${certificate.serial} `]) {
    const answer = await get(serial);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.serial).toBe(certificate.serial);
  }
});

test('a label’s code adds the verdict, counts a scan, and is never kept; a malformed code is "not verified"', async () => {
  const certificate = await publishedCertificate(testDb.db);
  const code = signLabel(labelFacts(certificate));
  const valid = await get(certificate.serial, { query: { k: code.kid, s: code.sig } });
  expect(valid.status).toBe(200);
  expect(valid.body.data?.verdict).toMatchObject({ verdict: 'valid', labelCheck: 'valid' });
  expect(valid.headers['cache-control']).toBe('no-store');
  expect(valid.headers).not.toHaveProperty('etag');
  const day = await testDb.db.certificateScanDay.findUnique({ where: { certificateId_day: { certificateId: certificate.id, day: scanDay(new Date()) } } });
  expect(day?.scans).toBe(1);

  // One character changed (never to itself), a short one, junk, half a code.
  const tampered = `${code.sig.slice(0, 5)}${code.sig[5] === 'x' ? 'y' : 'x'}${code.sig.slice(6)}`;
  const codes: Record<string, string>[] = [{ k: code.kid, s: tampered }, { k: code.kid, s: 'short' }, { k: '!!', s: '?'.repeat(5000) }, { s: code.sig }];
  for (const query of codes) {
    const answer = await get(certificate.serial, { query });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.verdict?.verdict).toBe('not-verified');
  }
  const counted = await testDb.db.certificateScanDay.findUnique({ where: { certificateId_day: { certificateId: certificate.id, day: scanDay(new Date()) } } });
  expect(counted?.scans).toBe(5);
});

test('CORS: any origin may call it without credentials; the preflight names the methods and the key headers', async () => {
  const certificate = await publishedCertificate(testDb.db);
  const preflight = await callApi(certificateRoute, {
    method: 'OPTIONS' as never,
    query: { serial: certificate.serial },
    headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers['access-control-allow-origin']).toBe('*');
  expect(preflight.headers['access-control-allow-methods']).toBe('GET, OPTIONS');
  expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/Authorization.*X-Api-Key/);
  expect(preflight.headers).not.toHaveProperty('access-control-allow-credentials');
  // Not a method of this route: 405 with Allow, still readable cross-origin.
  const posted = await callApi(certificateRoute, {
    method: 'POST',
    query: { serial: certificate.serial },
    headers: { origin: 'https://shop.example' },
    body: {},
  });
  expect(posted.status).toBe(405);
  expect(posted.headers.allow).toBe('GET');
});

test('1,000 look-ups at once from one address: 60 answered, the rest 429 with Retry-After and the fields, no query and no write for any', async () => {
  const certificate = await publishedCertificate(testDb.db);
  const ip = '198.51.100.7';
  await awayFromMinuteEnd();
  log.clear();
  // Valid, unknown and malformed serials alike, all at once.
  const serials = Array.from({ length: 1000 }, (_, i) => [certificate.serial, '0000001', 'ABC', '１２３４５６７８'][i % 4]!);
  const answers = await Promise.all(serials.map((serial) => get(serial, { ip })));
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status !== 429)).toHaveLength(60);
  expect(statuses.every((status) => [200, 400, 404, 429].includes(status))).toBe(true);
  for (const refused of answers.filter((answer) => answer.status === 429)) {
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(refused.headers['ratelimit-reset']).toBe(refused.headers['retry-after']);
    expect(refused.headers.ratelimit).toMatch(/^"minute";r=0;t=\d+$/);
  }
  // Only the answered look-ups of well-formed serials read (one query each); malformed ones and refusals read nothing,
  // and nothing was ever written to count them.
  const lookedUp = answers.filter((answer, i) => answer.status !== 429 && /^\d{7}$/.test(serials[i]!)).length;
  expect(log.statements).toHaveLength(lookedUp);
  expect(log.statements.every((statement) => statement === 'Certificate.findFirst')).toBe(true);
  expect(await testDb.db.apiUsage.count()).toBe(0);
  // Another address is not affected.
  expect((await get(certificate.serial, { ip: '198.51.100.8' })).status).toBe(200);
});
