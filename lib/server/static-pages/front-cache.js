// The front cache of `npm start` (issue #11; docs/decisions/0020-front-cache.md): a guest's request for a page that
// Next serves from its cache, answered from memory before Next routes it, as a shared cache in front of the app (a
// CDN) would — but one that the app empties itself the moment a page changes, so a price change is never stale.
//
// What it keeps: exactly what Next answered a guest for that address — 200, `x-nextjs-cache` HIT or MISS (a page
// from Next's cache), a `Cache-Control` with `s-maxage` (Next's word that a shared cache may keep it), no
// `Set-Cookie` — fetched once more from this process's Next (through a loopback server of its own, never the shared
// port) without cookies or compression, and kept for at most `s-maxage`.
// What it never answers: a signed-in member (the proxy steers members by their cookies: dormancy, the back office), any
// method but GET, an address with a query (the proxy rewrites `?currency=`) or outside the pages (`/_next`, `/api`),
// and Next's own requests (revalidation, data and prefetch requests carry `x-next…`/`x-middleware…` headers).
// When it forgets: everything, whenever Next's cache stores a page or learns that another instance changed one
// (`generation` in cache-handler.js's state), so the next request goes to Next, which regenerates what changed.
// Plain CommonJS: scripts/start.js loads it where only the production dependencies are installed.
'use strict';
const http = require('node:http');
const zlib = require('node:zlib');

/** The session's refresh-token cookie: present means signed in (proxy.ts). */
const SIGNED_IN_COOKIE = 'rft';
/** The loopback request that fills the cache says so, and is never answered from it. */
const FILL_HEADER = 'x-front-cache-fill';
/** Requests Next makes or treats differently: on-demand revalidation, data and prefetch requests, ranges. */
const NEXT_HEADER = /^(x-next|x-middleware|x-prerender|next-|rsc$|purpose$|range$|x-front-cache)/;
const MAX_PATH_LENGTH = 512;
/** Pages × locales × articles, with room; the oldest entry goes first. */
const DEFAULT_MAX_ENTRIES = 500;
/** Not stored again on the way out; Node writes its own. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'content-encoding']);

/** @param {string | undefined} header */
function hasCookie(header, name) {
  if (!header) return false;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if ((eq === -1 ? part : part.slice(0, eq)).trim() === name) return true;
  }
  return false;
}

/** Whether the front cache may answer this request (see the header). @param {http.IncomingMessage} req */
function isCacheableRequest(req) {
  const url = req.url ?? '';
  if (req.method !== 'GET' || url.length > MAX_PATH_LENGTH || url[0] !== '/' || url.includes('?')) return false;
  if (url.startsWith('/_next/') || url.startsWith('/api/') || url.startsWith('/brg/')) return false;
  if (hasCookie(req.headers.cookie, SIGNED_IN_COOKIE)) return false;
  for (const name of Object.keys(req.headers)) if (NEXT_HEADER.test(name)) return false;
  return true;
}

/** Seconds a shared cache may keep this answer (`s-maxage`), or 0 when it may not. @param {unknown} cacheControl */
function sharedMaxAge(cacheControl) {
  if (typeof cacheControl !== 'string' || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return 0;
  const match = /\bs-maxage=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

/** Whether Next's answer is a cached page a shared cache may keep. @param {number} status @param {(name: string) => unknown} header */
function isKeepableAnswer(status, header) {
  const served = String(header('x-nextjs-cache') ?? '').toUpperCase();
  return status === 200 && (served === 'HIT' || served === 'MISS') && !header('set-cookie') && sharedMaxAge(header('cache-control')) > 0;
}

/** Whether the client takes gzip (`Accept-Encoding`, without `gzip;q=0`). @param {string | undefined} accept */
function acceptsGzip(accept) {
  if (!accept) return false;
  const match = /(?:^|,)\s*(gzip|\*)\s*(?:;\s*q=([\d.]+))?/i.exec(accept);
  return Boolean(match) && (match[2] === undefined || Number(match[2]) > 0);
}

/**
 * A loopback server of this process alone, in front of Next's listener itself, for the copies: with several
 * instances on one port (decision 0019), a request to the public port may reach another instance, whose cache may
 * not have learnt of a change yet — its old page would then be kept here as new.
 * @param {(req: http.IncomingMessage, res: http.ServerResponse) => unknown} listener
 * @returns {Promise<{ address: string, port: number }>}
 */
function privateServer(listener) {
  return new Promise((resolve, reject) => {
    const server = http.createServer(listener);
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.unref(); // never what keeps the process alive
      resolve(/** @type {import('node:net').AddressInfo} */ (server.address()));
    });
  });
}

/**
 * GET `path` from this process's Next as a guest, uncompressed. The Host header is the loopback server's, not the
 * visitor's: what is kept for everyone must not depend on what one visitor sent.
 * @param {{ address: string, port: number }} server
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: Buffer }>}
 */
