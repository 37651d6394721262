// Payment rules shared by the server and the browser (docs/product/payments.md#payment-methods,
// docs/product/payments.md#payment-checks-and-messages): the payment methods, which of them the built-in sandbox
// gateway takes, the start-payment body schema, and where the gateway sends the member back to. The order statuses
// that can be paid, or count as paid, are in orders/status-sets.ts.
import type { Currency, PaymentMethod, PaymentStatus, SubmitType } from '@/lib/server/db/generated/enums';

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

/** What ECPay takes (docs/decisions/0037-ecpay.md "Mapping"): cards, ATM virtual accounts, store codes (EC_PAY). */
export const ECPAY_METHODS = ['CREDIT_CARD', 'VIRTUAL_ACCOUNT', 'EC_PAY'] as const satisfies readonly PaymentMethod[];

/**
 * What PortOne can take (Korea; docs/decisions/0038-portone.md), in the order of docs/product/payments.md#payment-methods;
 * a site offers those it configured a PortOne channel for.
 */
export const PORTONE_METHODS = [
  'CREDIT_CARD',
  'REALTIME_BANK_TRANSFER',
  'VIRTUAL_ACCOUNT',
  'MOBILE',
  'TOSS_PAY',
  'KAKAO_PAY',
  'NAVER_PAY',
] as const satisfies readonly PaymentMethod[];

/**
 * Every method some gateway adapter takes, in the order of docs/product/payments.md#payment-methods: what an order may
 * name. The payment step offers only its currency's gateway's (registry.ts), and start-payment checks that gateway.
 */
export const GATEWAY_METHODS: readonly PaymentMethod[] = PAYMENT_METHODS.filter((method) =>
  ([...SANDBOX_METHODS, ...ECPAY_METHODS, ...PORTONE_METHODS] as readonly PaymentMethod[]).includes(method),
);

/** The "bank" of an ECPay convenience-store payment code: its account number is the code (decision 0037). */
export const STORE_CODE_BANK = 'CVS';

/** The methods each currency's gateway takes, as the server's loaders hand them to the payment step. */
export type PaymentMethodsByCurrency = Record<Currency, PaymentMethod[]>;

/**
 * Paid later: a deposit into a virtual account, or ECPay's convenience-store payment code (EC_PAY, decision 0037)
 * paid at a store's counter. The gateway first issues the account or code, then tells us of the money. Every other
 * method is settled at once.
 */
export function isDepositMethod(method: PaymentMethod): boolean {
  return method === 'VIRTUAL_ACCOUNT' || method === 'EC_PAY';
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
