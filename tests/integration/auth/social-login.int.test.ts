/** @jest-environment node */
// Social login by OAuth 2.0 (docs/product/accounts.md#social-login, docs/product/accounts.md#account-api-calls,
// docs/product/errors-and-messages.md#social-login): the real flow, in-process, against a local mock provider — start
// route → provider's authorize endpoint (fetch) → callback route with its code.
import loginRoute from '@/pages/api/login/index';
import facebookPostRoute from '@/pages/api/facebook/oauth';
import brgFacebookRoute from '@/pages/api/brg/oauth/facebook';
import brgKakaoRoute from '@/pages/api/brg/oauth/kakao';
import brgLineRoute from '@/pages/api/brg/oauth/line';
import callbackRoute from '@/pages/api/oauth/[provider]/callback';
import startRoute from '@/pages/api/oauth/[provider]/start';
import { readPendingCookie } from '@/lib/server/oauth/flow-cookies';
import { pendingView } from '@/lib/server/oauth/pending-view';
import { enabledProviders } from '@/lib/server/oauth/providers';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { createMember } from '@/tests/factories/member';
import { CookieJar, callApi } from '@/tests/helpers/api';
import { type MockProvider, type OAuthMockServer, startOAuthMockServer } from '@/tests/helpers/oauth-server';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;
let mock: OAuthMockServer;
let sequence = 0;
const PASSWORD = 'Secret!234';
const ORIGIN = 'http://localhost:3000';
const AGREED = { over14: true, agreeTerms: true, agreePrivacy: true, agreeCrossBorder: true, advertisingConsent: false };

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  mock = await startOAuthMockServer();
  Object.assign(process.env, mock.env);
  delete process.env.APP_ORIGIN;
}, 60_000);
afterAll(async () => {
  await mock?.stop();
  for (const key of Object.keys(mock?.env ?? {})) delete process.env[key];
  await testDb?.close();
});

