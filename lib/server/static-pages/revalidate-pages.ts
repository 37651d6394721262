// On-demand revalidation after staff change what cached pages show (docs/decisions/0014-static-pages.md). Services
// never see the response (lib/server/api/route.ts), so the API route makes its response the scope of the request
// and the after-change hooks regenerate the pages through it, after the change has committed.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextApiResponse } from 'next';

const scope = new AsyncLocalStorage<NextApiResponse>();

/** Runs `work` (an API route's service) with `res` as the revalidator of the pages it changes. */
export function withRevalidation<T>(res: NextApiResponse, work: () => T): T {
  return scope.run(res, work);
}

export interface RevalidationResult {
  revalidated: string[];
  failed: string[];
  /** No API request around the change (a script or a job): the pages stay as they were until regenerated. */
  skipped: boolean;
}

/**
 * Regenerates the cached `paths` that exist; a page nobody has asked for since the start is left for its first
 * request (`unstable_onlyGenerated`). Never throws: the change is already saved, a failure is logged.
 */
export async function revalidatePages(paths: readonly string[]): Promise<RevalidationResult> {
  const res = scope.getStore();
  const result: RevalidationResult = { revalidated: [], failed: [], skipped: !res };
  if (!res) {
    if (paths.length) console.warn(`[static] no request to revalidate ${paths.join(', ')} through; they change at the next start`);
    return result;
  }
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
  return result;
}
