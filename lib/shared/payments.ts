// Payment rules shared by the server and the browser (docs/product/payments.md#payment-methods,
// docs/product/payments.md#payment-checks-and-messages): the payment methods, which of them the built-in sandbox
// gateway takes, the start-payment body schema, and where the gateway sends the member back to. The order statuses
// that can be paid, or count as paid, are in orders/status-sets.ts.
import type { PaymentMethod, PaymentStatus, SubmitType } from '@/lib/server/db/generated/enums';

/** The payment methods of docs/product/payments.md#payment-methods, in its order, after the default CONNECT_PAY. */
export const PAYMENT_METHODS = [
  'CONNECT_PAY',
  'CREDIT_CARD',
  'REALTIME_BANK_TRANSFER',
  'VIRTUAL_ACCOUNT',
  'MOBILE',
  'QUICK_PAY',
  'TOSS_PAY',
  'GIFT_CARD',
  'KAKAO_PAY',
  'NAVER_PAY',
  'EC_PAY',
  'BANK_TRANSFER',
] as const satisfies readonly PaymentMethod[];

export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'CONNECT_PAY';

/** What the built-in sandbox gateway takes: instant card-like payments and virtual accounts. */
export const SANDBOX_METHODS = ['CONNECT_PAY', 'CREDIT_CARD', 'VIRTUAL_ACCOUNT'] as const satisfies readonly PaymentMethod[];

/** Paid later by a bank deposit (virtual account); every other method is settled at once. */
export function isDepositMethod(method: PaymentMethod): boolean {
  return method === 'VIRTUAL_ACCOUNT';
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/**
 * Translation keys of the payment messages of docs/product/payments.md#payment-checks-and-messages (English = the
 * contract's wording).
 */
export const PAYMENT_ERRORS = {
  failed: 'payments:errors.failed',
  overMax: 'payments:errors.overMax',
  amountUnavailable: 'payments:errors.amountUnavailable',
  notFound: 'payments:errors.notFound',
  alreadyPaid: 'payments:errors.alreadyPaid',
  methodRequired: 'payments:errors.methodRequired',
} as const;

/** The gateway may still act on it: waiting for the payer, or for the deposit. */
export function isPaymentOpen(status: PaymentStatus): boolean {
  return status === 'READY' || status === 'PENDING_DEPOSIT';
}

/** Money reached the merchant (and may have gone back). */
export function isPaymentSettled(status: PaymentStatus): boolean {
  return status === 'PAID' || status === 'REFUNDED';
}

/** What the sandbox gateway page offers for a payment in this state and method. */
export type SandboxAction = 'approve' | 'decline' | 'issue-virtual-account' | 'deposit';

export function sandboxActions(status: PaymentStatus, method: PaymentMethod): SandboxAction[] {
  if (status === 'READY') return isDepositMethod(method) ? ['issue-virtual-account', 'decline'] : ['approve', 'decline'];
  // A tester may also deposit after the deadline, to see the late deposit refused and returned.
  if (status === 'PENDING_DEPOSIT' || status === 'EXPIRED') return isDepositMethod(method) ? ['deposit'] : [];
  return [];
}

const submitBase = (submitType: SubmitType) => (submitType === 'REHOLDER' ? '/reholder/submit' : '/grading/submit');

/** Where the gateway sends the member after a payment (or an issued virtual account). */
export function paymentCompleteUrl(orderNumber: string, submitType: SubmitType): string {
  return `${submitBase(submitType)}/complete?order=${encodeURIComponent(orderNumber)}`;
}

/** Where the gateway sends the member after a declined payment: the payment step, with 'Payment failed'. */
export function paymentFailedUrl(orderNumber: string, submitType: SubmitType): string {
  return `${submitBase(submitType)}/payment?order=${encodeURIComponent(orderNumber)}&failed=1`;
}