/** A fresh provider profile (and client IP, so rate limits never interfere between tests). */
function uniqueProfile(provider: MockProvider, overrides: { email?: string | null; name?: string | null } = {}) {
  sequence += 1;
  const id = provider === 'line' ? `U${Date.now()}${sequence}` : `${Date.now()}${sequence}`;
  return { id, email: `social-${provider}-${id.toLowerCase()}@example.test`, name: `Member ${sequence}`, ...overrides };
}
const ip = () => `10.0.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;

async function start(provider: string, jar: CookieJar, query: Record<string, string> = {}) {
  const result = await callApi(startRoute, { query: { provider, ...query }, cookies: jar.cookies });
  jar.apply(result.setCookies);
  return { ...result, location: String(result.headers.location ?? '') };
}

/** The browser at the provider: the mock signs the member in and redirects back with code and state. */
async function authorize(location: string): Promise<URL> {
  const response = await fetch(location, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

async function callback(provider: string, params: Record<string, string>, jar: CookieJar) {
  const result = await callApi(callbackRoute, { query: { provider, ...params }, cookies: jar.cookies, ip: ip() });
  jar.apply(result.setCookies);
  return { ...result, location: String(result.headers.location ?? '') };
}

async function signIn(provider: MockProvider, options: { jar?: CookieJar; query?: Record<string, string> } = {}) {
  const jar = options.jar ?? new CookieJar();
  const started = await start(provider, jar, options.query);
  expect(started.status).toBe(302);
  const back = await authorize(started.location);
  const done = await callback(provider, Object.fromEntries(back.searchParams), jar);
  expect(done.status).toBe(302);
  return { jar, location: done.location, done };
}

function finish(provider: string, jar: CookieJar, body: unknown) {
  return callApi<{ mbStatus: string | null; next: string; returnUrl: string }>(callbackRoute, {
    method: 'POST',
    query: { provider },
    body,
    cookies: jar.cookies,
    ip: ip(),
  }).then((result) => {
    jar.apply(result.setCookies);
    return result;
  });
}

const failed = (reason: string, provider: string) => `/social/failed?reason=${reason}&provider=${provider}`;

describe('configuration', () => {
  test('a provider without a client id is disabled: enabledProviders() leaves it out and its start route is a 404', async () => {
    expect(enabledProviders()).toEqual(['facebook', 'kakao', 'line']);
    const saved = process.env.OAUTH_LINE_CLIENT_ID;
    delete process.env.OAUTH_LINE_CLIENT_ID;
    try {
      expect(enabledProviders()).toEqual(['facebook', 'kakao']);
      const result = await start('line', new CookieJar());
      expect(result.status).toBe(404);
      expect(result.setCookies).toEqual([]);
    } finally {
      process.env.OAUTH_LINE_CLIENT_ID = saved;
    }
    expect((await start('google', new CookieJar())).status).toBe(404);
    expect((await start('__proto__', new CookieJar())).status).toBe(404);
  });

  test('start sends the browser to the configured endpoint with state, PKCE S256 and our callback; the flow cookie is httpOnly and SameSite=Lax', async () => {
    const jar = new CookieJar();
    const result = await start('kakao', jar, { returnUrl: '/grading' });
    expect(result.status).toBe(302);
    const url = new URL(result.location);
    expect(`${url.origin}${url.pathname}`).toBe(`${mock.url}/authorize`);
    expect(url.searchParams.get('client_id')).toBe('mock-kakao-client');
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/oauth/kakao/callback`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')!.length).toBeGreaterThanOrEqual(40);
    expect(url.searchParams.get('scope')).toBe('profile_nickname,account_email');
    expect(url.search).not.toContain('secret');
    const cookie = result.setCookies.find((c) => c.startsWith('oauth_flow='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=600/);
    // The verifier is never in the URL.
    expect(result.location).not.toContain(jar.cookies.oauth_flow!.split('.')[1]!.slice(0, 20));

    const line = new URL((await start('line', new CookieJar())).location);
    expect(line.searchParams.get('nonce')).toBeTruthy();
    expect(line.searchParams.get('scope')).toBe('openid profile email');
  });

  test('start refuses malformed input with a 4xx, and an unsafe returnUrl falls back to /', async () => {
    const bad: Record<string, string>[] = [
      { intent: 'admin' },
      { returnUrl: `/${'a'.repeat(10_000)}` },
      { redirectUri: 'https://evil.example/cb' },
      { redirectUri: 'javascript:alert(1)' },
    ];
    for (const query of bad) {
      const result = await start('kakao', new CookieJar(), query);
      expect(result.status).toBe(400);
      expect(['VALIDATION', 'BAD_REQUEST']).toContain(result.body.code);
    }
    // Linking needs a signed-in member.
    expect((await start('kakao', new CookieJar(), { intent: 'link' })).status).toBe(401);

    const profile = uniqueProfile('kakao');
    await createMember(testDb.db, { mbEmail: profile.email! }, PASSWORD);
    await mock.setProfile('kakao', profile);
    const { jar } = await signIn('kakao', { query: { returnUrl: '//evil.example/x' } });
    const linked = await finish('kakao', jar, { password: PASSWORD });
    expect(linked.body.data).toMatchObject({ next: 'home', returnUrl: '/' });
  });
});

