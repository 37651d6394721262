// The reverse proxy's configuration (deploy/nginx/cardgrade.conf.template, decision 0025) run by a real nginx in
// front of a small upstream that answers as the app does (the same Cache-Control, Set-Cookie and RateLimit fields), so
// each rule is seen from outside: what is kept, for whom, for how long, and what the app is told.
// Needs nginx (CI installs Debian's); `npm run test:proxy` says so when it is missing.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MAX_UPLOAD_REQUEST_BYTES } from '@/lib/server/photos/read-photo-upload';
import { freePort } from '@/scripts/bench/http';
import { prepareStandalone } from '@/scripts/proxy/nginx';

interface Seen {
  url: string;
  forwardedFor: string | undefined;
  acceptEncoding: string | undefined;
  refresh: string | undefined;
}

const seen: Seen[] = [];
let served = 0;
let inFlight = 0;
let maxInFlight = 0;
const hitsOn = (url: string) => seen.filter((request) => request.url === url).length;

/** Answers as the app does for each kind of address the configuration treats differently. */
function appLike(req: http.IncomingMessage, res: http.ServerResponse) {
  seen.push({
    url: req.url ?? '',
    forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
    acceptEncoding: req.headers['accept-encoding'],
    refresh: req.headers['x-cardgrade-refresh'] as string | undefined,
  });
  served += 1;
  const url = new URL(req.url ?? '/', 'http://app');
  const send = (status: number, headers: Record<string, string>, body: string) => {
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', ...headers });
    res.end(body);
  };
  if (req.method === 'POST') {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => send(200, { 'Cache-Control': 'no-store' }, String(bytes)));
    return;
  }
  if (url.pathname === '/sign-in') {
    // A page never kept (a form), answered a moment later: how many guests the app has at once.
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    setTimeout(() => {
      inFlight -= 1;
      send(200, { 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, 'form');
    }, 100);
    return;
  }
  if (url.pathname === '/') return send(200, { 'Cache-Control': 's-maxage=3600, stale-while-revalidate=31532400' }, 'home');
  // Next says `Vary: Accept-Encoding` (its compression), though nginx asks it for none.
  if (url.pathname.startsWith('/certification/'))
    return send(200, { 'Cache-Control': 's-maxage=3600, stale-while-revalidate=31532400', Vary: 'Accept-Encoding' }, `page ${served}`);
  if (url.pathname === '/account') return send(200, { 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, `account ${served}`);
  if (url.pathname === '/with-cookie') return send(200, { 'Cache-Control': 's-maxage=60', 'Set-Cookie': 'NEXT_LOCALE=en; Path=/' }, `cookie ${served}`);
  if (url.pathname === '/echo')
    return send(200, { 'Cache-Control': 'no-store', 'Content-Type': 'application/json' }, JSON.stringify({ forwardedFor: req.headers['x-forwarded-for'] }));
  if (url.pathname === '/api/v1/certificates/1234567') {
    if (req.headers['x-api-key'] === 'revoked')
      return send(401, { 'Cache-Control': 'no-store', 'Content-Type': 'application/json' }, '{"code":"UNAUTHORIZED"}');
    const verdict = url.searchParams.has('k');
    return send(
      200,
      {
        'Content-Type': 'application/json',
        'Cache-Control': verdict ? 'no-store' : 'public, max-age=60',
        RateLimit: `"minute";r=${59 - served};t=30`,
        'RateLimit-Policy': '"minute";q=60;w=60',
        'RateLimit-Remaining': String(59 - served),
      },
      JSON.stringify({ code: 'OK', served, verdict }),
    );
  }
  if (url.pathname.startsWith('/api/v1/certificates/'))
    return send(404, { 'Cache-Control': 'no-store', 'Content-Type': 'application/json' }, '{"code":"NOT_FOUND"}');
  return send(404, { 'Cache-Control': 'no-store' }, 'not found');
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(origin: string, pathname: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}${pathname}`, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const listen = (server: http.Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
const REFRESH_SECRET = 'refresh_'.repeat(5);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let upstream: http.Server;
let nginx: ChildProcess;
let origin: string;
let prefix: string;

beforeAll(async () => {
  upstream = http.createServer(appLike);
  const appPort = await listen(upstream);
  const deadPort = await freePort(); // an instance that is down: nginx must answer from the other one
  const port = await freePort();
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'cardgrade-proxy-test-'));
  const { command, args } = prepareStandalone(prefix, {
    listen: `127.0.0.1:${port}`,
    upstreams: [`127.0.0.1:${deadPort}`, `127.0.0.1:${appPort}`],
    pageSeconds: 1,
    refreshSecret: REFRESH_SECRET,
  });
  nginx = spawn(command, args, { stdio: 'ignore' });
  origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      await request(origin, '/echo');
      break;
    } catch {
      await sleep(100);
    }
  }
});

afterAll(async () => {
  nginx?.kill('SIGTERM');
  await new Promise((resolve) => upstream.close(resolve));
  fs.rmSync(prefix, { recursive: true, force: true });
});

beforeEach(() => {
  seen.length = 0;
});

describe('guests’ cached pages (the micro-cache)', () => {
  test('a page Next marks shareable is answered from the copy, then renewed after the moment', async () => {
    const first = await request(origin, '/certification/1000001');
    const second = await request(origin, '/certification/1000001');
    expect(first.status).toBe(200);
    expect(second.headers['x-proxy-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(hitsOn('/certification/1000001')).toBe(1);

    await sleep(2100); // past PAGE_SECONDS (nginx counts whole seconds): the old copy answers once more while one request renews it
    await request(origin, '/certification/1000001');
    await sleep(200);
    const renewed = await request(origin, '/certification/1000001');
    expect(hitsOn('/certification/1000001')).toBe(2);
    expect(renewed.body).not.toBe(first.body);
  });

  test('a signed-in member always reaches the app, and their answer is never kept for guests', async () => {
    const member = { Cookie: 'NEXT_LOCALE=ko; rft=member-refresh-token' };
    await request(origin, '/certification/1000002', { headers: member });
    await request(origin, '/certification/1000002', { headers: member });
    expect(hitsOn('/certification/1000002')).toBe(2);
    const guest = await request(origin, '/certification/1000002');
    expect(guest.headers['x-proxy-cache']).toBe('MISS');
  });

  test('private pages and answers that set a cookie are never kept', async () => {
    for (let i = 0; i < 3; i += 1) await request(origin, '/account');
    for (let i = 0; i < 3; i += 1) await request(origin, '/with-cookie');
    expect(hitsOn('/account')).toBe(3);
    expect(hitsOn('/with-cookie')).toBe(3);
  });

  test('guests asking at once for a page that is never kept reach the app at once, not queued behind each other', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => request(origin, '/sign-in')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(maxInFlight).toBe(8);
  });

  test('the app receives no compression request; the proxy compresses text for the client', async () => {
    const answer = await request(origin, '/certification/1000003', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(seen.find((request) => request.url === '/certification/1000003')?.acceptEncoding).toBeUndefined();
    expect(answer.status).toBe(200);
  });
});

describe('a changed page renewed by the app (PROXY_REFRESH_SECRET)', () => {
  test('the app’s request with the secret skips the copy and its answer replaces it: the next guest sees the change', async () => {
    // A browser's Accept-Encoding and the app's own (Node's fetch) differ: the guest still reads the renewed copy.
    const browser = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
    const before = await request(origin, '/certification/1000010', { headers: browser });
    expect((await request(origin, '/certification/1000010', { headers: browser })).headers['x-proxy-cache']).toBe('HIT');
    const refresh = await request(origin, '/certification/1000010', { headers: { 'X-Cardgrade-Refresh': REFRESH_SECRET, 'Accept-Encoding': 'gzip, deflate' } });
    expect(refresh.headers['x-proxy-cache']).toBe('BYPASS');
    expect(refresh.body).not.toBe(before.body);
    // The app was told, so that it reads the latest changes first (cache-handler.js).
    expect(seen.filter((request) => request.url === '/certification/1000010').map((request) => request.refresh)).toEqual([undefined, REFRESH_SECRET]);
    const after = await request(origin, '/certification/1000010', { headers: browser });
    expect(after.headers['x-proxy-cache']).toBe('HIT');
    expect(after.body).toBe(refresh.body);
  });

  test('without the right secret the copy answers, and the app never receives the header', async () => {
    const kept = await request(origin, '/certification/1000011');
    for (const guess of ['1', 'refresh_', `${REFRESH_SECRET}x`]) {
      const answer = await request(origin, '/certification/1000011', { headers: { 'X-Cardgrade-Refresh': guess } });
      expect(answer.headers['x-proxy-cache']).toBe('HIT');
      expect(answer.body).toBe(kept.body);
    }
    expect(hitsOn('/certification/1000011')).toBe(1);
    // Not kept, so it reaches the app: still without the guessed header.
    await request(origin, '/account', { headers: { 'X-Cardgrade-Refresh': 'guess' } });
    expect(seen.find((request) => request.url === '/account')?.refresh).toBeUndefined();
  });

  test('a copy is kept by address, whatever host a guest used: the refresh renews them all', async () => {
    await request(origin, '/certification/1000012', { headers: { Host: 'cardgrade.example' } });
    const other = await request(origin, '/certification/1000012', { headers: { Host: 'www.cardgrade.example' } });
    expect(other.headers['x-proxy-cache']).toBe('HIT');
    expect(hitsOn('/certification/1000012')).toBe(1);
  });
});

describe('the public API’s plain look-ups', () => {
  const url = '/api/v1/certificates/1234567';

  test('a keyless look-up is answered from the copy, without the RateLimit fields of whoever filled it', async () => {
    const miss = await request(origin, url);
    const hit = await request(origin, url);
    expect(miss.headers['x-proxy-cache']).toBe('MISS');
    expect(miss.headers.ratelimit).toMatch(/"minute";r=\d+/);
    expect(miss.headers['ratelimit-policy']).toBe('"minute";q=60;w=60');
    expect(hit.headers['x-proxy-cache']).toBe('HIT');
    expect(hit.headers.ratelimit).toBeUndefined();
    expect(hit.headers['ratelimit-remaining']).toBeUndefined();
    expect(hit.headers['cache-control']).toBe('public, max-age=60');
    expect(JSON.parse(hit.body)).toEqual(JSON.parse(miss.body));
    expect(hitsOn(url)).toBe(1);
  });

  test('a call with a key always reaches the app (counted, refused when the key is bad) and renews the copy', async () => {
    const keyed = await request(origin, url, { headers: { 'X-Api-Key': 'cg_live_a' } });
    const bearer = await request(origin, url, { headers: { Authorization: 'Bearer cg_live_b' } });
    const revoked = await request(origin, url, { headers: { 'X-Api-Key': 'revoked' } });
    expect(keyed.headers.ratelimit).toBeDefined();
    expect(bearer.headers.ratelimit).toBeDefined();
    expect(revoked.status).toBe(401);
    expect(hitsOn(url)).toBe(3);
    const plain = await request(origin, url);
    expect(plain.headers['x-proxy-cache']).toBe('HIT');
    expect(JSON.parse(plain.body).served).toBe(JSON.parse(bearer.body).served);
  });

  test('a verdict (a label code) is never kept, nor an error', async () => {
    await request(origin, `${url}?k=k1&s=abc`);
    await request(origin, `${url}?k=k1&s=abc`);
    expect(hitsOn(`${url}?k=k1&s=abc`)).toBe(2);
    await request(origin, '/api/v1/certificates/7654321');
    const again = await request(origin, '/api/v1/certificates/7654321');
    expect(again.status).toBe(404);
    expect(hitsOn('/api/v1/certificates/7654321')).toBe(2);
  });
});

describe('what the app is told, and what it is spared', () => {
  test('X-Forwarded-For is the address nginx saw, whatever the client claims (TRUST_PROXY=1 is safe)', async () => {
    const answer = await request(origin, '/echo', { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(JSON.parse(answer.body).forwardedFor).toBe('127.0.0.1');
  });

  test('a body larger than the largest upload is refused by the proxy with 413; one just under it reaches the app', async () => {
    const tooLarge = await request(origin, '/upload', { method: 'POST', body: Buffer.alloc(MAX_UPLOAD_REQUEST_BYTES + 1) });
    expect(tooLarge.status).toBe(413);
    expect(hitsOn('/upload')).toBe(0);
    const fits = await request(origin, '/upload', { method: 'POST', body: Buffer.alloc(1024 * 1024) });
    expect(fits.status).toBe(200);
    expect(fits.body).toBe(String(1024 * 1024));
  });

  test('an instance that is down is passed over: every request is answered by the one that is up', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => request(origin, '/echo')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
  });
});
