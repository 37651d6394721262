// Payment configuration (.env.example "Payments"), read at each use so tests and instances can set it.
// The sandbox gateway's own settings (its secret, where it posts) are in sandbox/config.ts; a real gateway's in its
// adapter's config.ts (ecpay/config.ts).
import type { Currency } from '@/lib/server/db/generated/enums';

export const SANDBOX = 'sandbox';
export const ECPAY = 'ecpay';
export const PORTONE = 'portone';

/** The gateways this app has an adapter for (registry.ts), and the currencies each takes. */
export const PROVIDER_CURRENCIES: Readonly<Record<string, readonly Currency[]>> = {
  [SANDBOX]: ['KRW', 'TWD', 'USD'],
  [ECPAY]: ['TWD'],
  [PORTONE]: ['KRW'],
};

/**
 * The provider new payments in `currency` go to (docs/decisions/0037-ecpay.md "Which gateway"): each region pays
 * through its own gateway — PAYMENT_PROVIDER_TWD (Taiwan, e.g. `ecpay`), PAYMENT_PROVIDER_KRW (Korea) — and
 * PAYMENT_PROVIDER for any currency without its own; the built-in sandbox when nothing is set.
 */
export function paymentProviderName(currency?: Currency, env: Record<string, string | undefined> = process.env): string {
  const own = currency ? env[`PAYMENT_PROVIDER_${currency}`]?.trim() : '';
  return own || env.PAYMENT_PROVIDER?.trim() || SANDBOX;
}

/** How long an issued virtual account takes deposits (VIRTUAL_ACCOUNT_HOURS, default 72). */
export function virtualAccountHours(): number {
  const hours = Number(process.env.VIRTUAL_ACCOUNT_HOURS ?? '');
  return Number.isInteger(hours) && hours >= 1 && hours <= 24 * 30 ? hours : 72;
}

/** Callbacks are small JSON documents; anything larger is not from the gateway. */
export const CALLBACK_BODY_LIMIT = 64 * 1024;
