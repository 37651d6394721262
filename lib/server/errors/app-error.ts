import { ERROR_CODES, type ErrorCode } from '@/lib/shared/errors';

/** A failure the caller can act on: its code decides the HTTP status; its message is shown as is. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Translation key of the message, for clients that show it in the member's language. */
    readonly key?: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_CODES[code];
  }
}
