// On-demand revalidation after staff change what cached pages show (docs/decisions/0014-static-pages.md). Services
// never see the response (lib/server/api/route.ts), so the API route makes its response the scope of the request
// and the after-change hooks regenerate the pages through it, after the change has committed. The paths are also
// written down for the other app instances, whose caches this response cannot reach (cache-handler.js). Last, the
// reverse proxies renew their copies of those pages (proxy-refresh.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextApiResponse } from 'next';
import { getDb } from '@/lib/server/db/client';
import { recordPageInvalidations } from './page-invalidations';
import { type ProxyRefreshResult, refreshProxies } from './proxy-refresh';

const scope = new AsyncLocalStorage<NextApiResponse>();

/** Runs `work` (an API route's service) with `res` as the revalidator of the pages it changes. */
export function withRevalidation<T>(res: NextApiResponse, work: () => T): T {
  return scope.run(res, work);
}

export interface RevalidationResult {
  revalidated: string[];
  failed: string[];
  /** No API request around the change (a script or a job): this process's pages follow within a second, like the other instances'. */
  skipped: boolean;
  /** The other instances were told (PageInvalidation rows written). */
  recorded: boolean;
  /** The addresses the reverse proxies renewed (none when PROXY_REFRESH_URLS is unset). */
  proxy: ProxyRefreshResult;
}

/**
 * Regenerates the cached `paths` that exist; a page nobody has asked for since the start is left for its first
 * request (`unstable_onlyGenerated`). Never throws: the change is already saved, a failure is logged.
 */
export async function revalidatePages(paths: readonly string[], options: { recordedInChange?: boolean } = {}): Promise<RevalidationResult> {
  const res = scope.getStore();
  const result: RevalidationResult = {
    revalidated: [],
    failed: [],
    skipped: !res,
    recorded: Boolean(options.recordedInChange),
    proxy: { refreshed: [], failed: [] },
  };
  if (!paths.length) return result;
  // The change's own transaction wrote the rows (decision 0027: a crash after its commit cannot lose them).
  if (!options.recordedInChange) {
    try {
      // Before regenerating here: this instance's fresh pages are then newer than the change it learns of.
      await recordPageInvalidations(await getDb(), paths);
      result.recorded = true;
    } catch (error) {
      console.error(`[static] telling other instances about ${paths.join(', ')} failed`, error);
    }
  }
  if (res) await regenerate(res, paths, result);
  // After this instance's pages are new: a proxy's refresh may be answered by this instance.
  result.proxy = await refreshProxies(paths);
  return result;
}

async function regenerate(res: NextApiResponse, paths: readonly string[], result: RevalidationResult): Promise<void> {
  await Promise.all(
    paths.map(async (path) => {
      try {
        await res.revalidate(path, { unstable_onlyGenerated: true });
        result.revalidated.push(path);
      } catch (error) {
        result.failed.push(path);
        console.error(`[static] revalidating ${path} failed`, error);
      }
    }),
  );
}
