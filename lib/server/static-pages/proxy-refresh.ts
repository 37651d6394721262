// The reverse proxy's copies of a changed page, renewed the moment it changes (issue #23, docs/decisions/0025-reverse-proxy.md).
// nginx keeps a guest's cached page a few seconds (its micro-cache). After staff change what a page shows, the instance
// that made the change asks each proxy (PROXY_REFRESH_URLS) for the page's address and its client-side data address,
// with the shared secret (PROXY_REFRESH_SECRET): nginx then skips its copy, fetches the page from an instance and keeps
// that answer. The instance answering reads the PageInvalidation table first (cache-handler.js), so it renders the
// page again rather than answering from a copy made before the change. Without these variables (or when a proxy does
// not answer) the copy lives out its few seconds: the change reaches guests that much later, never not at all.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE } from '@/lib/shared/locale';
import { cacheKeyPath } from './page-invalidations';

/** The header nginx checks against its copy of the secret; it passes the secret on to the app (cache-handler.js). */
export const REFRESH_HEADER = 'x-cardgrade-refresh';
/** The secret is written into nginx's configuration between quotes: letters, digits, `-` and `_` only. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{32,}$/;
const REFRESH_TIMEOUT_MS = 5_000;

export interface ProxyRefreshConfig {
  proxies: string[];
  secret: string;
}

/** The proxies to refresh, or null when none is configured. */
export function proxyRefreshConfig(env: Record<string, string | undefined> = process.env): ProxyRefreshConfig | null {
  const proxies = (env.PROXY_REFRESH_URLS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const secret = env.PROXY_REFRESH_SECRET?.trim() ?? '';
  return proxies.length && SECRET_SHAPE.test(secret) ? { proxies, secret } : null;
}

/** Start-up check (env-schema.ts): the secret's shape, and no proxy without one. */
export function proxyRefreshProblems(env: Record<string, string | undefined>): string[] {
  const secret = env.PROXY_REFRESH_SECRET?.trim();
  if (secret && !SECRET_SHAPE.test(secret)) return ['PROXY_REFRESH_SECRET: must be at least 32 letters, digits, - or _ (nginx keeps it between quotes)'];
  if (env.PROXY_REFRESH_URLS?.trim() && !secret) return ['PROXY_REFRESH_URLS: needs PROXY_REFRESH_SECRET (the proxies accept a refresh only with it)'];
  return [];
}

/** `/zh-TW/grading/pricing` → `/grading/pricing`, `/zh-TW` → `/`: the address guests use for the default locale. */
export function publicPath(keyPath: string): string {
  if (keyPath === `/${DEFAULT_LOCALE}`) return '/';
  return keyPath.startsWith(`/${DEFAULT_LOCALE}/`) ? keyPath.slice(DEFAULT_LOCALE.length + 1) : keyPath;
}

function readBuildId(): string | null {
  try {
    return fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/**
 * The addresses a guest may have a copy of for each changed page: the page, and the data Next's router fetches when a
 * guest moves to it inside the site (`/_next/data/<build>/<locale><path>.json`, the locale always named).
 */
export function refreshAddresses(paths: readonly string[], buildId: string | null): string[] {
  const addresses = new Set<string>();
  for (const changed of paths) {
    const keyPath = cacheKeyPath(changed);
    addresses.add(publicPath(keyPath));
    if (buildId) addresses.add(`/_next/data/${buildId}${keyPath}.json`);
  }
  return [...addresses];
}

export interface ProxyRefreshResult {
  refreshed: string[];
  failed: string[];
}

/** Asks every proxy to renew its copies of `paths`. Never throws: the change is saved; a failure is logged. */
export async function refreshProxies(paths: readonly string[], config = proxyRefreshConfig(), buildId = readBuildId()): Promise<ProxyRefreshResult> {
  const result: ProxyRefreshResult = { refreshed: [], failed: [] };
  if (!config || !paths.length) return result;
  const addresses = refreshAddresses(paths, buildId);
  await Promise.all(
    config.proxies.flatMap((proxy) =>
      addresses.map(async (address) => {
        const url = `${proxy}${address}`;
        try {
          const response = await fetch(url, {
            headers: { [REFRESH_HEADER]: config.secret },
            redirect: 'manual',
            signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
          });
          // Read to the end: nginx keeps the copy once the whole answer went through it.
          await response.arrayBuffer();
          // A page that is gone now (404) or moved is renewed as such; only the proxy or the app failing is a failure.
          if (response.status >= 500) throw new Error(`answered ${response.status}`);
          result.refreshed.push(url);
        } catch (error) {
          result.failed.push(url);
          console.error(`[static] refreshing the proxy's copy of ${url} failed: ${(error as Error).message}`);
        }
      }),
    ),
  );
  return result;
}
