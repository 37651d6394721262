// Calls an API route handler in-process, as a browser on this site would: same-origin headers, cookies
// from a jar that follows Set-Cookie, JSON body.
import type { NextApiRequest, NextApiResponse } from 'next';
import { type RequestMethod, createMocks } from 'node-mocks-http';

type Handler = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

export interface CallOptions {
  method?: RequestMethod;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  ip?: string;
}

export interface CallResult<T = unknown> {
  status: number;
  body: { code: string; message: string; data?: T; errors?: { path: string; key: string; message: string }[] };
  setCookies: string[];
  headers: Record<string, unknown>;
  /** The cached pages the route regenerated (res.revalidate), in call order (docs/decisions/0014-static-pages.md). */
  revalidated: string[];
}

export async function callApi<T = unknown>(handler: Handler, options: CallOptions = {}): Promise<CallResult<T>> {
  const { req, res } = createMocks<NextApiRequest, NextApiResponse>({
    method: options.method ?? 'GET',
    body: options.body as never,
    query: options.query,
    cookies: options.cookies ?? {},
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'user-agent': 'jest', ...options.headers },
  });
  Object.defineProperty(req, 'socket', { value: { remoteAddress: options.ip ?? '127.0.0.1' } });
  const revalidated: string[] = [];
  res.revalidate = async (path: string) => {
    revalidated.push(path);
  };
  await handler(req, res);
  const raw = res._getData();
  const setCookie = res.getHeader('Set-Cookie');
  return {
    status: res._getStatusCode(),
    body: typeof raw === 'string' && raw ? JSON.parse(raw) : raw,
    setCookies: Array.isArray(setCookie) ? setCookie.map(String) : setCookie ? [String(setCookie)] : [],
    headers: res._getHeaders(),
    revalidated,
  };
}

/** A cookie jar that applies Set-Cookie headers like a browser (max-age=0 deletes). */
export class CookieJar {
  readonly cookies: Record<string, string> = {};

  apply(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = decodeURIComponent(pair!.slice(index + 1).trim());
      const deleted = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (deleted) delete this.cookies[name];
      else this.cookies[name] = value;
    }
  }
}
