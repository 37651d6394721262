// A local stand-in for Facebook, Kakao and LINE: oauth2-mock-server (real authorize → code → token flow,
// PKCE checked, tokens signed with a real key) plus each provider's profile endpoint in its own shape.
// It runs in a child Node process: the package is ESM-only (Jest runs CommonJS) and the same server then
// serves browser tests, where the app is another process anyway. Point the app at it with `env`.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

export type MockProvider = 'facebook' | 'kakao' | 'line';

export interface MockProfile {
  id: string;
  /** null or absent: the provider shares no e-mail. */
  email?: string | null;
  name?: string | null;
  /** Kakao's is_email_verified (default true). */
  emailVerified?: boolean;
}

export interface OAuthMockServer {
  url: string;
  /** OAUTH_* variables that point every provider at this server. */
  env: Record<string, string>;
  /** The profile the provider returns from now on. */
  setProfile(provider: MockProvider, claims: MockProfile): Promise<void>;
  /** The next token or profile request of that provider fails (400 invalid_grant / 401). */
  failNext(provider: MockProvider, step: 'token' | 'profile'): Promise<void>;
  stop(): Promise<void>;
}

export const MOCK_CLIENTS: Record<MockProvider, { id: string; secret: string }> = {
  facebook: { id: 'mock-facebook-client', secret: 'mock-facebook-secret' },
  kakao: { id: 'mock-kakao-client', secret: 'mock-kakao-secret' },
  line: { id: 'mock-line-client', secret: 'mock-line-secret' },
};

const PROFILE_PATHS: Record<MockProvider, string> = {
  facebook: '/facebook/me?fields=id,name,email',
  kakao: '/kakao/v2/user/me',
  line: '/line/oauth2/v2.1/verify',
};

export function mockProviderEnv(url: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const provider of Object.keys(MOCK_CLIENTS) as MockProvider[]) {
    const prefix = `OAUTH_${provider.toUpperCase()}_`;
    env[`${prefix}CLIENT_ID`] = MOCK_CLIENTS[provider].id;
    env[`${prefix}CLIENT_SECRET`] = MOCK_CLIENTS[provider].secret;
    env[`${prefix}AUTHORIZE_URL`] = `${url}/authorize`;
    env[`${prefix}TOKEN_URL`] = `${url}/token`;
    env[`${prefix}USERINFO_URL`] = `${url}${PROFILE_PATHS[provider]}`;
  }
  return env;
}

