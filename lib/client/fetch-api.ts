// Our API through the browser's fetch, for the lean pages (issue #11, docs/decisions/0015-storefront-static-css.md): the
// login calls the API without axios (lib/client/http.ts + api.ts, ≈ 15 kB of gzip) and without React Query. The
// conventions are api.ts's, for calls made without a session: the two clients of
// docs/product/errors-and-messages.md#http-clients (the gateway's root, or `/brg`), the session cookies and the
// country header sent, the `{ code, message, data }` envelope unwrapped, a 20 s limit, and every failure one
// ApiError (lib/client/api-error.ts), which lib/client/error-keys.ts reads. Of the transport rules
// (docs/product/errors-and-messages.md#transport-rules) only the reporting applies: these calls have no session to renew
// or to end, so a 401 is a refusal like any other.
import type { ApiEnvelope } from '@/lib/shared/errors';
import { ApiError, refusalError } from './api-error';
import { reportError } from './error-reporting';

/** lib/client/http.ts's COUNTRY (not imported from there: that module brings axios); fetch-api.test.ts compares. */
export const COUNTRY = 'TW';
const TIMEOUT_MS = 20_000;
const baseURL = process.env.NEXT_PUBLIC_API_BASE_URL ?? '';

export interface FetchOptions {
  /** The `/brg`-prefixed client instead of the gateway's root. */
  client?: 'gateway' | 'brg';
  params?: Record<string, string | number | undefined>;
}

function urlOf(path: string, { client, params }: FetchOptions): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) if (value !== undefined) query.set(name, String(value));
  const search = query.size > 0 ? `?${query}` : '';
  return `${baseURL}${client === 'brg' ? '/brg' : ''}${path}${search}`;
}

/** The interceptors' reporting (session-interceptors.ts): 5xx to the console, 404 nowhere, the rest to the tracker. */
function report(error: ApiError, expected: boolean): void {
  if (expected) return;
  if (error.status >= 500) console.error(error);
  else if (error.status !== 404) reportError(error);
}

async function call<T>(method: 'GET' | 'POST', path: string, body: unknown, options: FetchOptions): Promise<T> {
  // POST /api/login answers a wrong password or a missing proof with a refusal the form shows: not a fault to report,
  // as session-interceptors.ts's isSessionCall says for the axios clients.
  const expected = method === 'POST' && path === '/api/login' && options.client !== 'brg';
  let response: Response;
  try {
    response = await fetch(urlOf(path, options), {
      method,
      credentials: 'include',
      headers: { accept: 'application/json', country: COUNTRY, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const failure = ApiError.from(error);
    report(failure, expected);
    throw failure;
  }
  const raw: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const failure = refusalError(response.status, raw, response.statusText || `Request failed with status ${response.status}`);
    report(failure, expected);
    throw failure;
  }
  return (raw as ApiEnvelope<T> | undefined)?.data as T;
}

export const fetchApi = {
  get: <T>(path: string, options: FetchOptions = {}) => call<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown = {}, options: FetchOptions = {}) => call<T>('POST', path, body, options),
};
