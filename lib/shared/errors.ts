// Error codes shared by the API and the browser. The browser branches on `code`, never on message text.
export const ERROR_CODES = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  AUTH_INVALID_TOKEN: 400,
  /** Wrong e-mail or password: never says which (the transport keeps 401 for an expired session). */
  INVALID_CREDENTIALS: 400,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_DORMANT: 403,
  /** Another tab renewed the session a moment ago: replay the request with the new cookies. */
  SESSION_RENEWED: 409,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Body of every API response: `{ code, message, data }` (SPEC.md §7's envelope). */
export interface ApiEnvelope<T> {
  code: 'OK' | ErrorCode;
  message: string;
  data?: T;
  /** Field errors of a VALIDATION failure: the translation key and the English message. */
  errors?: FieldError[];
}

export interface FieldError {
  path: string;
  key: string;
  message: string;
}
