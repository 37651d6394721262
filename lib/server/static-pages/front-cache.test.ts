/** @jest-environment node */
// The front cache of `npm start` (docs/decisions/0020-front-cache.md), in front of a stand-in for Next on a real HTTP
// server: what it answers, what it leaves to Next, and that it never outlives a change to Next's cache.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const frontCache = require('./front-cache') as {
  createFrontCache(options: {
    state: () => { generation: number; refresh?: () => Promise<void> } | undefined;
    maxEntries?: number;
    now?: () => number;
  }): { wrap(listener: http.RequestListener): http.RequestListener; size(): number };
  isCacheableRequest(req: { method: string; url: string; headers: http.IncomingHttpHeaders }): boolean;
  sharedMaxAge(cacheControl: unknown): number;
  acceptsGzip(accept: string | undefined): boolean;
};

interface Page {
  status?: number;
  body: string;
  headers?: Record<string, string | string[]>;
}

/** The stand-in for Next: answers `pages` like its cache does, and counts the requests it routes. */
const pages = new Map<string, Page>();
const routed: { url: string; headers: http.IncomingHttpHeaders }[] = [];
const state: { generation: number; refresh?: () => Promise<void> } = { generation: 0 };
let hasState = true;
let clock = 1_000_000;
let cache: ReturnType<typeof frontCache.createFrontCache>;
let server: http.Server;
/** Fill requests that arrived at the public port (there must be none). */
let publicFills = 0;
let origin: string;

