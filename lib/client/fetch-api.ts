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

/** The answer of a call, or one ApiError for a network failure or a refusal (its envelope read). */
async function send(method: 'GET' | 'POST' | 'DELETE', path: string, body: unknown, options: FetchOptions, accept: string): Promise<Response> {
  // POST /api/login answers a wrong password or a missing proof with a refusal the form shows: not a fault to report,
  // as session-interceptors.ts's isSessionCall says for the axios clients.
  const expected = method === 'POST' && path === '/api/login' && options.client !== 'brg';
  // A FormData body (a photo) goes as multipart: the browser writes its content type with the boundary.
  const json = body !== undefined && !(body instanceof FormData);
  let response: Response;
  try {
    response = await fetch(urlOf(path, options), {
      method,
      credentials: 'include',
      headers: { accept, country: COUNTRY, ...(json ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : json ? JSON.stringify(body) : (body as FormData),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const failure = ApiError.from(error);
    report(failure, expected);
    throw failure;
  }
  if (!response.ok) {
    const raw: unknown = await response.json().catch(() => undefined);
    const failure = refusalError(response.status, raw, response.statusText || `Request failed with status ${response.status}`);
    report(failure, expected);
    throw failure;
  }
  return response;
}

async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body: unknown, options: FetchOptions): Promise<T> {
  const response = await send(method, path, body, options, 'application/json');
  const raw: unknown = await response.json().catch(() => undefined);
  return (raw as ApiEnvelope<T> | undefined)?.data as T;
}

/** A file the API answers (a CSV export), with the name its Content-Disposition gives, if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name a Content-Disposition header gives (RFC 6266: `filename*` first), or null. */
export function fileNameOf(disposition: string | null | undefined): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoded name: the plain one below, if any.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

export const fetchApi = {
  get: <T>(path: string, options: FetchOptions = {}) => call<T>('GET', path, undefined, options),
  /** A JSON body, or a FormData body sent as multipart (an upload). */
  post: <T>(path: string, body: unknown = {}, options: FetchOptions = {}) => call<T>('POST', path, body, options),
  /** Takes something back (an album's like), with no body. */
  delete: <T>(path: string, options: FetchOptions = {}) => call<T>('DELETE', path, undefined, options),
  download: async (path: string, options: FetchOptions = {}): Promise<DownloadedFile> => {
    const response = await send('GET', path, undefined, options, '*/*');
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
  },
};
