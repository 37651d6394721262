import { ERROR_CODES, type ErrorCode, type FieldError } from '@/lib/shared/errors';

export interface AppErrorDetails {
  /** Field errors, as a VALIDATION answer carries them (the form shows each under its field). */
  errors?: FieldError[];
  /** Data the browser needs to word the message itself (e.g. a date in the member's language). */
  data?: unknown;
  /** Seconds until a rate limit lets the caller try again: sent as the Retry-After header. */
  retryAfterSeconds?: number;
}

/** A failure the caller can act on: its code decides the HTTP status; its message is shown as is. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Translation key of the message, for clients that show it in the member's language. */
    readonly key?: string,
    readonly details: AppErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_CODES[code];
  }
}