function next(req: http.IncomingMessage, res: http.ServerResponse) {
  routed.push({ url: req.url!, headers: req.headers });
  const page = pages.get(req.url!.split('?')[0]!);
  if (!page) {
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('not found');
    return;
  }
  // As Next's send-payload does: setHeader, then end (headers given to writeHead are not readable afterwards).
  res.statusCode = page.status ?? 200;
  const headers = { 'content-type': 'text/html; charset=utf-8', 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=31536000', 'x-frame-options': 'DENY', ...page.headers };
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(page.body);
}

beforeEach(async () => {
  pages.clear();
  routed.length = 0;
  state.generation = 0;
  delete state.refresh;
  hasState = true;
  cache = frontCache.createFrontCache({ state: () => (hasState ? state : undefined), maxEntries: 3, now: () => clock });
  publicFills = 0;
  const wrapped = cache.wrap(next);
  server = http.createServer((req, res) => {
    if (req.headers['x-front-cache-fill']) publicFills += 1;
    return wrapped(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  // A copy still being fetched when the server closes would log a reset connection.
  await new Promise((resolve) => setTimeout(resolve, 30));
  await new Promise((resolve) => server.close(resolve));
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** One request as sent, headers and bytes untouched (fetch would add and decode). */
function raw(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Requests the page until the front cache answers it (the copy is kept after Next's answer, asynchronously). */
async function kept(path: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await get(path);
    if (answer.headers.get('x-front-cache') === 'hit') return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${path} was never answered by the front cache`);
}

const routedTo = (url: string) => routed.filter((request) => request.url === url && !request.headers['x-front-cache-fill']).length;

describe('which requests it may answer', () => {
  const guest = (url: string, headers: http.IncomingHttpHeaders = {}, method = 'GET') => frontCache.isCacheableRequest({ method, url, headers });

  test.each(['/', '/about-us', '/en/grading/pricing', '/ko/notices/spring-show', '/grading/pricing/KRW'])('a guest’s GET of %s', (url) => {
    expect(guest(url)).toBe(true);
    expect(guest(url, { cookie: 'NEXT_LOCALE=en; theme=dark' })).toBe(true);
  });

  test.each([
    ['a signed-in member (the proxy steers by the session cookie)', '/', { cookie: 'usr=x; rft=token' }],
    ['a query (the proxy rewrites ?currency=)', '/grading/pricing?currency=USD', {}],
    ['Next’s files', '/_next/static/chunks/main.js', {}],
    ['Next’s data requests', '/_next/data/build/en/about-us.json', { 'x-nextjs-data': '1' }],
    ['an API route', '/api/member/me', {}],
    ['the prefixed API', '/brg/api/member/signup', {}],
    ['an on-demand revalidation', '/en/grading/pricing', { 'x-prerender-revalidate': 'secret' }],
    ['a prefetch', '/about-us', { purpose: 'prefetch' }],
    ['a middleware prefetch', '/about-us', { 'x-middleware-prefetch': '1' }],
    ['a range', '/about-us', { range: 'bytes=0-10' }],
    ['the front cache’s own fill', '/about-us', { 'x-front-cache-fill': '1' }],
    ['a path without its slash', 'about-us', {}],
    ['a very long path', `/${'a'.repeat(600)}`, {}],
  ])('not %s', (_why, url, headers) => {
    expect(guest(url, headers as http.IncomingHttpHeaders)).toBe(false);
  });

  test.each(['POST', 'HEAD', 'PUT', 'OPTIONS'])('not a %s', (method) => {
    expect(guest('/', {}, method)).toBe(false);
  });

  test('a cookie merely containing the name is not a session', () => {
    expect(guest('/', { cookie: 'xrft=1; rft_hint=2' })).toBe(true);
    expect(guest('/', { cookie: 'a=1;rft=2' })).toBe(false);
  });
});

test.each([
  ['s-maxage=31536000', 31536000],
  ['s-maxage=60, stale-while-revalidate', 60],
  ['public, max-age=0, s-maxage=5', 5],
  ['private, no-cache, no-store, max-age=0, must-revalidate', 0],
  ['no-store, s-maxage=60', 0],
  ['max-age=60', 0],
  ['s-maxage=0', 0],
  [undefined, 0],
])('Cache-Control %p lets a shared cache keep the page %p s', (header, seconds) => {
  expect(frontCache.sharedMaxAge(header)).toBe(seconds);
});

test.each([
  ['gzip, deflate, br', true],
  ['br;q=1.0, gzip;q=0.8', true],
  ['*', true],
  ['identity', false],
  ['gzip;q=0', false],
  [undefined, false],
])('Accept-Encoding %p takes gzip: %p', (accept, takes) => {
  expect(frontCache.acceptsGzip(accept)).toBe(takes);
});

describe('in front of Next', () => {
  test('Next answers first; its page is then answered from memory, byte for byte, with Next’s headers', async () => {
    pages.set('/about-us', { body: '<h1>About</h1>' });
    const first = await get('/about-us');
    expect(first.headers.get('x-front-cache')).toBeNull();
    const second = await kept('/about-us');
    expect(second.body).toBe('<h1>About</h1>');
    expect(second.headers.get('x-frame-options')).toBe('DENY');
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(second.headers.get('cache-control')).toBe('s-maxage=31536000');
    const plain = await raw('/about-us', {});
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength('<h1>About</h1>')));
    const before = routedTo('/about-us');
    for (let i = 0; i < 5; i += 1) expect((await get('/about-us')).headers.get('x-front-cache')).toBe('hit');
    expect(routedTo('/about-us')).toBe(before);
  });

  test('the copy is fetched as a guest from this process’s Next: no cookies, no compression, its own host', async () => {
    pages.set('/about-us', { body: 'about' });
    await raw('/about-us', { cookie: 'NEXT_LOCALE=en', host: 'evil.example' });
    await kept('/about-us');
    const fill = routed.find((request) => request.headers['x-front-cache-fill']);
    expect(fill?.headers.cookie).toBeUndefined();
    expect(fill?.headers['accept-encoding']).toBe('identity');
    expect(fill?.headers.host).toMatch(/^127\.0\.0\.1:\d+$/);
    // Not through the public port, which several instances may share (another's cache may lag a change by a second).
    expect(fill?.headers.host).not.toBe(new URL(origin).host);
    expect(publicFills).toBe(0);
  });

  test('gzip for a client that takes it', async () => {
    const body = '<p>' + 'grading '.repeat(500) + '</p>';
    pages.set('/grading', { body });
    await get('/grading');
    await kept('/grading');
    const gzipped = await raw('/grading', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['x-front-cache']).toBe('hit');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length);
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(body);
    const plain = await raw('/grading', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(body);
  });

  test('a change to Next’s cache (the generation moves) sends the next request to Next, which has the new page', async () => {
    pages.set('/grading/pricing', { body: 'REG 500' });
    await get('/grading/pricing');
    await kept('/grading/pricing');
    pages.set('/grading/pricing', { body: 'REG 600' });
    state.generation += 1;
    const after = await get('/grading/pricing');
    expect(after.headers.get('x-front-cache')).toBeNull();
    expect(after.body).toBe('REG 600');
    expect((await kept('/grading/pricing')).body).toBe('REG 600');
  });

  test('the poll for other instances’ changes runs before a copy is answered', async () => {
    pages.set('/notices', { body: 'old notice' });
    await get('/notices');
    await kept('/notices');
    pages.set('/notices', { body: 'new notice' });
    // Another instance's change, learnt by the poll this request waits for.
    state.refresh = async () => {
      state.generation += 1;
      delete state.refresh;
    };
    expect((await get('/notices')).body).toBe('new notice');
  });

  test('a copy whose page changed while it was being fetched is not kept', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    pages.set('/events', { body: 'v1' });
    const realNext = next;
    const slowServer = http.createServer(
      cache.wrap(async (req, res) => {
        if (req.headers['x-front-cache-fill']) {
          await held;
          return realNext(req, res);
        }
        return realNext(req, res);
      }),
    );
    await new Promise<void>((resolve) => slowServer.listen(0, '127.0.0.1', resolve));
    const slowOrigin = `http://127.0.0.1:${(slowServer.address() as AddressInfo).port}`;
    try {
      await fetch(`${slowOrigin}/events`).then((response) => response.text());
      await new Promise((resolve) => setTimeout(resolve, 20));
      state.generation += 1; // the page changes while the fill waits
      release();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(cache.size()).toBe(0);
    } finally {
      await new Promise((resolve) => slowServer.close(resolve));
    }
  });

  test('a copy is kept no longer than s-maxage', async () => {
    pages.set('/events', { body: 'events', headers: { 'cache-control': 's-maxage=60, stale-while-revalidate' } });
    await get('/events');
    await kept('/events');
    clock += 59_000;
    expect((await get('/events')).headers.get('x-front-cache')).toBe('hit');
    clock += 2_000;
    expect((await get('/events')).headers.get('x-front-cache')).toBeNull();
  });

  test.each<[string, Page]>([
    ['a page rendered per request', { body: 'mine', headers: { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' } }],
    ['an answer that sets a cookie', { body: 'x', headers: { 'set-cookie': 'a=1' } }],
    ['an answer not from Next’s cache', { body: 'x', headers: { 'x-nextjs-cache': '' } }],
    ['a stale answer (Next regenerates it meanwhile)', { body: 'x', headers: { 'x-nextjs-cache': 'STALE' } }],
    ['an error page', { status: 500, body: 'x' }],
  ])('never keeps %s', async (_why, page) => {
    pages.set('/page', page);
    for (let i = 0; i < 3; i += 1) {
      expect((await get('/page')).headers.get('x-front-cache')).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(cache.size()).toBe(0);
  });

  test('a not-found address costs no second request', async () => {
    await get('/no-such-page');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(routed.map((request) => request.url)).toEqual(['/no-such-page']);
  });

  test('a signed-in member always reaches Next (the proxy decides for members)', async () => {
    pages.set('/', { body: 'home' });
    await get('/');
    await kept('/');
    const before = routedTo('/');
    expect((await get('/', { cookie: 'rft=abc' })).headers.get('x-front-cache')).toBeNull();
    expect(routedTo('/')).toBe(before + 1);
  });

  test('keeps at most maxEntries pages, the oldest going first', async () => {
    for (const path of ['/a', '/b', '/c', '/d']) {
      pages.set(path, { body: path });
      await get(path);
      await kept(path);
    }
    expect(cache.size()).toBe(3);
    expect((await get('/a')).headers.get('x-front-cache')).toBeNull();
    expect((await get('/d')).headers.get('x-front-cache')).toBe('hit');
  });

  test('nothing is kept before Next’s cache exists in this process', async () => {
    hasState = false;
    pages.set('/about-us', { body: 'about' });
    await get('/about-us');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cache.size()).toBe(0);
  });
});
