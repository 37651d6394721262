/** @jest-environment node */
import { createMocks, type RequestMethod } from 'node-mocks-http';
import type { NextApiRequest, NextApiResponse } from 'next';
import handler from '@/pages/api/partner-inquiries';
import { LIMITS, resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { buildPartnerInquiryBody } from '@/tests/factories/partner';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});

async function call(body: unknown, options: { method?: RequestMethod; headers?: Record<string, string> } = {}) {
  const { req, res } = createMocks<NextApiRequest, NextApiResponse>({
    method: options.method ?? 'POST',
    body: body as NextApiRequest['body'],
    // Our own page posts the form: same Origin as the Host.
    headers: { 'content-type': 'application/json', host: 'localhost:3000', origin: 'http://localhost:3000', ...options.headers },
  });
  await handler(req, res);
  return {
    status: res._getStatusCode(),
    json: res._getJSONData() as { code: string; message: string; data?: { id: number }; errors?: { path: string; key: string; message: string }[] },
  };
}

describe('POST /api/partner-inquiries', () => {
  test('a field the form does not have is refused, naming it, and nothing is stored (issue #24)', async () => {
    const before = await testDb.db.partnerInquiry.count();
    const { status, json } = await call(buildPartnerInquiryBody({ isAdmin: true } as Record<string, unknown>));
    expect([status, json.errors?.map((error) => error.path)]).toEqual([400, ['isAdmin']]);
    expect(await testDb.db.partnerInquiry.count()).toBe(before);
  });

  test('stores a good inquiry, trimmed, with the request locale and an audit row', async () => {
    const body = buildPartnerInquiryBody({ company: '  Harbor Cards  ' });
    const { status, json } = await call(body, { headers: { 'accept-language': 'ko-KR,ko;q=0.9' } });
    expect(status).toBe(201);
    expect(json.code).toBe('OK');
    const id = json.data?.id;
    expect(typeof id).toBe('number');

    const stored = await testDb.db.partnerInquiry.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({
      company: 'Harbor Cards',
      name: body.name,
      email: body.email,
      phone: body.phone,
      country: body.country,
      description: body.description,
      locale: 'ko',
      status: 'NEW',
    });
    const audit = await testDb.db.auditLog.findMany({ where: { entity: 'PartnerInquiry', entityId: String(id) } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'partner-inquiry.create', actorId: null });
  });

  test('an e-mail alone is enough; blank optional fields are stored as null; locale defaults to zh-TW', async () => {
    const { status, json } = await call(buildPartnerInquiryBody({ phone: '', name: '  ', country: undefined }));
    expect(status).toBe(201);
    const stored = await testDb.db.partnerInquiry.findUniqueOrThrow({ where: { id: json.data?.id } });
    expect(stored).toMatchObject({ phone: null, name: null, country: null, locale: 'zh-TW' });
  });

  test('missing company → 400 with the key and its English message', async () => {
    const { status, json } = await call(buildPartnerInquiryBody({ company: undefined }));
    expect(status).toBe(400);
    expect(json.code).toBe('VALIDATION');
    expect(json.errors).toEqual([{ path: 'company', key: 'partner:errors.companyRequired', message: 'Company is a required field.' }]);
  });

  test('missing both phone and e-mail → 400', async () => {
    const { status, json } = await call(buildPartnerInquiryBody({ phone: '', email: undefined }));
    expect(status).toBe(400);
    expect(json.errors?.map((error) => error.key)).toEqual(['partner:errors.contactRequired', 'partner:errors.contactRequired']);
    expect(json.errors?.map((error) => error.path).sort()).toEqual(['email', 'phone']);
  });

  test('a bad e-mail → 400 "Wrong Email Type"', async () => {
    const { status, json } = await call(buildPartnerInquiryBody({ email: 'owner-at-harbor' }));
    expect(status).toBe(400);
    expect(json.errors).toEqual([{ path: 'email', key: 'partner:errors.emailInvalid', message: 'Wrong Email Type' }]);
  });

  test.each([
    ['10 kB company', { company: 'x'.repeat(10_240) }],
    ['10 kB description', { description: '說'.repeat(10_240) }],
    ['10 kB e-mail', { email: `${'a'.repeat(10_240)}@x.example` }],
    ['10 kB phone', { phone: '1'.repeat(10_240) }],
    ['a number as company', { company: 12345 }],
    ['an array as description', { description: ['a', 'b'] }],
    ['null company', { company: null }],
    ['an object as e-mail', { email: { $ne: '' } }],
    ['a boolean as phone', { phone: true }],
    ['HTML in the phone', { phone: '<script>alert(1)</script>' }],
    ['SQL in the e-mail', { email: 'x\'; DROP TABLE "PartnerInquiry"; --@x.example' }],
  ])('%s → 400, never 500', async (_label, overrides) => {
    const { status, json } = await call(buildPartnerInquiryBody(overrides));
    expect(status).toBe(400);
    expect(json.code).toBe('VALIDATION');
    expect(json.errors?.length).toBeGreaterThan(0);
  });

  test.each([
    ['no body', undefined],
    ['a string body', 'company=Harbor'],
    ['an array body', [buildPartnerInquiryBody()]],
    ['null body', null],
  ])('%s → 400', async (_label, body) => {
    const { status } = await call(body);
    expect(status).toBe(400);
  });

  test('HTML and SQL fragments in free text are stored as plain text', async () => {
    const description = `<img src=x onerror=alert(1)> '); DELETE FROM "PartnerInquiry"; --`;
    const { status, json } = await call(buildPartnerInquiryBody({ description, company: '<b>Shop</b>' }));
    expect(status).toBe(201);
    const stored = await testDb.db.partnerInquiry.findUniqueOrThrow({ where: { id: json.data?.id } });
    expect(stored).toMatchObject({ description, company: '<b>Shop</b>' });
    expect(await testDb.db.partnerInquiry.count()).toBeGreaterThan(1);
  });

  test('a post from another site → 403, nothing stored', async () => {
    const before = await testDb.db.partnerInquiry.count();
    const { status } = await call(buildPartnerInquiryBody(), { headers: { origin: 'https://evil.example' } });
    expect(status).toBe(403);
    expect(await testDb.db.partnerInquiry.count()).toBe(before);
  });

  test('GET → 405', async () => {
    const { status, json } = await call(undefined, { method: 'GET' });
    expect(status).toBe(405);
    expect(json.code).toBe('METHOD_NOT_ALLOWED');
  });
});

describe('abuse (issue #7: 20 of 20 posts from one address used to be stored)', () => {
  test('one address stores at most LIMITS.inquiryIp inquiries an hour; then 429 with Retry-After, nothing stored', async () => {
    resetLimitersForTests();
    const ip = '198.51.100.77';
    const before = await testDb.db.partnerInquiry.count();
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.inquiryIp.points + 2; i += 1) {
      statuses.push((await callApi(handler, { method: 'POST', body: buildPartnerInquiryBody(), ip })).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMITS.inquiryIp.points);
    const refused = await callApi(handler, { method: 'POST', body: buildPartnerInquiryBody(), ip });
    expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again later.' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await testDb.db.partnerInquiry.count()).toBe(before + LIMITS.inquiryIp.points);
    // Another visitor is not affected.
    expect((await callApi(handler, { method: 'POST', body: buildPartnerInquiryBody(), ip: '198.51.100.78' })).status).toBe(201);
  });
});
