// A route's spec: who may call it, the schemas of its body and query, and the service it runs — the one
// place where a request is checked (issue #8), after apiHandler's method map, same-origin check and
// request gate. Services then take (db, session, input) and never see req/res, so jobs, staff tools and
// other services can call them directly. A route that must answer otherwise (a redirect, a file, a
// cookie set after the service returned) does so in `respond`.
import type { NextApiRequest, NextApiResponse } from 'next';
import type { AnyObject, ObjectSchema } from 'yup';
import { type Db, getDb } from '@/lib/server/db/client';
import type { Role } from '@/lib/server/db/generated/enums';
import type { AccessClaims } from '../auth/access-token';
import { requireSession } from '../auth/session';
import { clientIp, userAgent } from '../security/request-meta';
import { withRevalidation } from '../static-pages/revalidate-pages';
import { type RouteHandler, ok } from './handler';
import { validateBody } from './unknown-fields';

/** `public`: anyone; `member`: a live session, not dormant; `dormant`: a live session, dormant allowed; or the roles allowed. */
export type Auth = 'public' | 'member' | 'dormant' | readonly Role[];

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  acceptLanguage: string | undefined;
}

export interface RouteContext<A extends Auth, B, Q> {
  db: Db;
  session: A extends 'public' ? null : AccessClaims;
  body: B;
  query: Q;
  meta: RequestMeta;
  req: NextApiRequest;
  res: NextApiResponse;
}

export interface RouteSpec<A extends Auth, B, Q, R> {
  auth: A;
  body?: ObjectSchema<B & AnyObject>;
  query?: ObjectSchema<Q & AnyObject>;
  run(context: RouteContext<A, B, Q>): Promise<R> | R;
  /** Status of a successful answer (201 for a create). */
  status?: number;
  /**
   * The call changes nothing although it is a POST (its input is too large for a query string: the price quote), so
   * its session check is a read's: this instance's liveness answer of the last SESSION_CHECK_SECONDS will do
   * (docs/decisions/0007-hardening.md), one query less on a call the wizard sends while the member types (issue #11).
   */
  reads?: true;
  /** Answers itself with the service's result (redirect, file, cookies); default: the JSON envelope. */
  respond?(result: R, context: RouteContext<A, B, Q>): void | Promise<void>;
}

async function sessionFor(auth: Auth, req: NextApiRequest, read: boolean): Promise<AccessClaims | null> {
  if (auth === 'public') return null;
  if (auth === 'member') return requireSession(req, { read });
  if (auth === 'dormant') return requireSession(req, { allowDormant: true, read });
  return requireSession(req, { roles: [...auth], read });
}

export function route<A extends Auth, B = undefined, Q = undefined, R = unknown>(spec: RouteSpec<A, B, Q, R>): RouteHandler {
  return async (req, res) => {
    const session = await sessionFor(spec.auth, req, spec.reads === true);
    // A body field the schema does not declare is refused (validateBody, issue #24); a query stays lenient: Next
    // merges the path's parameters into it and links carry tracking parameters (decision 0030).
    const body = (spec.body ? await validateBody(spec.body, req.body) : undefined) as B;
    const query = (spec.query ? await spec.query.validate(req.query, { abortEarly: false, stripUnknown: true }) : undefined) as Q;
    const meta: RequestMeta = { ip: clientIp(req), userAgent: userAgent(req), acceptLanguage: req.headers['accept-language'] };
    const context = { db: await getDb(), session, body, query, meta, req, res } as RouteContext<A, B, Q>;
    // The after-change hooks regenerate cached pages through this response (docs/decisions/0014-static-pages.md).
    const result = await withRevalidation(res, () => spec.run(context));
    if (spec.respond) await spec.respond(result, context);
    else ok(res, result, spec.status);
  };
}
