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
  /** Sign-up with the e-mail of a withdrawn member ("E-mail withdrawn, use another"). */
  EMAIL_WITHDRAWN: 409,
  /** A typed verification code that does not match ("Wrong verification code"). */
  WRONG_CODE: 400,
  /** The code or link expired or had too many wrong tries ("Verification failed."). */
  VERIFICATION_FAILED: 400,
  /** Password reset asked for an account that signs in only through a social provider. */
  SOCIAL_ACCOUNT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  /**
   * docs/product/errors-and-messages.md#general 'CAPTCHA required': a solved proof of work must come with this
   * request (login after failures).
   */
  CAPTCHA_REQUIRED: 400,
  INTERNAL: 500,
  /** The database cannot be reached (issue #23): try again after Retry-After; nothing was changed. */
  SERVICE_UNAVAILABLE: 503,
  // Account area (my page): distinct codes so the browser can show the message in the member's language.
  /**
   * Password change asked by an account that signs in only through a social provider
   * (docs/product/accounts.md#passwords).
   */
  PASSWORD_NOT_SET: 400,
  DEFAULT_ADDRESS_UNDELETABLE: 400,
  ADDRESS_LIMIT: 400,
  /** A member holds at most 10 live API keys (docs/product/certificates.md#public-api): revoke one first. */
  API_KEY_LIMIT: 400,
  WITHDRAWAL_BLOCKED_ORDERS: 409,
  WITHDRAWAL_BLOCKED_TRADES: 409,
  /** Money is still owed back to the member (issue #26): a refund not finished. */
  WITHDRAWAL_BLOCKED_REFUNDS: 409,
  NOT_DORMANT: 400,
  // Payments (docs/product/errors-and-messages.md#payments): distinct codes so the payment step shows each message in
  // the member's language.
  /** "order already paid": money was taken or a virtual account is open. */
  ORDER_ALREADY_PAID: 409,
  /** "payment amount cannot be loaded, please re-order": no usable quote, or the order can no longer be paid. */
  PAYMENT_AMOUNT_UNAVAILABLE: 409,
  /** 'Payment failed: the order exceeds max. grading submission' (over 1000 cards). */
  ORDER_OVER_MAX: 400,
  /** 'Payment failed': the gateway cannot act on this payment any more. */
  PAYMENT_FAILED: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * Body of every API response: `{ code, message, data }` (the envelope of
 * docs/product/errors-and-messages.md#http-clients).
 */
export interface ApiEnvelope<T> {
  code: 'OK' | ErrorCode;
  message: string;
  /** Translation key of `message`, when the server has one: the browser shows it in the member's language. */
  key?: string;
  data?: T;
  /** Field errors of a VALIDATION failure: the translation key and the English message. */
  errors?: FieldError[];
}

export interface FieldError {
  path: string;
  key: string;
  message: string;
}
