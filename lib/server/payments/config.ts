// Payment configuration (.env.example "Payments"), read at each use so tests and instances can set it.
// The sandbox gateway's own settings (its secret, where it posts) are in sandbox/config.ts.

/** The provider new payments go to (PAYMENT_PROVIDER, default the built-in sandbox). */
export function paymentProviderName(): string {
  return (process.env.PAYMENT_PROVIDER ?? '').trim() || 'sandbox';
}

/** How long an issued virtual account takes deposits (VIRTUAL_ACCOUNT_HOURS, default 72). */
export function virtualAccountHours(): number {
  const hours = Number(process.env.VIRTUAL_ACCOUNT_HOURS ?? '');
  return Number.isInteger(hours) && hours >= 1 && hours <= 24 * 30 ? hours : 72;
}

/** Callbacks are small JSON documents; anything larger is not from the gateway. */
export const CALLBACK_BODY_LIMIT = 64 * 1024;
