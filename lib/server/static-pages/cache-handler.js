// Next's cache for this app (`cacheHandler` in next.config.js; docs/decisions/0014-static-pages.md): Next's own
// file-system/memory cache, plus one rule so that several app instances stay in step (docs/product/README.md#scale-and-deployment).
// An admin's change regenerates the pages on the instance that served it (res.revalidate) and writes their paths to
// the PageInvalidation table (page-invalidations.ts). Every instance polls that table at most once a second while it
// serves cached pages; a cached page generated before this instance learnt that its path changed is a miss, so Next
// renders it again from the database. The reverse proxy's refresh of a changed page (proxy-refresh.ts, decision 0025)
// polls at once: it comes right after the change, and must not be answered with the copy the change replaced.
// Plain CommonJS: Next loads this file at run time, outside the app's bundle, so it reaches the database through the
// client the app opened (lib/server/db/client.ts keeps it on globalThis).
const { timingSafeEqual } = require('node:crypto');
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

const POLL_INTERVAL_MS = 1000;
/**
 * The table keeps a day of rows (page-invalidations.ts, PAGE_INVALIDATION_RETENTION_MS). An instance that has not read it
 * for half of that (no guest asked it for a cached page) may have missed rows already pruned: it forgets every copy
 * made before, and renders each page anew on its next request.
 */
const RESET_AFTER_MS = 12 * 60 * 60 * 1000;
/** The header nginx passes on a refresh request it accepted (deploy/nginx/cardgrade.conf.template): the shared secret. */
const REFRESH_HEADER = 'x-cardgrade-refresh';

/**
 * `ownIds`: rows this instance wrote itself (page-invalidations.ts), learnt at once before it regenerated those pages,
 * so its fresh copies are not dropped again when the poll comes across them. `readAt`: the last successful read;
 * `resetAt`: copies made before it are forgotten (RESET_AFTER_MS).
 * @type {{ lastId: number | null, polledAt: number, polling: Promise<void> | null, learntAt: Map<string, number>, ownIds: Set<number>, readAt: number, resetAt: number }}
 */
const state = (globalThis.__cardgradePageInvalidations ??= {
  lastId: null,
  polledAt: 0,
  polling: null,
  learntAt: new Map(),
  ownIds: new Set(),
  readAt: 0,
  resetAt: 0,
});

/** `/route-cache/PAGES/<hash>/$/en/grading/pricing` → `/en/grading/pricing`; other keys are already the path. */
function pagePath(key) {
  const marker = key.indexOf('/$/');
  return marker === -1 ? key : key.slice(marker + 2);
}

/** Whether a request carries the proxy's refresh secret (PROXY_REFRESH_SECRET); anyone else gets the usual poll. */
function isProxyRefresh(headers) {
  const secret = process.env.PROXY_REFRESH_SECRET;
  const given = headers[REFRESH_HEADER];
  if (!secret || typeof given !== 'string' || given.length !== secret.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(secret));
}

async function poll() {
  const opening = globalThis.__cardgradeDb;
  // No database yet (the build, or a start before the first request opened it): nothing can have changed.
  if (!opening) return;
  const db = await opening;
  if (state.lastId === null) {
    // This process's cache starts empty (isrFlushToDisk: false): only changes from now on matter.
    const newest = await db.pageInvalidation.findFirst({ orderBy: { id: 'desc' }, select: { id: true } });
    state.lastId = newest ? newest.id : 0;
    state.readAt = Date.now();
    return;
  }
  const rows = await db.pageInvalidation.findMany({ where: { id: { gt: state.lastId } }, orderBy: { id: 'asc' }, select: { id: true, path: true } });
  const now = Date.now();
  if (state.readAt && now - state.readAt > RESET_AFTER_MS) state.resetAt = now;
  state.readAt = now;
  for (const row of rows) {
    if (!state.ownIds.delete(row.id)) state.learntAt.set(row.path, now);
    state.lastId = row.id;
  }
}

function startPoll() {
  state.polledAt = Date.now();
  state.polling = poll()
    .catch((error) => console.error('[static] reading page invalidations failed', error))
    .finally(() => {
      state.polling = null;
    });
  return state.polling;
}

/**
 * Reads the table unless it was read in the last second (one read for any number of requests). `now`: a read that
 * starts after this call, whatever the last one was — a poll already under way may have missed the change.
 */
function refresh(now = false) {
  const running = state.polling;
  if (running) {
    if (!now) return running;
    // Settled: its `finally` ran. A poll started since began after this call, so it will do.
    return running.then(() => state.polling ?? startPoll());
  }
  if (!now && Date.now() - state.polledAt < POLL_INTERVAL_MS) return Promise.resolve();
  return startPoll();
}

class AppCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    // Next makes one handler per request, with its headers. An on-demand revalidation (res.revalidate) asks whether the
    // page exists before regenerating it: the rule must not hide it then, or `unstable_onlyGenerated` skips the
    // regeneration.
    const headers = (ctx && ctx._requestHeaders) || {};
    this.isOnDemandRevalidation = Boolean(headers['x-prerender-revalidate']);
    this.isProxyRefresh = isProxyRefresh(headers);
  }

  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (!entry || this.isOnDemandRevalidation || (ctx && ctx.kind !== 'PAGES')) return entry;
    await refresh(this.isProxyRefresh);
    const made = entry.lastModified ?? 0;
    if (made < state.resetAt) return null;
    const learnt = state.learntAt.get(pagePath(key));
    return learnt !== undefined && made < learnt ? null : entry;
  }
}

module.exports = AppCacheHandler;
module.exports.pagePath = pagePath;
module.exports.invalidationState = state;
module.exports.REFRESH_HEADER = REFRESH_HEADER;
module.exports.RESET_AFTER_MS = RESET_AFTER_MS;
