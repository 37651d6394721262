// The seed request of a route and method (the table's valid or nearly valid request) in wire form:
// path, query, body and, for the sandbox callback, the signature a gateway would send.
import { createHmac } from 'node:crypto';
import type { RawBody } from './hostile-values';
import { type JsonValue, isObject, toJsonText } from './json-text';
import { type Part, multipartBody } from './multipart';
import type { Method, RouteSpec, Samples } from './route-table';

/** `a=1&b=2`, URL-encoded; `raw` values are already in URL form and go in as they are. */
export function queryString(params: Record<string, string>, raw: Record<string, string> = {}): string {
  return Object.keys(params)
    .map((key) => `${encodeURIComponent(key)}=${raw[key] ?? encodeURIComponent(params[key]!)}`)
    .join('&');
}

/** The table's path parameter samples, URL-encoded. */
export function encodedParams(spec: RouteSpec, samples: Samples): Record<string, string> {
  const values = spec.params?.(samples) ?? {};
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, encodeURIComponent(value)]));
}

export function seedBody(spec: RouteSpec, method: Method, samples: Samples): JsonValue | undefined {
  return method === 'GET' ? undefined : spec.methods[method]?.body?.(samples);
}

/**
 * The body in wire form. Multipart: each field of the seed is a text part, and `file` is the sample
 * JPEG when it says "photo", otherwise a file with that text as its content.
 */
export function wireBody(kind: RouteSpec['body'], body: JsonValue, jpeg: Buffer): RawBody {
  if (kind !== 'multipart' || !isObject(body)) return { text: toJsonText(body), contentType: 'application/json' };
  const parts: Part[] = Object.keys(body).map((name) => {
    const value = body[name]!;
    const text = typeof value === 'string' ? value : toJsonText(value);
    if (name !== 'file') return { name, value: text };
    return { name, value: value === 'photo' ? jpeg : text, filename: 'card.jpg', contentType: 'image/jpeg' };
  });
  return multipartBody(parts);
}

/**
 * X-Sandbox-Signature as the sandbox gateway writes it: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "t.body">` with the run's PAYMENT_SANDBOX_SECRET (playwright.config.ts passes E2E_PAYMENT_SECRET).
 * Written here rather than imported, so the test checks the protocol and not the server's own helper.
 */
export function sandboxSignature(body: string | Buffer, secret = process.env.E2E_PAYMENT_SECRET ?? ''): string {
  const t = Math.floor(Date.now() / 1000);
  const text = typeof body === 'string' ? body : body.toString('utf8');
  return `t=${t},v1=${createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${t}.${text}`, 'utf8').digest('hex')}`;
}
