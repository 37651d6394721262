// A database that cannot be reached (issue #23): the answer is 503 with Retry-After, not 500, and the log gets one
// line per failed request, not a stack. The app recovers by itself: the pool opens new connections, and a database
// that could not be opened at all is opened again by the next request (client.ts).
import { AppError } from '../errors/app-error';

/** Seconds a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Network errors of the driver, PostgreSQL's "connection exception" class (08…) and its shutdown codes (57P01–57P03),
// and Prisma's "cannot reach the database" codes.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
const SQLSTATES = /^(08\d{3}|57P0[123])$/;
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1017']);
const MESSAGES =
  /(Connection terminated|connect ECONNREFUSED|Can't reach database server|the database system is (shutting down|starting up)|Connection refused|timeout exceeded when trying to connect)/i;

/** Whether `error` (or any error it wraps) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, originalCode, kind } = error as { code?: unknown; message?: unknown; cause?: unknown; originalCode?: unknown; kind?: unknown };
  for (const value of [code, originalCode]) {
    if (typeof value === 'string' && (NETWORK_CODES.has(value) || SQLSTATES.test(value) || PRISMA_CODES.has(value))) return true;
  }
  if (kind === 'DatabaseNotReachable' || kind === 'ConnectionClosed' || kind === 'SocketTimeout') return true;
  if (typeof message === 'string' && MESSAGES.test(message)) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** One line for the log: what failed, without a stack. */
export function describeUnavailable(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message.split('\n')[0]!.slice(0, 160) : String(error);
  return `${typeof code === 'string' ? `${code}: ` : ''}${text}`;
}

/** The one log line of a request the outage failed: no stack, no report (an outage is one event, seen by /api/ready). */
export function logUnavailable(error: unknown): void {
  console.error(`[db] unavailable: ${describeUnavailable(error)}`);
}

export function databaseUnavailableError(): AppError {
  return new AppError('SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Please try again in a moment.', 'errors:unavailable', {
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
  });
}
