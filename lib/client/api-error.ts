// The one failure every browser call turns into (docs/product/errors-and-messages.md#http-clients), whichever transport
// made it: axios in lib/client/api.ts, fetch in lib/client/fetch-api.ts for the lean pages (issue #11). Its own module
// so the lean pages get it without axios.
import type { ApiEnvelope, ErrorCode, FieldError } from '@/lib/shared/errors';

/** A failed call: the server's code, field errors and data, or NETWORK when no answer came. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    /** HTTP status; 0 without an answer. */
    readonly status: number,
    readonly errors: FieldError[] = [],
    readonly data: unknown = undefined,
    /** Translation key of `message`, when the server sent one. */
    readonly key: string | undefined = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Any thrown value as an ApiError: an ApiError stays itself, anything else counts as no answer (NETWORK). */
  static from(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    return new ApiError('NETWORK', error instanceof Error ? error.message : 'Network error', 0);
  }
}

/** An answer that is not 2xx: our envelope's code, field errors, data and key, or INTERNAL without an envelope. */
export function refusalError(status: number, raw: unknown, fallbackMessage: string): ApiError {
  const body = raw && typeof raw === 'object' ? (raw as Partial<ApiEnvelope<unknown>>) : undefined;
  const code = typeof body?.code === 'string' && body.code !== 'OK' ? body.code : 'INTERNAL';
  const errors = Array.isArray(body?.errors) ? body.errors : [];
  const message = typeof body?.message === 'string' ? body.message : fallbackMessage;
  return new ApiError(code, message, status, errors, body?.data, typeof body?.key === 'string' ? body.key : undefined);
}
