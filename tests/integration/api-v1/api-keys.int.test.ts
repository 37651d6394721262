/** @jest-environment node */
// Members' API keys (issue #22, docs/product/certificates.md#public-api): made on the account page, shown once, stored
// as a SHA-256; a name of 1–40 characters; at most 10 live keys; revoking is idempotent and only for the owner (another
// member's key is 404, exactly like a missing one); the account routes keep the same-origin check.
import { createHash } from 'node:crypto';
import type { GetServerSidePropsContext } from 'next';
import { getServerSideProps as apiKeysPage } from '@/pages/account/api-keys';
import keysRoute from '@/pages/api/account/api-keys/index';
import keyRoute from '@/pages/api/account/api-keys/[id]';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import type { ApiKeyView, CreatedApiKey } from '@/lib/shared/api-keys';
import { CookieJar, callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { signedInMember } from '../account/account-helpers';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const create = (jar: CookieJar, body: unknown, headers?: Record<string, string>) =>
  callApi<CreatedApiKey>(keysRoute, { method: 'POST', cookies: jar.cookies, body, headers });
const list = async (jar: CookieJar) => (await callApi<ApiKeyView[]>(keysRoute, { cookies: jar.cookies })).body.data!;
const revoke = (jar: CookieJar, id: number | string) => callApi<ApiKeyView>(keyRoute, { method: 'DELETE', cookies: jar.cookies, query: { id: String(id) } });

test('every call needs a session', async () => {
  const anonymous = new CookieJar();
  expect((await callApi(keysRoute, {})).status).toBe(401);
  expect((await create(anonymous, { name: 'x' })).status).toBe(401);
  expect((await revoke(anonymous, 1)).status).toBe(401);
});

test('a new key is shown once, in full; only its SHA-256 and first characters are stored', async () => {
  const { member, jar } = await signedInMember(testDb.db);
  const made = await create(jar, { name: '  Shop stock sync ' });
  expect(made.status).toBe(201);
  expect(made.headers['cache-control']).toBe('no-store');
  const { key, apiKey } = made.body.data!;
  expect(key).toMatch(/^cgk_[A-Za-z0-9_-]{43}$/);
  expect(apiKey).toMatchObject({ name: 'Shop stock sync', prefix: key.slice(0, 12), lastUsedAt: null, revokedAt: null });
  const row = await testDb.db.apiKey.findUniqueOrThrow({ where: { id: apiKey.id } });
  expect(row).toMatchObject({ memberId: member.id, hash: createHash('sha256').update(key).digest('hex'), prefix: key.slice(4, 12) });
  expect(JSON.stringify(row)).not.toContain(key.slice(12));
  // The list never holds the key again.
  const listed = await list(jar);
  expect(listed).toEqual([apiKey]);
  expect(JSON.stringify(listed)).not.toContain(key.slice(12));
  expect(await testDb.db.auditLog.count({ where: { actorId: member.id, action: 'api-key.created' } })).toBe(1);
  // Two keys are never the same.
  expect((await create(jar, { name: 'Second' })).body.data!.key).not.toBe(key);
});

test('a name is 1 to 40 characters of text', async () => {
  const { jar } = await signedInMember(testDb.db);
  for (const [body, key] of [
    [{ name: '' }, 'apiKeys:errors.nameRequired'],
    [{ name: '   ' }, 'apiKeys:errors.nameRequired'],
    [{}, 'apiKeys:errors.nameRequired'],
    [{ name: 'x'.repeat(41) }, 'apiKeys:errors.nameTooLong'],
    [{ name: 42 }, 'apiKeys:errors.wrongType'],
    [{ name: ['a'] }, 'apiKeys:errors.wrongType'],
  ] as const) {
    const answer = await create(jar, body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.key).toBe(key);
  }
  expect((await create(jar, { name: 'x'.repeat(40) })).status).toBe(201);
  expect(await list(jar)).toHaveLength(1);
});

test('at most 10 live keys; a revoked one frees a place', async () => {
  const { jar } = await signedInMember(testDb.db);
  const ids: number[] = [];
  for (let i = 0; i < 10; i += 1) ids.push((await create(jar, { name: `Key ${i}` })).body.data!.apiKey.id);
  const refused = await create(jar, { name: 'Eleventh' });
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({ code: 'API_KEY_LIMIT', key: 'apiKeys:errors.limit' });
  expect((await revoke(jar, ids[3]!)).status).toBe(200);
  expect((await create(jar, { name: 'Eleventh' })).status).toBe(201);
  const keys = await list(jar);
  expect(keys).toHaveLength(11);
  // Live keys first, newest first; the revoked one last.
  expect(keys.at(-1)).toMatchObject({ id: ids[3], name: 'Key 3' });
  expect(keys[0]!.name).toBe('Eleventh');
});

test('revoking is idempotent and only for the owner: another member’s key is 404 and keeps working', async () => {
  const owner = await signedInMember(testDb.db);
  const stranger = await signedInMember(testDb.db);
  const { apiKey } = (await create(owner.jar, { name: 'Mine' })).body.data!;
  for (const id of [apiKey.id, 999_999, 'abc', '0', '1e3', '99999999999']) {
    const answer = await revoke(stranger.jar, id);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'NOT_FOUND', key: 'apiKeys:errors.notFound' });
  }
  expect((await testDb.db.apiKey.findUniqueOrThrow({ where: { id: apiKey.id } })).revokedAt).toBeNull();
  const first = await revoke(owner.jar, apiKey.id);
  expect(first.status).toBe(200);
  expect(first.body.data?.revokedAt).toEqual(expect.any(String));
  const again = await revoke(owner.jar, apiKey.id);
  expect(again.status).toBe(200);
  expect(again.body.data?.revokedAt).toBe(first.body.data?.revokedAt);
  expect(await testDb.db.auditLog.count({ where: { actorId: owner.member.id, action: 'api-key.revoked' } })).toBe(1);
});

test('the account routes keep the same-origin check (only the public API is open to other sites)', async () => {
  const { jar } = await signedInMember(testDb.db);
  const foreign = await create(jar, { name: 'Evil' }, { origin: 'https://evil.example' });
  expect(foreign.status).toBe(403);
  expect(foreign.headers).not.toHaveProperty('access-control-allow-origin');
  expect(await list(jar)).toEqual([]);
});

test('the account page lists the member’s own keys on the server, never a key itself; guests go to the login', async () => {
  const { jar } = await signedInMember(testDb.db);
  const { key, apiKey } = (await create(jar, { name: 'Price site' })).body.data!;
  await create((await signedInMember(testDb.db)).jar, { name: 'Someone else' });
  const context = (cookies: Record<string, string>) =>
    ({
      req: { headers: {}, cookies },
      res: { getHeader: () => undefined, setHeader: () => undefined },
      locale: 'en',
      defaultLocale: 'zh-TW',
      locales: ['zh-TW', 'en', 'ko'],
      resolvedUrl: '/account/api-keys',
      query: {},
      params: {},
    }) as unknown as GetServerSidePropsContext;
  const page = (await apiKeysPage(context(jar.cookies))) as { props: { initial: unknown; _nextI18Next?: { ns?: string[] } } };
  expect(page.props.initial).toEqual([apiKey]);
  expect(JSON.stringify(page.props)).not.toContain(key.slice(12));
  const guest = (await apiKeysPage(context({}))) as { redirect: { destination: string } };
  expect(guest.redirect.destination).toBe('/en/login?returnUrl=%2Faccount%2Fapi-keys');
});
