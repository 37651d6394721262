// Orders in a given state for the order-action tests (issue #9): the two stored statuses as the product
// reaches them (docs/product/order-lifecycle.md#display-statuses), with the payment row a real order in that
// state has — PAID for paid orders, PENDING_DEPOSIT for an open virtual account, READY for an unpaid order
// whose payment page is open. Builds on createOrder (priced from the seeded policy).
import type { Db } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import type { GradingOrderProcessingStatus, GradingOrderStatus, PaymentMethod, PaymentStatus, ShippingMethod } from '@/lib/server/db/generated/enums';
import { newSandboxPaymentId } from '@/lib/server/payments/sandbox/provider';
import type { QuoteLine } from '@/lib/shared/orders/quote';
import { createOrder } from './order';

interface StateSpec {
  status: GradingOrderStatus;
  processing: GradingOrderProcessingStatus;
  shippingMethod: ShippingMethod;
  payment: PaymentStatus | null;
}

const paid = (
  processing: GradingOrderProcessingStatus,
  shippingMethod: ShippingMethod = 'SELF_SHIPPING',
  status: GradingOrderStatus = 'PROCESSING',
): StateSpec => ({
  status,
  processing,
  shippingMethod,
  payment: 'PAID',
});

/** Named by the display status a member sees, plus the stored statuses that have none. */
export const ORDER_STATES = {
  SAVED: { status: 'SAVED', processing: 'NOT_PROCESSING', shippingMethod: 'SELF_SHIPPING', payment: 'READY' },
  PAYMENT_FAILED: { status: 'PAYMENT_FAILED', processing: 'NOT_PROCESSING', shippingMethod: 'SELF_SHIPPING', payment: 'FAILED' },
  WAITING_FOR_DEPOSIT: { status: 'WAITING_FOR_DEPOSIT', processing: 'NOT_PROCESSING', shippingMethod: 'SELF_SHIPPING', payment: 'PENDING_DEPOSIT' },
  NEED_INVOICE_INPUT: paid('OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION'),
  PICKUP_REQUIRED: paid('BREAK_SHIPPING_BEFORE_PICKUP', 'BRG_SHIPPING'),
  SHIPPING_IN: paid('SHIPPING_IN'),
  /** A paid QUICK order waiting at the counter (shown as SHIPPING_IN). */
  QUICK_WAITING: paid('NOT_PROCESSING', 'QUICK'),
  SHIPPING_IN_COMPLETE: paid('SHIPPING_IN_COMPLETE'),
  WAREHOUSE_IN: paid('WAREHOUSE_IN'),
  GRADING: paid('VSC_CHECKED'),
  GRADING_COMPLETE: paid('CASING_COMPLETE'),
  SHIPPING_OUT: paid('SHIPPING_OUT'),
  SHIPPING_OUT_COMPLETE: paid('SHIPPING_OUT_COMPLETE', 'SELF_SHIPPING', 'COMPLETE'),
  WRONG_REFUND_ACCOUNT: paid('CARD_DEFECT_CHECKED', 'SELF_SHIPPING', 'WRONG_REFUND_ACCOUNT'),
  CANCELLED: { status: 'CANCELLED', processing: 'NOT_PROCESSING', shippingMethod: 'SELF_SHIPPING', payment: 'CANCELLED' },
  DEADLINE_EXPIRED: { status: 'DEADLINE_EXPIRED', processing: 'NOT_PROCESSING', shippingMethod: 'SELF_SHIPPING', payment: 'EXPIRED' },
  REFUNDED: { status: 'REFUNDED', processing: 'WAREHOUSE_IN', shippingMethod: 'SELF_SHIPPING', payment: 'REFUNDED' },
  DRAFT: { status: 'TEMP_SAVED', processing: 'NOT_PROCESSING', shippingMethod: 'SELF_SHIPPING', payment: null },
} as const satisfies Record<string, StateSpec>;

export type OrderState = keyof typeof ORDER_STATES;

export interface OrderInStateOptions {
  /** The payment's method (and the order's); default a card, a virtual account for the deposit states. */
  method?: PaymentMethod;
  overrides?: Partial<Prisma.GradingOrderUncheckedCreateInput>;
  /** The card lines (createOrder's default otherwise: one POKEMON line of two cards). */
  lines?: QuoteLine[];
}

/** An order of `memberId` in `state`, with its payment row; returns the order and the payment (if any). */
export async function createOrderIn(db: Db, memberId: number, state: OrderState, options: OrderInStateOptions = {}) {
  const spec: StateSpec = ORDER_STATES[state];
  const method = options.method ?? (spec.payment === 'PENDING_DEPOSIT' || spec.payment === 'EXPIRED' ? 'VIRTUAL_ACCOUNT' : 'CREDIT_CARD');
  const paidAt = spec.payment === 'PAID' || spec.payment === 'REFUNDED' ? new Date() : null;
  const order = await createOrder(db, memberId, {
    lines: options.lines,
    overrides: {
      gradingOrderStatus: spec.status,
      gradingOrderProcessingStatus: spec.processing,
      shippingMethod: spec.shippingMethod,
      paymentMethod: method,
      paidAt,
      ...(spec.status === 'TEMP_SAVED' ? { submittedAt: null } : {}),
      ...options.overrides,
    },
  });
  const payment = spec.payment
    ? await db.payment.create({
        data: {
          gradingOrderId: order.id,
          provider: 'sandbox',
          providerPaymentId: newSandboxPaymentId(),
          method,
          status: spec.payment,
          amount: order.totalAmount,
          currency: order.currency,
          approvedAt: paidAt,
          ...(spec.payment === 'PENDING_DEPOSIT'
            ? { vaBank: '812 Taishin Bank', vaAccountNumber: '91234567890123', vaHolder: 'CardGrade', vaDeadline: new Date(Date.now() + 72 * 3_600_000) }
            : {}),
        },
      })
    : null;
  return { order, payment };
}
