// Orders for tests: priced from the seeded policy with the same quote the services use.
import type { Db } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import type { Currency, GradingOrderProcessingStatus, GradingOrderStatus, PaymentMethod } from '@/lib/server/db/generated/enums';
import { unusedOrderNumber } from '@/lib/server/orders/order-number';
import { PRICE_POLICIES } from '@/lib/server/seed/data/price-policy';
import { type QuoteLine, quoteOrder } from '@/lib/shared/orders/quote';
import { isOrderPaid } from '@/lib/shared/orders/status-sets';

export interface OrderOptions {
  lines?: QuoteLine[];
  overrides?: Partial<Prisma.GradingOrderUncheckedCreateInput>;
}

export async function createOrder(db: Db, memberId: number, options: OrderOptions = {}) {
  const overrides = options.overrides ?? {};
  const currency = overrides.currency ?? 'TWD';
  const submitType = overrides.submitType ?? 'GENERAL';
  const shippingMethod = overrides.shippingMethod ?? 'SELF_SHIPPING';
  const lines = options.lines ?? [{ cardCategory: 'POKEMON', isAuto: false, quantity: 2 }];
  const quote = quoteOrder({
    policy: PRICE_POLICIES[currency],
    submitType,
    orderType: overrides.gradingOrderType ?? 'REG',
    lines,
    shippingMethod,
    discountRate: 0,
  });
  return db.gradingOrder.create({
    data: {
      orderNumber: await unusedOrderNumber(db, submitType),
      memberId,
      currency,
      submitType,
      shippingMethod,
      gradingOrderType: quote.orderType,
      gradingOrderStatus: 'SAVED',
      totalPrice: quote.totalPrice,
      deliveryCost: quote.deliveryCost,
      totalAmount: quote.totalAmount,
      totalQt: quote.totalQt,
      ...quote.counts,
      ...quote.totals,
      submittedAt: new Date(),
      shipRecipient: 'Test Collector',
      shipPhone: '+886912345678',
      shipAddress: 'No. 1, Section 1, Zhongxiao E. Rd., Taipei',
      ...overrides,
      gradingOrderItems: {
        create: quote.lines.map((line, position) => ({
          position,
          cardCategory: line.cardCategory,
          gradingOrderItemType: line.gradingOrderItemType ?? 'POKEMON',
          isAuto: line.isAuto,
          quantity: line.quantity,
          price: line.price,
          amount: line.amount,
          playerName: line.cardCategory === 'POKEMON' ? 'Pikachu' : 'Shohei Ohtani',
          year: 2023,
        })),
      },
    },
    include: { gradingOrderItems: true },
  });
}

/** Where the cards plausibly are for each order status (a self-shipped order), for orders put in a state. */
export const TYPICAL_PROCESSING: Record<GradingOrderStatus, GradingOrderProcessingStatus> = {
  TEMP_SAVED: 'NOT_PROCESSING',
  SAVED: 'NOT_PROCESSING',
  PAYMENT_FAILED: 'NOT_PROCESSING',
  WAITING_FOR_DEPOSIT: 'NOT_PROCESSING',
  DEADLINE_EXPIRED: 'NOT_PROCESSING',
  PROCESSING: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
  CANCELLED: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
  REFUNDED: 'WAREHOUSE_IN',
  WRONG_REFUND_ACCOUNT: 'WAREHOUSE_IN',
  REQUEST_PARTIAL_CANCELED: 'CARD_SCORED',
  COMPLETE_PARTIAL_CANCELED: 'SHIPPING_OUT_COMPLETE',
  COMPLETE: 'SHIPPING_OUT_COMPLETE',
};

/**
 * An order in `status` with its cards where they would be (TYPICAL_PROCESSING) and, once money was taken, a
 * PAID (REFUNDED for a refunded order) payment of its total, paidAt set. `overrides` win, e.g. another processing status.
 */
export async function createOrderInStatus(db: Db, memberId: number, status: GradingOrderStatus, options: OrderOptions = {}) {
  const paid = status !== 'WAITING_FOR_DEPOSIT' && isOrderPaid(status);
  const order = await createOrder(db, memberId, {
    ...options,
    overrides: {
      gradingOrderStatus: status,
      gradingOrderProcessingStatus: TYPICAL_PROCESSING[status],
      ...(status === 'TEMP_SAVED' ? { submittedAt: null } : {}),
      ...(paid ? { paidAt: new Date() } : {}),
      ...options.overrides,
    },
  });
  if (paid) await createPayment(db, order, { status: status === 'REFUNDED' ? 'REFUNDED' : 'PAID', approvedAt: order.paidAt });
  return order;
}

let paymentSequence = 0;

/** A sandbox payment of the order (its whole total, in its method and currency unless overridden). */
export async function createPayment(
  db: Db,
  order: { id: number; totalAmount: number; currency: Currency; paymentMethod: PaymentMethod },
  overrides: Partial<Prisma.PaymentUncheckedCreateInput> = {},
) {
  paymentSequence += 1;
  return db.payment.create({
    data: {
      gradingOrderId: order.id,
      provider: 'sandbox',
      providerPaymentId: `pay_factory_${order.id}_${paymentSequence}_${Date.now()}`,
      method: order.paymentMethod,
      status: 'READY',
      amount: order.totalAmount,
      currency: order.currency,
      ...overrides,
    },
  });
}
