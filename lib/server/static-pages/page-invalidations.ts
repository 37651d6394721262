// The cross-instance half of revalidation (docs/decisions/0014-static-pages.md): the paths staff changed, written for
// every app instance's cache handler (cache-handler.js) to find, named as Next's cache names them.
import type { DbOrTx } from '@/lib/server/db/client';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/shared/locale';

/** `/grading/pricing` → `/zh-TW/grading/pricing`; `/en/notices` stays; `/` → `/zh-TW`. Next's cache keys always name the locale. */
export function cacheKeyPath(path: string): string {
  const [, first] = path.split('/');
  if (LOCALES.some((locale) => locale === first)) return path;
  return path === '/' ? `/${DEFAULT_LOCALE}` : `/${DEFAULT_LOCALE}${path}`;
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
