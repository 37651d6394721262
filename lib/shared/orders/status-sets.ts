// Every named set of stored order statuses, in one place: what each is for and the rule it follows
// (docs/product/order-lifecycle.md#order-statuses; each set names its rule). Pure and browser-safe. The rule sets a
// member sees (revocable, refundable, …) are defined on the display status, in status.ts.
import type { GradingOrderProcessingStatus as Processing, GradingOrderStatus as OrderStatus } from '@/lib/server/db/generated/enums';

/**
 * Ended without the service running on: cancelled, expired unpaid, or refunded. Shown as CANCELLED
 * (docs/product/order-lifecycle.md#display-statuses).
 */
export const ENDED_ORDER_STATUSES: readonly OrderStatus[] = ['CANCELLED', 'DEADLINE_EXPIRED', 'REFUNDED'];

/** Paid orders whose cards are somewhere in the process: the display status follows the processing status. */
export const IN_PROCESS_ORDER_STATUSES: readonly OrderStatus[] = [
  'PROCESSING',
  'COMPLETE',
  'REQUEST_PARTIAL_CANCELED',
  'COMPLETE_PARTIAL_CANCELED',
  'WRONG_REFUND_ACCOUNT',
];

/**
 * A submitted order waits for payment; a failed payment can be retried
 * (docs/product/order-lifecycle.md#order-status-transitions).
 */
export const PAYABLE_ORDER_STATUSES: readonly OrderStatus[] = ['SAVED', 'PAYMENT_FAILED'];

/**
 * Money was taken or a virtual account is open: "order already paid"
 * (docs/product/payments.md#payment-checks-and-messages).
 */
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = [
  'WAITING_FOR_DEPOSIT',
  'PROCESSING',
  'COMPLETE',
  'REFUNDED',
  'REQUEST_PARTIAL_CANCELED',
  'COMPLETE_PARTIAL_CANCELED',
  'WRONG_REFUND_ACCOUNT',
];

/**
 * The submit wizard is behind the member: the order is paid (or already complete) or awaits its
 * virtual-account deposit, so the complete step thanks them and the local draft is cleared.
 */
export const CHECKOUT_DONE_STATUSES: readonly OrderStatus[] = ['WAITING_FOR_DEPOSIT', 'PROCESSING', 'COMPLETE'];

/** A graded card's serial is taken while its reholder order awaits the deposit or is being processed. */
export const SERIAL_TAKEN_ORDER_STATUSES: readonly OrderStatus[] = ['WAITING_FOR_DEPOSIT', 'PROCESSING'];

/**
 * docs/product/accounts.md#withdrawal: withdrawal is blocked while cards are unreceived — the order is paid and
 * running, awaits a deposit, or is partly cancelled (with CARDS_AWAY_PROCESSING_STATUSES below).
 */
export const WITHDRAWAL_BLOCKING_ORDER_STATUSES: readonly OrderStatus[] = ['PROCESSING', 'REQUEST_PARTIAL_CANCELED', 'WAITING_FOR_DEPOSIT'];

/** Every processing status, in the order of docs/product/order-lifecycle.md#processing-statuses (the lab's queues). */
export const PROCESSING_STATUS_ORDER = [
  'NOT_PROCESSING',
  'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
  'BREAK_SHIPPING_BEFORE_PICKUP',
  'SHIPPING_IN',
  'SHIPPING_IN_COMPLETE',
  'WAREHOUSE_IN',
  'CARD_CORRESPOND_CHECKED',
  'VSC_CHECKED',
  'CARD_DEFECT_CHECKED',
  'CARD_SCORED',
  'CASING_COMPLETE',
  'WAREHOUSE_OUT',
  'SHIPPING_OUT',
  'SHIPPING_OUT_COMPLETE',
] as const satisfies readonly Processing[];

/** The member's cards are with us or on the way: SHIPPING_IN through SHIPPING_OUT inclusive. */
export const CARDS_AWAY_PROCESSING_STATUSES: readonly Processing[] = PROCESSING_STATUS_ORDER.slice(
  PROCESSING_STATUS_ORDER.indexOf('SHIPPING_IN'),
  PROCESSING_STATUS_ORDER.indexOf('SHIPPING_OUT') + 1,
);

/**
 * The order reached CARD_SCORED: its certificates are public from then on (decision 0013,
 * docs/product/certificates.md#certificate-page). CARD_SCORED and every later stage.
 */
export const CERTIFICATES_PUBLIC_PROCESSING_STATUSES: readonly Processing[] = PROCESSING_STATUS_ORDER.slice(PROCESSING_STATUS_ORDER.indexOf('CARD_SCORED'));

export const isOrderEnded = (status: OrderStatus) => ENDED_ORDER_STATUSES.includes(status);
export const isOrderInProcess = (status: OrderStatus) => IN_PROCESS_ORDER_STATUSES.includes(status);
export const isOrderPayable = (status: OrderStatus) => PAYABLE_ORDER_STATUSES.includes(status);
export const isOrderPaid = (status: OrderStatus) => PAID_ORDER_STATUSES.includes(status);
export const isCheckoutDone = (status: OrderStatus) => CHECKOUT_DONE_STATUSES.includes(status);
