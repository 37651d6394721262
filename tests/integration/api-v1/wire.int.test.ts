/** @jest-environment node */
// The public API on the wire, through Next's own API layer (next-api-server.ts): Next's strong ETag of the exact bytes
// does not replace ours (the bytes change with the population's "as of"), so If-None-Match → 304 without a body works
// for real clients; the preflight and CORS fields arrive; a program posts a batch from anywhere with a key; a session
// cookie sent along changes nothing.
import { publishedCertificate } from '../certificates/scan-helpers';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import type { RouteServer } from '@/tests/helpers/route-server';
import { awayFromMinuteEnd, memberWithKey, resetMeters } from './api-v1-helpers';
import { startNextApiServer } from './next-api-server';

let testDb: TestDb;
let server: RouteServer;

beforeAll(async () => {
  testDb = await createTestDb();
  server = await startNextApiServer();
}, 60_000);
afterAll(async () => {
  await server.close();
  await testDb.close();
});
beforeEach(() => resetMeters());

test('our ETag reaches the client and If-None-Match answers 304 without a body', async () => {
  const certificate = await publishedCertificate(testDb.db);
  await awayFromMinuteEnd();
  const first = await fetch(`${server.origin}/api/v1/certificates/${certificate.serial}`);
  expect(first.status).toBe(200);
  expect(first.headers.get('content-type')).toMatch(/^application\/json/);
  const etag = first.headers.get('etag')!;
  expect(etag).toMatch(/^W\/"/);
  expect(((await first.json()) as { data: { serial: string } }).data.serial).toBe(certificate.serial);
  const again = await fetch(`${server.origin}/api/v1/certificates/${certificate.serial}`, { headers: { 'if-none-match': etag } });
  expect(again.status).toBe(304);
  expect(again.headers.get('etag')).toBe(etag);
  expect(again.headers.get('cache-control')).toBe('public, max-age=60');
  expect(again.headers.get('ratelimit-remaining')).toBe('58');
  expect(await again.text()).toBe('');
});

test('the preflight and the CORS fields arrive; a browser may read the rate-limit fields', async () => {
  const certificate = await publishedCertificate(testDb.db);
  const preflight = await fetch(`${server.origin}/api/v1/certificates/${certificate.serial}`, {
    method: 'OPTIONS',
    headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key' },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  expect(preflight.headers.get('access-control-allow-headers')).toContain('X-Api-Key');
  const answer = await fetch(`${server.origin}/api/v1/certificates/${certificate.serial}`, { headers: { origin: 'https://shop.example' } });
  expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  expect(answer.headers.get('access-control-expose-headers')).toContain('RateLimit-Remaining');
  expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
});

test('a program posts a batch from anywhere with its key; a session cookie sent along is dropped', async () => {
  const certificate = await publishedCertificate(testDb.db);
  const { key } = await memberWithKey(testDb.db);
  const post = (headers: Record<string, string>) =>
    fetch(`${server.origin}/api/v1/certificates/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ serials: [certificate.serial] }),
    });
  const answer = await post({ authorization: `Bearer ${key}`, origin: 'https://evil.example', cookie: 'acc=forged; rft=forged' });
  expect(answer.status).toBe(200);
  expect(((await answer.json()) as { data: { found: boolean }[] }).data).toEqual([expect.objectContaining({ found: true })]);
  expect((await post({})).status).toBe(401);
});

test('the OpenAPI document is served as is (no envelope), kept an hour, to any origin', async () => {
  const answer = await fetch(`${server.origin}/api/v1/openapi.json`, { headers: { origin: 'https://editor.example' } });
  expect(answer.status).toBe(200);
  expect(((await answer.json()) as { openapi: string }).openapi).toBe('3.1.0');
  expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
  expect(answer.headers.get('access-control-allow-origin')).toBe('*');
});
