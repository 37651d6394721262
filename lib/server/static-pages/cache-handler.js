// Next's cache for this app (`cacheHandler` in next.config.js; docs/decisions/0014-static-pages.md): Next's own
// file-system/memory cache, plus one rule so that several app instances stay in step (docs/product/README.md#scale-and-deployment).
// An admin's change regenerates the pages on the instance that served it (res.revalidate) and writes their paths to
// the PageInvalidation table (page-invalidations.ts). Every instance polls that table at most once a second while it
// serves cached pages; a cached page generated before this instance learnt that its path changed is a miss, so Next
// renders it again from the database. Plain CommonJS: Next loads this file at run time, outside the app's bundle, so
// it reaches the database through the client the app opened (lib/server/db/client.ts keeps it on globalThis).
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

const POLL_INTERVAL_MS = 1000;

/**
 * `ownIds`: rows this instance wrote itself (page-invalidations.ts), learnt at once before it regenerated those pages,
 * so its fresh copies are not dropped again when the poll comes across them.
 * `generation`: counts the changes to this cache (a page stored, a change learnt); the front cache of `npm start`
 * (front-cache.js) forgets its copies when it moves, and polls through `refresh` as a cache lookup here does.
 * @type {{ lastId: number | null, polledAt: number, polling: Promise<void> | null, learntAt: Map<string, number>, ownIds: Set<number>, generation: number, refresh?: () => Promise<void> }}
 */
const state = (globalThis.__cardgradePageInvalidations ??= { lastId: null, polledAt: 0, polling: null, learntAt: new Map(), ownIds: new Set(), generation: 0 });

/** `/route-cache/PAGES/<hash>/$/en/grading/pricing` → `/en/grading/pricing`; other keys are already the path. */
function pagePath(key) {
  const marker = key.indexOf('/$/');
  return marker === -1 ? key : key.slice(marker + 2);
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
    return;
  }
  const rows = await db.pageInvalidation.findMany({ where: { id: { gt: state.lastId } }, orderBy: { id: 'asc' }, select: { id: true, path: true } });
  const now = Date.now();
  for (const row of rows) {
    if (!state.ownIds.delete(row.id)) {
      state.learntAt.set(row.path, now);
      state.generation += 1;
    }
    state.lastId = row.id;
  }
}

function refresh() {
  if (state.polling) return state.polling;
  if (Date.now() - state.polledAt < POLL_INTERVAL_MS) return Promise.resolve();
  state.polledAt = Date.now();
  state.polling = poll()
    .catch((error) => console.error('[static] reading page invalidations failed', error))
    .finally(() => {
      state.polling = null;
    });
  return state.polling;
}
state.refresh = refresh;

class AppCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    // An on-demand revalidation (res.revalidate) asks whether the page exists before regenerating it: the rule must
    // not hide it then, or `unstable_onlyGenerated` skips the regeneration. Next makes one handler per request.
    const headers = (ctx && ctx._requestHeaders) || {};
    this.isOnDemandRevalidation = Boolean(headers['x-prerender-revalidate']);
  }

  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (!entry || this.isOnDemandRevalidation || (ctx && ctx.kind !== 'PAGES')) return entry;
    await refresh();
    const learnt = state.learntAt.get(pagePath(key));
    return learnt !== undefined && (entry.lastModified ?? 0) < learnt ? null : entry;
  }

  async set(...args) {
    await super.set(...args);
    state.generation += 1;
  }
}

module.exports = AppCacheHandler;
module.exports.pagePath = pagePath;
module.exports.invalidationState = state;
