// The public certificate API v1 against the built app (issue #22, docs/product/certificates.md#public-api): its OpenAPI
// document validates with a library validator (not a hand check) and every reference resolves; a certificate answers
// through Next with our ETag (304 without a body), the CORS and rate-limit fields; the batch takes a key from any
// origin; bad keys are 401; a flood from one address meets 429 with Retry-After (each instance counts on its own, so
// with several instances it comes later: up to that many times the limit).
import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { KEYLESS_PER_MINUTE } from '@/lib/shared/public-api/limits';
import { API_CERTIFICATE, HOSTILE } from '../support/e2e-fixtures';

/** An address of our own per test (the server trusts X-Forwarded-For here), so the per-address limit is ours alone. */
const address = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

async function client(playwright: { request: { newContext(options: object): Promise<APIRequestContext> } }, baseURL: string | undefined) {
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address() } });
}

test('the OpenAPI document validates with a library validator, and every reference resolves', async ({ request }) => {
  const answer = await request.get('/api/v1/openapi.json');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/json/);
  expect(answer.headers()['access-control-allow-origin']).toBe('*');
  const document = (await answer.json()) as Record<string, unknown>;
  const { Validator } = await import('@seriousme/openapi-schema-validator');
  const validator = new Validator();
  const result = await validator.validate(document);
  expect(result.errors).toBeUndefined();
  expect(result.valid).toBe(true);
  expect(validator.version).toBe('3.1');
  expect(JSON.stringify(validator.resolveRefs())).not.toContain('"$ref"');
  expect(Object.keys(document.paths as object).sort()).toEqual(['/certificates/batch', '/certificates/{serial}', '/population', '/population/changes']);
});

test('a certificate through the built server: the record, our ETag and 304, the CORS and rate-limit fields', async ({ playwright, baseURL }) => {
  const api = await client(playwright, baseURL);
  try {
    const first = await api.get(`/api/v1/certificates/${API_CERTIFICATE.serial}`, { headers: { origin: 'https://shop.example' } });
    expect(first.status()).toBe(200);
    const body = (await first.json()) as { code: string; data: { serial: string; card: { name: string }; grade: string } };
    expect(body).toMatchObject({
      code: 'OK',
      data: { serial: API_CERTIFICATE.serial, card: { name: API_CERTIFICATE.playerName }, grade: String(API_CERTIFICATE.grade) },
    });
    const headers = first.headers();
    expect(headers['access-control-allow-origin']).toBe('*');
    expect(headers['access-control-allow-credentials']).toBeUndefined();
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(headers['ratelimit-policy']).toContain('"minute"');
    expect(Number(headers['ratelimit-remaining'])).toBeLessThan(KEYLESS_PER_MINUTE);
    expect(headers.etag).toMatch(/^W\/"/);

    const again = await api.get(`/api/v1/certificates/${API_CERTIFICATE.serial}`, { headers: { 'if-none-match': headers.etag! } });
    expect(again.status()).toBe(304);
    expect((await again.body()).length).toBe(0);

    const fullWidth = API_CERTIFICATE.serial.replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit)));
    expect(((await (await api.get(`/api/v1/certificates/${encodeURIComponent(fullWidth)}`)).json()) as { data: { serial: string } }).data.serial).toBe(
      API_CERTIFICATE.serial,
    );
    expect((await api.get('/api/v1/certificates/ABC1234')).status()).toBe(400);
    expect((await api.get('/api/v1/certificates/12345678')).status()).toBe(400);
    expect((await api.get('/api/v1/certificates/0000001')).status()).toBe(404);

    const preflight = await api.fetch(`/api/v1/certificates/${API_CERTIFICATE.serial}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status()).toBe(204);
    expect(preflight.headers()['access-control-allow-methods']).toBe('GET, OPTIONS');
  } finally {
    await api.dispose();
  }
});

test('the batch takes a key from any origin; no key, a malformed key or an unknown one is 401', async ({ playwright, baseURL }) => {
  const api = await client(playwright, baseURL);
  try {
    const post = (headers: Record<string, string>) =>
      api.post('/api/v1/certificates/batch', {
        headers: { origin: 'https://elsewhere.example', ...headers },
        data: { serials: [API_CERTIFICATE.serial, '0000001'] },
      });
    const answer = await post({ authorization: `Bearer ${HOSTILE.apiKey}` });
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { data: { serial: string; found: boolean }[] }).data.map(({ serial, found }) => [serial, found])).toEqual([
      [API_CERTIFICATE.serial, true],
      ['0000001', false],
    ]);
    expect(answer.headers()['ratelimit-policy']).toMatch(/^"day";q=50000/);
    const bad: Record<string, string>[] = [{}, { authorization: 'Bearer nope' }, { 'x-api-key': `cgk_${'Q'.repeat(43)}` }];
    for (const headers of bad) {
      const refused = await post(headers);
      expect(refused.status()).toBe(401);
      expect(refused.headers()['www-authenticate']).toBe('Bearer realm="CardGrade API"');
    }
  } finally {
    await api.dispose();
  }
});

test('a flood from one address meets 429 with Retry-After, never a 5xx', async ({ playwright, baseURL }) => {
  const api = await client(playwright, baseURL);
  try {
    let refused = null;
    // Each instance counts on its own: up to 8 of them are covered.
    for (let i = 0; i < KEYLESS_PER_MINUTE * 8 + 1 && !refused; i += 1) {
      const answer = await api.get(`/api/v1/certificates/${i % 3 ? API_CERTIFICATE.serial : 'not-a-serial'}`);
      expect(answer.status()).toBeLessThan(500);
      if (answer.status() === 429) refused = answer;
    }
    expect(refused).not.toBeNull();
    expect(Number(refused!.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused!.headers()['ratelimit-remaining']).toBe('0');
    expect(((await refused!.json()) as { code: string }).code).toBe('RATE_LIMITED');
  } finally {
    await api.dispose();
  }
});
