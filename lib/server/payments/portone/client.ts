// The PortOne V2 REST client: the official SDK's PaymentClient (@portone/server-sdk; docs/decisions/0038-portone.md
// "The SDK"), narrowed to the three calls the adapter makes so tests can see what it depends on. The SDK sends
// `Authorization: PortOne <secret>` to `<baseUrl>/payments/…` with the global fetch, and throws a typed error
// (GetPaymentError, PreRegisterPaymentError, CancelPaymentError) carrying PortOne's `{ type, message }` body.
import { PaymentClient } from '@portone/server-sdk';
import type { PortoneConfig } from './config';

export type PortonePayments = Pick<PaymentClient, 'getPayment' | 'preRegisterPayment' | 'cancelPayment'>;

export function portonePayments(config: Pick<PortoneConfig, 'apiSecret' | 'apiBaseUrl' | 'storeId'>): PortonePayments {
  return PaymentClient({ secret: config.apiSecret, baseUrl: config.apiBaseUrl, storeId: config.storeId });
}

/** PortOne's error type (e.g. PAYMENT_NOT_FOUND) of an SDK error, or null for anything else (a network error). */
export function portoneErrorType(error: unknown): string | null {
  const data = (error as { data?: { type?: unknown } } | null)?.data;
  return typeof data?.type === 'string' ? data.type : null;
}

/** PortOne's error type and message, for a reason we store. */
export function describePortoneError(error: unknown): string {
  const data = (error as { data?: { type?: unknown; message?: unknown } } | null)?.data;
  if (typeof data?.type !== 'string') return error instanceof Error ? error.message : String(error);
  return `PortOne ${data.type}${typeof data.message === 'string' && data.message ? `: ${data.message.slice(0, 200)}` : ''}`;
}
