/** @jest-environment node */
// apiHandler's `cors` option (docs/decisions/0021-public-api.md): no same-origin check, CORS fields on every answer,
// OPTIONS as a preflight — and the request's cookies dropped before the route, so a cross-origin route can never act
// on the session a browser attached, even one that asked for a session by mistake. Without the option nothing changes.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { signedInMember } from '../account/account-helpers';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const methods = () => ({
  GET: route({ auth: 'member', run: ({ session }) => ({ memberId: session.memberId }) }),
  POST: route({ auth: 'public', run: ({ req }) => ({ cookies: Object.keys(req.cookies ?? {}), cookieHeader: req.headers.cookie ?? null }) }),
});
const open = apiHandler(methods(), { cors: true });
const ours = apiHandler(methods());

test('a cors route never sees the cookies: a session-reading route answers 401 even with a live session', async () => {
  const { member, jar } = await signedInMember(testDb.db);
  expect((await callApi(ours, { cookies: jar.cookies })).body.data).toEqual({ memberId: member.id });
  const refused = await callApi(open, {
    cookies: jar.cookies,
    headers: {
      cookie: Object.entries(jar.cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
    },
  });
  expect(refused.status).toBe(401);
  expect(refused.headers['access-control-allow-origin']).toBe('*');
  const posted = await callApi(open, { method: 'POST', body: {}, cookies: jar.cookies, headers: { origin: 'https://evil.example', cookie: 'acc=x' } });
  expect(posted.status).toBe(200);
  expect(posted.body.data).toEqual({ cookies: [], cookieHeader: null });
});

test('without the option: the same-origin check stands, no CORS fields, OPTIONS is 405', async () => {
  const foreign = await callApi(ours, { method: 'POST', body: {}, headers: { origin: 'https://evil.example' } });
  expect(foreign.status).toBe(403);
  expect(foreign.headers).not.toHaveProperty('access-control-allow-origin');
  const options = await callApi(ours, { method: 'OPTIONS' as never });
  expect(options.status).toBe(405);
  expect(options.headers.allow).toBe('GET, POST');
  const preflight = await callApi(open, { method: 'OPTIONS' as never, headers: { origin: 'https://shop.example' } });
  expect(preflight.status).toBe(204);
  expect(preflight.headers['access-control-allow-methods']).toBe('GET, POST, OPTIONS');
  expect(preflight.headers).not.toHaveProperty('access-control-allow-credentials');
});