function fetchFromSelf(server, path) {
  const { address, port } = server;
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: address, port, path, headers: { host: `${address}:${port}`, 'accept-encoding': 'identity', [FILL_HEADER]: '1' }, timeout: 30_000 },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
  });
}

/**
 * @typedef {{ generation: number, refresh?: () => Promise<void> }} CacheState  cache-handler.js's state (its fields used here)
 * @typedef {{ headers: [string, string][], body: Buffer, gzip: Buffer, generation: number, expiresAt: number }} Entry
 * @param {{ state?: () => CacheState | undefined, maxEntries?: number, now?: () => number }} [options]
 */
function createFrontCache(options = {}) {
  const state = options.state ?? (() => globalThis.__cardgradePageInvalidations);
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  /** @type {Set<string>} */
  const filling = new Set();

  /** The entry for `url` if Next would still serve the same page. */
  async function freshEntry(url) {
    const entry = entries.get(url);
    const current = state();
    if (!entry || !current) return undefined;
    // The cache handler's poll for other instances' changes (at most once a second), as Next's own cache lookup does.
    if (current.refresh) await current.refresh();
    if (entry.generation === current.generation && now() < entry.expiresAt) return entry;
    entries.delete(url);
    return undefined;
  }

  /** Asks Next for the page again as a guest and keeps the answer, unless a page changed meanwhile. */
  /** @param {string} url @param {Promise<{ address: string, port: number }>} own this process's loopback server */
  async function fill(url, own) {
    const current = state();
    if (!current || filling.has(url)) return;
    filling.add(url);
    const generation = current.generation;
    try {
      const answer = await fetchFromSelf(await own, url);
      if (!isKeepableAnswer(answer.status, (name) => answer.headers[name])) return;
      if (state()?.generation !== generation) return;
      /** @type {[string, string][]} */
      const headers = [];
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value === undefined || HOP_HEADERS.has(name)) continue;
        for (const one of Array.isArray(value) ? value : [value]) headers.push([name, one]);
      }
      entries.delete(url);
      while (entries.size >= maxEntries) entries.delete(entries.keys().next().value);
      entries.set(url, {
        headers,
        body: answer.body,
        gzip: zlib.gzipSync(answer.body),
        generation,
        expiresAt: now() + sharedMaxAge(answer.headers['cache-control']) * 1000,
      });
    } catch (error) {
      console.error(`[front-cache] keeping ${url} failed`, error);
    } finally {
      filling.delete(url);
    }
  }

  /** @param {Entry} entry @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  function answer(entry, req, res) {
    const gzip = acceptsGzip(req.headers['accept-encoding']);
    const body = gzip ? entry.gzip : entry.body;
    for (const [name, value] of entry.headers) res.appendHeader(name, value);
    if (gzip) res.setHeader('content-encoding', 'gzip');
    // Like a CDN's `X-Cache`: which answers the app did not route (tests, and anyone reading the headers).
    res.setHeader('x-front-cache', 'hit');
    res.setHeader('content-length', body.length);
    res.writeHead(200);
    res.end(body);
  }

  /**
   * Wraps Next's request listener: a cached page is answered here, anything else goes to Next, and a guest's page
   * that Next answered as keepable is fetched again to be kept.
   * @param {(req: http.IncomingMessage, res: http.ServerResponse) => unknown} listener
   */
  function wrap(listener) {
    /** @type {Promise<{ address: string, port: number }> | undefined} */
    let own;
    /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} url */
    function toNext(req, res, url) {
      res.on('finish', () => {
        if (!isKeepableAnswer(res.statusCode, (name) => res.getHeader(name))) return;
        own ??= privateServer(listener).catch((error) => {
          own = undefined; // tried again on the next keepable answer
          throw error;
        });
        void fill(url, own);
      });
      return listener(req, res);
    }
    return function frontCacheListener(req, res) {
      if (!isCacheableRequest(req)) return listener(req, res);
      const url = /** @type {string} */ (req.url);
      if (!entries.has(url)) return toNext(req, res, url);
      return freshEntry(url).then(
        (fresh) => (fresh ? answer(fresh, req, res) : toNext(req, res, url)),
        () => listener(req, res),
      );
    };
  }

  return { wrap, size: () => entries.size };
}

/**
 * Puts the front cache in front of the next HTTP server this process creates (Next's, in `next start`, which keeps
 * its own server, keep-alive and shutdown): Next's start-server passes its request listener to `http.createServer`.
 */
function frontCacheNextServer(options) {
  const cache = createFrontCache(options);
  const createServer = http.createServer;
  http.createServer = function createServerWithFrontCache(...args) {
    http.createServer = createServer;
    const last = args.length - 1;
    if (typeof args[last] === 'function') args[last] = cache.wrap(args[last]);
    return createServer.apply(http, args);
  };
  return cache;
}

module.exports = { createFrontCache, frontCacheNextServer, isCacheableRequest, isKeepableAnswer, sharedMaxAge, acceptsGzip, FILL_HEADER };
