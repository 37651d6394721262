// docs/product/storefront.md#local-data-rule: leaving the submit pages clears saved local data except tokens, user
// and language.
import { keepsLocalData } from '@/lib/shared/routes';

/** Keys that survive: session-related and the language preference. */
export const KEPT_LOCAL_KEYS = new Set(['acc', 'rft', 'user', 'NEXT_LOCALE', 'i18nextLng', 'language']);

export function clearLocalDataExcept(storage: Storage, kept: Set<string> = KEPT_LOCAL_KEYS): string[] {
  const removed: string[] = [];
  for (let i = storage.length - 1; i >= 0; i -= 1) {
    const key = storage.key(i);
    if (key !== null && !kept.has(key)) {
      storage.removeItem(key);
      removed.push(key);
    }
  }
  return removed;
}

/** Called after every client-side navigation and on first load. */
export function onRouteSettled(pathname: string, storage: Storage | undefined = typeof window === 'undefined' ? undefined : window.localStorage): void {
  if (storage && !keepsLocalData(pathname)) clearLocalDataExcept(storage);
}