describe('first and second login', () => {
  test('a new member agrees to the required terms first; then the account exists: APPROVED, no password, socialId, SocialAccount, session', async () => {
    const profile = uniqueProfile('kakao', { name: '김 민수 Kim!<b>' });
    await mock.setProfile('kakao', profile);
    const { jar, location } = await signIn('kakao', { query: { returnUrl: '/grading' } });
    expect(location).toBe('/social/agree');
    expect(jar.cookies.acc).toBeUndefined();
    expect(jar.cookies.oauth_flow).toBeUndefined();
    expect(await testDb.db.member.findUnique({ where: { mbEmail: profile.email! } })).toBeNull();

    const missing = await finish('kakao', jar, { over14: true, agreeTerms: true });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('VALIDATION');
    expect(missing.body.errors!.map((e) => e.path).sort()).toEqual(['agreeCrossBorder', 'agreePrivacy']);
    expect(missing.body.message).toBe('Please agree to all required terms and conditions.');
    const hostile = await finish('kakao', jar, { ...AGREED, over14: '1\'; DROP TABLE "Member"; --', advertisingConsent: '<script>' });
    expect(hostile.status).toBe(400);

    const done = await finish('kakao', jar, { ...AGREED, advertisingConsent: true });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ code: 'OK', data: { mbStatus: 'APPROVED', next: 'home', returnUrl: '/grading' } });
    const member = await testDb.db.member.findUniqueOrThrow({ where: { mbEmail: profile.email! }, include: { socialAccounts: true } });
    expect(member).toMatchObject({ mbStatus: 'APPROVED', passwordHash: null, socialId: `kakao:${profile.id}`, mbNick: '김민수Kimb', advertisingConsent: true });
    expect(member.termsAgreedAt).not.toBeNull();
    expect(member.emailVerifiedAt).not.toBeNull();
    expect(member.socialAccounts).toEqual([expect.objectContaining({ provider: 'KAKAO', providerUserId: profile.id, email: profile.email })]);
    expect(await testDb.db.auditLog.count({ where: { entityId: member.mbId, action: 'member.signup' } })).toBe(1);
    expect(done.setCookies.find((c) => c.startsWith('rft='))).toMatch(/Max-Age=2592000/);
    expect(jar.cookies.oauth_pending).toBeUndefined();
    const me = await callApi<{ mbEmail: string }>(loginRoute, { cookies: jar.cookies });
    expect(me.body.data?.mbEmail).toBe(profile.email);

    // The pending sign-up is used once.
    expect((await finish('kakao', jar, AGREED)).status).toBe(400);

    // Second login: the same member, straight to the returnUrl.
    const again = await signIn('kakao', { query: { returnUrl: '/account' } });
    expect(again.location).toBe('/account');
    expect(again.jar.cookies.acc).toBeDefined();
    expect(await testDb.db.member.count({ where: { mbEmail: profile.email! } })).toBe(1);
    expect(await testDb.db.socialAccount.count({ where: { memberId: member.id } })).toBe(1);
    expect(await testDb.db.auditLog.count({ where: { entityId: member.mbId, action: 'member.login' } })).toBe(2);
  });

  test('LINE: the e-mail comes from the verified id_token, with the nonce of this flow', async () => {
    const profile = uniqueProfile('line', { name: '林小明' });
    await mock.setProfile('line', profile);
    const { jar, location } = await signIn('line', { query: { locale: 'en' } });
    expect(location).toBe('/en/social/agree');
    const done = await finish('line', jar, AGREED);
    expect(done.status).toBe(200);
    const member = await testDb.db.member.findUniqueOrThrow({ where: { mbEmail: profile.email! } });
    expect(member).toMatchObject({ mbNick: '林小明', socialId: `line:${profile.id}`, language: 'en', passwordHash: null });
  });

  test('Facebook: a name with nothing usable for a nickname gets the provider and id digits', async () => {
    const profile = uniqueProfile('facebook', { name: '🙂 !' });
    await mock.setProfile('facebook', profile);
    const { jar } = await signIn('facebook');
    expect((await finish('facebook', jar, AGREED)).status).toBe(200);
    const member = await testDb.db.member.findUniqueOrThrow({ where: { mbEmail: profile.email! } });
    expect(member.mbNick).toBe(`facebook${profile.id.slice(-8)}`);
  });
});

