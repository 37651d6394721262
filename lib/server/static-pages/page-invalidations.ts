// The cross-instance half of revalidation (docs/decisions/0014-static-pages.md): the paths staff changed, written for
// every app instance's cache handler (cache-handler.js) to find, named as Next's cache names them. Rows are kept a day
// (issue #24: they were never pruned); an instance that has not read the table for half of that forgets every cached
// page instead of trusting rows that may be gone (cache-handler.js, RESET_AFTER_MS).
import type { DbOrTx } from '@/lib/server/db/client';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/shared/locale';

/** `/grading/pricing` → `/zh-TW/grading/pricing`; `/en/notices` stays; `/` → `/zh-TW`. Next's cache keys always name the locale. */
export function cacheKeyPath(path: string): string {
  const [, first] = path.split('/');
  if (LOCALES.some((locale) => locale === first)) return path;
  return path === '/' ? `/${DEFAULT_LOCALE}` : `/${DEFAULT_LOCALE}${path}`;
}

/** How long a row is kept (the hourly sweep `page-invalidations`, lib/server/jobs/sweeps.ts). */
export const PAGE_INVALIDATION_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Deletes the rows older than the retention: every instance polling at least every half of it has read them. */
export async function prunePageInvalidations(db: DbOrTx, now: Date): Promise<{ pruned: number }> {
  const { count } = await db.pageInvalidation.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - PAGE_INVALIDATION_RETENTION_MS) } } });
  return { pruned: count };
}

/** The cache handler's state in this process (cache-handler.js), once it has served a cached page. */
interface HandlerState {
  learntAt: Map<string, number>;
  ownIds: Set<number>;
}

export async function recordPageInvalidations(db: DbOrTx, paths: readonly string[]): Promise<void> {
  if (!paths.length) return;
  const rows = await db.pageInvalidation.createManyAndReturn({ data: paths.map((path) => ({ path: cacheKeyPath(path) })), select: { id: true, path: true } });
  // This instance knows at once (its pages are regenerated right after this), and must not learn it again later.
  const state = (globalThis as { __cardgradePageInvalidations?: HandlerState }).__cardgradePageInvalidations;
  if (!state) return;
  const now = Date.now();
  for (const row of rows) {
    state.learntAt.set(row.path, now);
    state.ownIds.add(row.id);
  }
}
