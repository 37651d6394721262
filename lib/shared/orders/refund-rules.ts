// The refund rules, in one place (issue #24, decision 0031): how much a refund may return and when staff may send back
// what an order still holds. Pure and browser-safe; the services decide with these functions inside their locked
// transaction and lib/server/payments/refund-payment.ts (requestRefund) is the only writer of Refund rows.
//   - a cancellation by the member: cancelRefundAmount (cancellation.ts, decision 0008) of what is held;
//   - a partial cancellation: the cancelled cards' unit prices (lib/server/lab/partial-cancel.ts), split by splitRefund;
//   - a staff refund of the rest: everything held, while mayRefundRest (before the cards ship out);
//   - a late, duplicate or mismatched deposit: what the gateway captured (callback-context.ts), capped by leftToRefund;
//   - a retry after a rejected account or a failed refund: never more than leftToRefund.
import type {
  GradingOrderProcessingStatus as Processing,
  GradingOrderStatus as OrderStatus,
  PaymentMethod,
  PaymentStatus,
  RefundStatus,
} from '@/lib/server/db/generated/enums';
import { isRefundable } from './status';

export { cancelRefundAmount, cardsTravelling } from './cancellation';

/** Refund rows that returned nothing (the gateway failed, the bank refused the account): they do not count. */
export const NOT_REFUNDED: readonly RefundStatus[] = ['FAILED', 'ACCOUNT_REJECTED'];

export interface RefundLike {
  amount: number;
  status: RefundStatus;
}

/** Minor units one payment may still return: what it captured minus every refund that returned or is returning money, never negative. */
export function leftToRefund(captured: number, refunds: readonly RefundLike[]): number {
  const refunded = refunds.filter((refund) => !NOT_REFUNDED.includes(refund.status)).reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(captured - refunded, 0);
}

export interface PaymentLike {
  id: number;
  method: PaymentMethod;
  amount: number;
  status: PaymentStatus;
  refunds: readonly RefundLike[];
}

export interface HeldMoney {
  paymentId: number;
  method: PaymentMethod;
  amount: number;
}

/** Per PAID payment, the money neither back nor on its way back: what a cancellation or a refund of the rest sends. */
export function moneyHeld(payments: readonly PaymentLike[]): HeldMoney[] {
  return payments
    .filter((payment) => payment.status === 'PAID')
    .map((payment) => ({ paymentId: payment.id, method: payment.method, amount: leftToRefund(payment.amount, payment.refunds) }))
    .filter((held) => held.amount > 0);
}

export const totalHeld = (held: readonly Pick<HeldMoney, 'amount'>[]): number => held.reduce((sum, payment) => sum + payment.amount, 0);

/** Splits an amount to refund over the payments holding money, oldest first; never more than a payment holds. */
export function splitRefund<H extends Pick<HeldMoney, 'amount'>>(held: readonly H[], total: number): H[] {
  let left = Math.max(total, 0);
  return held.flatMap((payment) => {
    const amount = Math.min(payment.amount, left);
    left -= amount;
    return amount > 0 ? [{ ...payment, amount }] : [];
  });
}

/** Order statuses in which the lab still holds the member's cards and money (the lab's steps run in them). */
const LIVE: readonly OrderStatus[] = ['PROCESSING', 'REQUEST_PARTIAL_CANCELED', 'COMPLETE_PARTIAL_CANCELED'];
/** The cards have left the lab: nothing more is refunded by staff (the order completes instead). */
const SHIPPED: readonly Processing[] = ['SHIPPING_OUT', 'SHIPPING_OUT_COMPLETE'];

export interface RestRefundOrder {
  gradingOrderStatus: OrderStatus;
  gradingOrderProcessingStatus: Processing;
}

/**
 * Staff may send back everything the order still holds (decision 0031): a PROCESSING order while refundable
 * (unchanged, decision 0008: it becomes REFUNDED on the refund's outcome), and a partly cancelled order once the
 * cards reached us and before they ship out (it is cancelled at once, as a member's cancellation).
 */
export function mayRefundRest(order: RestRefundOrder, held: readonly Pick<HeldMoney, 'amount'>[]): boolean {
  if (totalHeld(held) <= 0 || !LIVE.includes(order.gradingOrderStatus) || !isRefundable(order)) return false;
  if (order.gradingOrderStatus === 'PROCESSING') return true;
  return !SHIPPED.includes(order.gradingOrderProcessingStatus);
}

/** A refund of the rest of a partly cancelled order cancels the order; a PROCESSING one waits for the outcome (REFUNDED). */
export const restRefundCancels = (order: Pick<RestRefundOrder, 'gradingOrderStatus'>): boolean => order.gradingOrderStatus !== 'PROCESSING';