describe('state, PKCE and provider failures end on the failure page', () => {
  async function startedFlow(provider: MockProvider = 'kakao') {
    await mock.setProfile(provider, uniqueProfile(provider));
    const jar = new CookieJar();
    const started = await start(provider, jar);
    const back = await authorize(started.location);
    return { jar, params: Object.fromEntries(back.searchParams) as Record<string, string> };
  }

  test('a state that does not match the flow cookie', async () => {
    const { jar, params } = await startedFlow();
    const result = await callback('kakao', { ...params, state: `${params.state}x` }, jar);
    expect(result.location).toBe(failed('connectFailed', 'kakao'));
    expect(jar.cookies.acc).toBeUndefined();
  });

  test('a missing flow cookie, or one from another browser', async () => {
    const { params } = await startedFlow();
    expect((await callback('kakao', params, new CookieJar())).location).toBe(failed('connectFailed', 'kakao'));
    const other = await startedFlow();
    const mine = await startedFlow();
    expect((await callback('kakao', mine.params, other.jar)).location).toBe(failed('connectFailed', 'kakao'));
  });

  test('a tampered flow cookie (PKCE verifier changed) or a cookie of another provider', async () => {
    const { jar, params } = await startedFlow();
    const [header, payload, signature] = jar.cookies.oauth_flow!.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    claims.verifier = 'A'.repeat(43);
    const forged = new CookieJar();
    forged.cookies.oauth_flow = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect((await callback('kakao', params, forged)).location).toBe(failed('connectFailed', 'kakao'));
    const lineFlow = await startedFlow('line');
    expect((await callback('kakao', lineFlow.params, lineFlow.jar)).location).toBe(failed('connectFailed', 'kakao'));
  });

  test('a code issued to another flow (injected code) fails the PKCE check at the provider', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const victim = await startedFlow();
    const attacker = await startedFlow();
    const result = await callback('kakao', { code: attacker.params.code!, state: victim.params.state! }, victim.jar);
    expect(result.location).toBe(failed('connectFailed', 'kakao'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[social-login] kakao: ProviderResponseError: OAuth token request failed (400)'));
    warn.mockRestore();
  });

  test('the flow cookie works once: replaying the callback fails', async () => {
    const { jar, params } = await startedFlow();
    expect((await callback('kakao', params, jar)).location).toBe('/social/agree');
    expect((await callback('kakao', params, jar)).location).toBe(failed('connectFailed', 'kakao'));
  });

  test('the member cancels at the provider, the code is refused, the profile call fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cancelled = await startedFlow();
    expect((await callback('kakao', { error: 'access_denied', state: cancelled.params.state! }, cancelled.jar)).location).toBe(
      failed('connectFailed', 'kakao'),
    );
    const refused = await startedFlow();
    await mock.failNext('kakao', 'token');
    expect((await callback('kakao', refused.params, refused.jar)).location).toBe(failed('connectFailed', 'kakao'));
    for (const provider of ['facebook', 'line'] as const) {
      const flow = await startedFlow(provider);
      await mock.failNext(provider, 'profile');
      expect((await callback(provider, flow.params, flow.jar)).location).toBe(failed('connectFailed', provider));
    }
    // One line per provider failure for the operator (no stack, no secrets).
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  test('hostile query values never cause a 500', async () => {
    for (const params of [
      { code: 'x'.repeat(10_000), state: 's' },
      { code: "' OR 1=1 --", state: '<script>alert(1)</script>' },
      { code: 'c', state: 's'.repeat(10_000) },
    ]) {
      const { jar } = await startedFlow();
      const result = await callback('kakao', params, jar);
      expect(result.status).toBe(302);
      expect(result.location).toBe(failed('connectFailed', 'kakao'));
    }
    const unknown = await callback('google', { code: 'c', state: 's' }, new CookieJar());
    expect(unknown.location).toBe('/social/failed?reason=connectFailed');
  });
});

describe('e-mail from the provider', () => {
  test('no e-mail (Facebook without the permission, Kakao unverified) → "E-mail not registered with the social provider", no account', async () => {
    const facebook = uniqueProfile('facebook', { email: null });
    await mock.setProfile('facebook', facebook);
    const { jar, location } = await signIn('facebook');
    expect(location).toBe(failed('noEmail', 'facebook'));
    expect(jar.cookies.oauth_pending).toBeUndefined();
    expect(await testDb.db.socialAccount.count({ where: { providerUserId: facebook.id } })).toBe(0);

    const kakao = uniqueProfile('kakao');
    await mock.setProfile('kakao', { ...kakao, emailVerified: false });
    expect((await signIn('kakao')).location).toBe(failed('noEmail', 'kakao'));
    expect(await testDb.db.member.count({ where: { mbEmail: kakao.email! } })).toBe(0);
  });
});

describe('an existing e-mail account is linked only with its password', () => {
  test('link page, wrong password refused, right password links, logs in and audits', async () => {
    const profile = uniqueProfile('kakao', { email: `Linked-${Date.now()}@Example.test` });
    const email = profile.email!.toLowerCase();
    const member = await createMember(testDb.db, { mbEmail: email }, PASSWORD);
    await mock.setProfile('kakao', profile);
    const { jar, location } = await signIn('kakao', { query: { returnUrl: '/account' } });
    expect(location).toBe('/social/link');
    expect(jar.cookies.acc).toBeUndefined();
    expect(await testDb.db.socialAccount.count({ where: { memberId: member.id } })).toBe(0);

    const view = await pendingView(testDb.db, await readPendingCookie({ headers: {}, cookies: jar.cookies } as never), 'link');
    expect(view).toMatchObject({ provider: 'kakao', email, hasPassword: true, signedUpWith: null });
    expect(await pendingView(testDb.db, await readPendingCookie({ headers: {}, cookies: jar.cookies } as never), 'signup')).toBeNull();

    const wrong = await finish('kakao', jar, { password: 'Wrong!234' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'ID or PW is incorrect.' });
    expect(await testDb.db.socialAccount.count({ where: { memberId: member.id } })).toBe(0);
    for (const body of [{}, { password: 123 }, { password: 'x'.repeat(10_000) }]) expect((await finish('kakao', jar, body)).status).toBe(400);
    // The pending link is for Kakao: LINE's callback does not take it.
    expect((await finish('line', jar, { password: PASSWORD })).body.message).toBe('Fail to connect with social account.');

    const right = await finish('kakao', jar, { password: PASSWORD });
    expect(right.status).toBe(200);
    expect(right.body.data).toEqual({ mbStatus: 'APPROVED', next: 'home', returnUrl: '/account' });
    expect(jar.cookies.acc).toBeDefined();
    const account = await testDb.db.socialAccount.findFirstOrThrow({ where: { memberId: member.id } });
    expect(account).toMatchObject({ provider: 'KAKAO', providerUserId: profile.id });
    expect(await testDb.db.auditLog.count({ where: { entityId: member.mbId, action: 'member.social.link' } })).toBe(1);
    // From now on the provider signs the member in directly.
    expect((await signIn('kakao', { query: { returnUrl: '/account' } })).location).toBe('/account');
  });

  test("member A's pending link cannot be completed with member B's password", async () => {
    const profile = uniqueProfile('facebook');
    await createMember(testDb.db, { mbEmail: profile.email! }, PASSWORD);
    await createMember(testDb.db, {}, 'Other!2345');
    await mock.setProfile('facebook', profile);
    const { jar } = await signIn('facebook');
    expect((await finish('facebook', jar, { password: 'Other!2345' })).status).toBe(400);
    expect(await testDb.db.socialAccount.count({ where: { providerUserId: profile.id } })).toBe(0);
  });

  test('an account created through another provider has no password: the page names that provider', async () => {
    const kakao = uniqueProfile('kakao');
    await mock.setProfile('kakao', kakao);
    const first = await signIn('kakao');
    await finish('kakao', first.jar, AGREED);
    await mock.setProfile('line', { ...uniqueProfile('line'), email: kakao.email });
    const { jar, location } = await signIn('line');
    expect(location).toBe('/social/link');
    expect(await pendingView(testDb.db, await readPendingCookie({ headers: {}, cookies: jar.cookies } as never), 'link')).toMatchObject({
      hasPassword: false,
      signedUpWith: { provider: 'kakao', date: expect.any(String) },
    });
    expect((await finish('line', jar, { password: PASSWORD })).body.code).toBe('INVALID_CREDENTIALS');
  });

  test('a member still waiting for the e-mail check is approved by the link (the provider verified the e-mail)', async () => {
    const profile = uniqueProfile('line');
    const member = await createMember(testDb.db, { mbEmail: profile.email!, mbStatus: 'NOT_APPROVED', emailVerifiedAt: null }, PASSWORD);
    await mock.setProfile('line', profile);
    const { jar } = await signIn('line');
    expect((await finish('line', jar, { password: PASSWORD })).body.data?.mbStatus).toBe('APPROVED');
    expect(await testDb.db.member.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({ mbStatus: 'APPROVED', emailVerifiedAt: expect.any(Date) });
  });
});

describe('member status', () => {
  async function linkedMember(status: 'WITHDRAWN' | 'DORMANCY', provider: MockProvider = 'kakao') {
    const profile = uniqueProfile(provider);
    const member = await createMember(testDb.db, { mbEmail: profile.email!, mbStatus: status }, PASSWORD);
    await testDb.db.socialAccount.create({ data: { memberId: member.id, provider: provider.toUpperCase() as 'KAKAO', providerUserId: profile.id } });
    await mock.setProfile(provider, profile);
    return member;
  }

  test('a withdrawn member is refused, by linked account or by e-mail', async () => {
    await linkedMember('WITHDRAWN');
    const { jar, location } = await signIn('kakao');
    expect(location).toBe(failed('withdrawn', 'kakao'));
    expect(jar.cookies.acc).toBeUndefined();

    const profile = uniqueProfile('facebook');
    await createMember(testDb.db, { mbEmail: profile.email!, mbStatus: 'WITHDRAWN' }, PASSWORD);
    await mock.setProfile('facebook', profile);
    expect((await signIn('facebook')).location).toBe(failed('withdrawn', 'facebook'));
  });

  test('a dormant member gets a session and goes to /dormancy', async () => {
    const member = await linkedMember('DORMANCY', 'line');
    const { jar, location } = await signIn('line', { query: { returnUrl: '/account' } });
    expect(location).toBe('/dormancy');
    const me = await callApi<{ mbStatus: string }>(loginRoute, { cookies: jar.cookies });
    expect(me.body.data?.mbStatus).toBe('DORMANCY');
    expect((await testDb.db.member.findUniqueOrThrow({ where: { id: member.id } })).lastLoginAt).toEqual(member.lastLoginAt);
  });
});

describe('a signed-in member links a provider (intent=link)', () => {
  async function loggedIn() {
    const member = await createMember(testDb.db, {}, PASSWORD);
    const jar = new CookieJar();
    const login = await callApi(loginRoute, { method: 'POST', body: { email: member.mbEmail, password: PASSWORD }, ip: '10.9.0.1' });
    jar.apply(login.setCookies);
    return { member, jar };
  }

  test('links to the signed-in member; an account linked to someone else is refused', async () => {
    const { member, jar } = await loggedIn();
    const profile = uniqueProfile('facebook', { email: null });
    await mock.setProfile('facebook', profile);
    const { location } = await signIn('facebook', { jar, query: { intent: 'link' } });
    expect(location).toBe('/account/profile');
    expect(await testDb.db.socialAccount.findFirst({ where: { memberId: member.id } })).toMatchObject({ provider: 'FACEBOOK', providerUserId: profile.id });
    expect(await testDb.db.auditLog.count({ where: { entityId: member.mbId, action: 'member.social.link' } })).toBe(1);

    const other = await loggedIn();
    const taken = await signIn('facebook', { jar: other.jar, query: { intent: 'link' } });
    expect(taken.location).toBe(failed('linkFailed', 'facebook'));
    expect(await testDb.db.socialAccount.count({ where: { memberId: other.member.id } })).toBe(0);
  });
});

describe('POST endpoints for clients that receive the code themselves', () => {
  async function codeFor(provider: MockProvider, profile: ReturnType<typeof uniqueProfile>) {
    await mock.setProfile(provider, profile);
    const jar = new CookieJar();
    const started = await start(provider, jar, { redirectUri: '/social/return', returnUrl: '/grading' });
    const back = await authorize(started.location);
    expect(`${back.origin}${back.pathname}`).toBe(`${ORIGIN}/social/return`);
    return { jar, body: { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, redirectUri: `${ORIGIN}/social/return` } };
  }
  const post = (route: typeof brgKakaoRoute, jar: CookieJar, body: unknown, headers?: Record<string, string>) =>
    callApi<{ mbStatus: string | null; next: string }>(route, { method: 'POST', body, cookies: jar.cookies, headers, ip: ip() });

  test('answer { mbStatus, next } with the same rules: agree for a new member, home for a linked one', async () => {
    const profile = uniqueProfile('kakao');
    const first = await codeFor('kakao', profile);
    const agree = await post(brgKakaoRoute, first.jar, first.body);
    expect(agree.status).toBe(200);
    expect(agree.body).toMatchObject({ code: 'OK', message: 'OK', data: { mbStatus: null, next: 'agree', returnUrl: '/grading' } });
    first.jar.apply(agree.setCookies);
    expect((await finish('kakao', first.jar, AGREED)).status).toBe(200);

    const second = await codeFor('kakao', profile);
    const home = await post(brgKakaoRoute, second.jar, second.body);
    expect(home.body.data).toEqual({ mbStatus: 'APPROVED', next: 'home', returnUrl: '/grading' });
    expect(home.setCookies.some((c) => c.startsWith('acc='))).toBe(true);

    const facebook = await codeFor('facebook', uniqueProfile('facebook'));
    expect((await post(facebookPostRoute, facebook.jar, facebook.body)).body.data?.next).toBe('agree');
    const brgFacebook = await codeFor('facebook', uniqueProfile('facebook'));
    expect((await post(brgFacebookRoute, brgFacebook.jar, brgFacebook.body)).body.data?.next).toBe('agree');
    const existing = uniqueProfile('line');
    await createMember(testDb.db, { mbEmail: existing.email! }, PASSWORD);
    const line = await codeFor('line', existing);
    expect((await post(brgLineRoute, line.jar, line.body)).body.data).toEqual({ mbStatus: null, next: 'link', returnUrl: '/grading' });
  });

  test('bad and hostile bodies are 4xx with a clear message, never 500', async () => {
    const { jar, body } = await codeFor('kakao', uniqueProfile('kakao'));
    const missing = await post(brgKakaoRoute, jar, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors!.map((e) => e.path).sort()).toEqual(['code', 'redirectUri', 'state']);
    expect((await post(brgKakaoRoute, jar, { code: 1, state: [], redirectUri: {} })).body.message).toBe('Wrong Data Type.');
    expect((await post(brgKakaoRoute, jar, { ...body, code: 'x'.repeat(10_000) })).status).toBe(400);
    expect((await post(brgKakaoRoute, jar, 'not json')).status).toBe(400);
    const sql = await post(brgKakaoRoute, jar, { ...body, state: "' OR 1=1; --<script>" });
    expect(sql.status).toBe(400);
    expect(sql.body.message).toBe('Fail to connect with social account.');
    const foreign = await post(brgKakaoRoute, jar, body, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await callApi(brgKakaoRoute, { method: 'GET' })).status).toBe(405);
  });

  test('a redirect URI other than the flow’s, or a code without this browser’s flow cookie, is refused', async () => {
    const first = await codeFor('kakao', uniqueProfile('kakao'));
    const wrongUri = await post(brgKakaoRoute, first.jar, { ...first.body, redirectUri: `${ORIGIN}/elsewhere` });
    expect(wrongUri.body).toMatchObject({ code: 'BAD_REQUEST', message: 'Fail to connect with social account.' });
    const second = await codeFor('kakao', uniqueProfile('kakao'));
    expect((await post(brgKakaoRoute, new CookieJar(), second.body)).status).toBe(400);
    // Kakao's flow posted to LINE's endpoint.
    const third = await codeFor('kakao', uniqueProfile('kakao'));
    expect((await post(brgLineRoute, third.jar, third.body)).status).toBe(400);
  });
});