// The server process (ES module, run with `node --input-type=module`).
const SERVER_SOURCE = String.raw`
import { createHmac } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';
import { createLocalJWKSet, jwtVerify } from 'jose';

const CLIENTS = JSON.parse(process.env.MOCK_OAUTH_CLIENTS);
const providerOf = (clientId) => Object.keys(CLIENTS).find((p) => CLIENTS[p].id === clientId);
const profiles = {
  facebook: { id: '10001', email: 'fb-member@example.test', name: 'Facebook Member' },
  kakao: { id: '20001', email: 'kakao-member@example.test', name: 'Kakao Member' },
  line: { id: 'U30001', email: 'line-member@example.test', name: 'LINE Member' },
};
const failures = [];
const codes = new Map();
const takeFailure = (provider, step) => {
  const index = failures.findIndex((f) => f.provider === provider && f.step === step);
  if (index >= 0) failures.splice(index, 1);
  return index >= 0;
};
const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
};

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
const service = server.service;
const verifyJwt = (token) => jwtVerify(token, createLocalJWKSet({ keys: server.issuer.keys.toJSON() }));

// Remember which client and redirect URI each code was issued for, as a real provider does.
service.on('beforeAuthorizeRedirect', (redirect, req) => {
  const query = new URL(req.url, 'http://mock').searchParams;
  codes.set(redirect.url.searchParams.get('code'), { clientId: query.get('client_id'), redirectUri: query.get('redirect_uri') });
});
// Token requests: client_secret_post, the code's own client and redirect URI, and a PKCE verifier.
service.on('beforeResponse', (response, req) => {
  const body = req.body ?? {};
  const provider = providerOf(body.client_id);
  const issued = codes.get(body.code);
  codes.delete(body.code);
  const refuse = (status, error) => { response.statusCode = status; response.body = { error }; };
  if (!provider || body.client_secret !== CLIENTS[provider].secret) return refuse(401, 'invalid_client');
  if (!issued || issued.clientId !== body.client_id || issued.redirectUri !== body.redirect_uri) return refuse(400, 'invalid_grant');
  if (!body.code_verifier) return refuse(400, 'invalid_request');
  if (takeFailure(provider, 'token')) return refuse(400, 'invalid_grant');
});
// Tokens name their client and provider; LINE's id_token carries the profile (its only e-mail source).
service.on('beforeTokenSigning', (token, req) => {
  const provider = providerOf(req.body?.client_id);
  if (!provider) return;
  const profile = profiles[provider];
  Object.assign(token.payload, { client_id: req.body.client_id, provider, sub: profile.id });
  if (provider === 'line') {
    if (profile.name) token.payload.name = profile.name;
    if (profile.email) token.payload.email = profile.email;
  }
});

async function bearer(req, provider) {
  const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
  if (!match) return null;
  try {
    const { payload } = await verifyJwt(match[1]);
    return payload.provider === provider ? payload : null;
  } catch {
    return null;
  }
}

service.addRoute('GET', '/facebook/me', async (req, res) => {
  const claims = await bearer(req, 'facebook');
  const proof = req.query.appsecret_proof;
  const expected = claims && createHmac('sha256', CLIENTS.facebook.secret).update(req.headers.authorization.slice(7)).digest('hex');
  if (!claims || takeFailure('facebook', 'profile')) return json(res, 401, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
  if (proof !== expected) return json(res, 400, { error: { message: 'Invalid appsecret_proof', type: 'GraphMethodException', code: 100 } });
  const p = profiles.facebook;
  json(res, 200, { id: p.id, ...(p.name ? { name: p.name } : {}), ...(p.email ? { email: p.email } : {}) });
});

service.addRoute('GET', '/kakao/v2/user/me', async (req, res) => {
  const claims = await bearer(req, 'kakao');
  if (!claims || takeFailure('kakao', 'profile')) return json(res, 401, { msg: 'this access token does not exist', code: -401 });
  const p = profiles.kakao;
  const email = p.email ? { has_email: true, email: p.email, is_email_valid: true, is_email_verified: p.emailVerified !== false } : { has_email: false };
  json(res, 200, {
    id: /^\d+$/.test(p.id) ? Number(p.id) : p.id,
    connected_at: new Date().toISOString(),
    properties: p.name ? { nickname: p.name } : {},
    kakao_account: { profile: p.name ? { nickname: p.name } : {}, ...email },
  });
});

service.addRoute('POST', '/line/oauth2/v2.1/verify', async (req, res) => {
  const { id_token: idToken, client_id: clientId, nonce } = req.body ?? {};
  let claims = null;
  try {
    claims = (await verifyJwt(idToken)).payload;
  } catch {}
  if (!claims || claims.aud !== clientId || takeFailure('line', 'profile')) return json(res, 400, { error: 'invalid_request', error_description: 'Invalid IdToken.' });
  if (nonce !== undefined && claims.nonce !== nonce) return json(res, 400, { error: 'invalid_request', error_description: 'Invalid IdToken Nonce.' });
  json(res, 200, claims);
});

service.addRoute('POST', '/__mock/profile', (req, res) => {
  profiles[req.body.provider] = req.body.profile;
  json(res, 204);
});
service.addRoute('POST', '/__mock/fail', (req, res) => {
  failures.push({ provider: req.body.provider, step: req.body.step });
  json(res, 204);
});

await server.start(0, '127.0.0.1');
process.stdout.write(JSON.stringify({ port: server.address().port }) + '\n');
process.on('SIGTERM', () => server.stop().finally(() => process.exit(0)));
`;

async function control(url: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`OAuth mock server: ${path} answered ${response.status}`);
}

async function readPort(child: ChildProcess): Promise<number> {
  let output = '';
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n')[0];
      if (output.includes('\n') && line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`OAuth mock server exited (${code}): ${errors}`)));
  });
}

/** Starts the mock provider on a random loopback port; stop() it in afterAll. */
export async function startOAuthMockServer(): Promise<OAuthMockServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, MOCK_OAUTH_CLIENTS: JSON.stringify(MOCK_CLIENTS) };
  delete env.NODE_OPTIONS; // not Jest's --experimental-vm-modules
  const child = spawn(process.execPath, ['--input-type=module', '-e', SERVER_SOURCE], { cwd: process.cwd(), env, stdio: ['ignore', 'pipe', 'pipe'] });
  const port = await readPort(child);
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    env: mockProviderEnv(url),
    setProfile: (provider, claims) => control(url, '/__mock/profile', { provider, profile: claims }),
    failNext: (provider, step) => control(url, '/__mock/fail', { provider, step }),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
