// A route of the public API v1 (docs/product/certificates.md#public-api, docs/decisions/0021-public-api.md): route()'s
// checks and one service, with what every v1 answer has in common, in this order —
// 1. the caller: a key presented (Authorization: Bearer, or X-Api-Key) must work, else 401 (never a 500, never a
//    silent fall back to the keyless limit); `access: 'key'` routes need one;
// 2. the meter, in memory: per key and day, or per address and minute/day without a key; the rate-limit fields on the
//    answer, 429 with Retry-After past the limit — before any query, so a flood never reaches the database;
// 3. route(): the query or body by the shared schemas (400), then the service;
// 4. the answer in the envelope, kept by browsers and caches when the route says so: `Cache-Control: max-age` and a
//    weak ETag, `If-None-Match` → 304; otherwise `no-store` (errors too).
// CORS and the preflight are apiHandler's `cors` option; v1 routes read no cookie.
import { createHash } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import type { AnyObject, ObjectSchema } from 'yup';
import { getDb } from '@/lib/server/db/client';
import type { ApiEnvelope } from '@/lib/shared/errors';
import { API_CACHE_SECONDS } from '@/lib/shared/public-api/limits';
import { presentedApiKey } from '../api-keys/api-key-format';
import { authenticateApiKey, keyRefused } from '../api-keys/authenticate-api-key';
import { meterKey } from '../api-keys/usage-meter';
import type { RouteHandler } from '../api/handler';
import { type RouteContext, route } from '../api/route';
import { AppError } from '../errors/app-error';
import { clientIp } from '../security/request-meta';
import { meterAddress, meteredAddress } from './address-meter';
import { bindingQuota, setRateLimitHeaders } from './quotas';

/** `open`: anyone, a key raises the limit; `key`: an API key is required. */
export type Access = 'open' | 'key';

export type Caller = { kind: 'address'; address: string } | { kind: 'key'; keyId: number; address: string };

export interface V1Context<B, Q> extends RouteContext<'public', B, Q> {
  caller: Caller;
  now: Date;
}

/**
 * How an answer may be kept: not at all, or for API_CACHE_SECONDS and then revalidated by its ETag, made of `tagged`
 * (the answer without what changes by the second, like the population's "as of"): a weak validator, equal whenever
 * the data is.
 */
export type Keeping = 'no-store' | { scope: 'public' | 'private'; tagged: unknown };

export interface V1RouteSpec<B, Q, R> {
  access: Access;
  body?: ObjectSchema<B & AnyObject>;
  query?: ObjectSchema<Q & AnyObject>;
  run(context: V1Context<B, Q>): Promise<R> | R;
  /** Default: not kept. */
  keeping?(result: R): Keeping;
}

async function identify(req: NextApiRequest, res: NextApiResponse, access: Access, address: string, now: Date): Promise<Caller & { storedToday?: number }> {
  const presented = presentedApiKey(req.headers);
  try {
    if (presented.kind === 'malformed') throw keyRefused('malformed');
    if (presented.kind === 'none') {
      if (access === 'key') throw keyRefused('required');
      return { kind: 'address', address };
    }
    const key = await authenticateApiKey(await getDb(), presented.key, { address, now });
    return { kind: 'key', address, ...key };
  } catch (error) {
    if (error instanceof AppError && error.status === 401) res.setHeader('WWW-Authenticate', 'Bearer realm="CardGrade API"');
    throw error;
  }
}

/** Whether `If-None-Match` names `etag` (weak comparison, as RFC 9110 wants for this field) or is `*`. */
export function noneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (typeof header !== 'string') return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * The envelope written as is. Not res.json(): Next's API layer would replace our ETag with a strong one of the exact
 * bytes — which differ at every answer by the population's "as of" — and judge If-None-Match by that.
 */
function writeJson(res: NextApiResponse, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

function sendAnswer<R>(req: NextApiRequest, res: NextApiResponse, data: R, keeping: Keeping): void {
  const body: ApiEnvelope<R> = { code: 'OK', message: 'OK', data };
  if (keeping !== 'no-store') {
    const etag = `W/"${createHash('sha256').update(JSON.stringify(keeping.tagged)).digest('base64url').slice(0, 27)}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', `${keeping.scope}, max-age=${API_CACHE_SECONDS}`);
    if (noneMatch(req.headers['if-none-match'], etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  writeJson(res, body);
}

export function v1Route<B = undefined, Q = undefined, R = unknown>(spec: V1RouteSpec<B, Q, R>): RouteHandler {
  return async (req, res) => {
    // Errors are never kept; a kept answer says so itself.
    res.setHeader('Cache-Control', 'no-store');
    const now = new Date();
    const address = meteredAddress(clientIp(req));
    const { storedToday = 0, ...caller } = await identify(req, res, spec.access, address, now);
    const metered = caller.kind === 'key' ? meterKey(caller.keyId, storedToday, now) : meterAddress(address, now.getTime());
    setRateLimitHeaders(res, metered);
    if (!metered.allowed) {
      throw new AppError('RATE_LIMITED', 'Too many requests: see the RateLimit fields and Retry-After.', 'publicApi:errors.rateLimited', {
        retryAfterSeconds: bindingQuota(metered).resetSeconds,
      });
    }
    await route<'public', B, Q, R>({
      auth: 'public',
      body: spec.body,
      query: spec.query,
      run: (context) => spec.run({ ...context, caller: caller as Caller, now }),
      respond: (result, context) => sendAnswer(context.req, context.res, result, spec.keeping?.(result) ?? 'no-store'),
    })(req, res);
  };
}
