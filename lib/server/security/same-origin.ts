// State-changing calls must come from our own pages: the Origin (or, failing that, Referer) header must
// name this host or an APP_ORIGIN. SameSite=Lax cookies already stop most cross-site posts; this closes
// the rest (e.g. sibling subdomains).
import type { IncomingMessage } from 'node:http';
import { allowedOrigins } from '../config/env';
import { AppError } from '../errors/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSameOrigin(req: IncomingMessage): boolean {
  if (SAFE_METHODS.has((req.method ?? 'GET').toUpperCase())) return true;
  const source = req.headers.origin ?? req.headers.referer;
  if (!source || source === 'null') return false;
  let origin: URL;
  try {
    origin = new URL(String(source));
  } catch {
    return false;
  }
  if (origin.host === req.headers.host) return true;
  return allowedOrigins().some((allowed) => allowed === origin.origin);
}

export function assertSameOrigin(req: IncomingMessage): void {
  if (!isSameOrigin(req)) throw new AppError('FORBIDDEN', 'Wrong access', 'errors:forbidden');
}
