// POST /api/orders/[orderNumber]/payments: the member chose a method on the payment step; the provider
// opens a payment for the order's stored quote and the browser goes to the gateway's page
// (docs/product/payments.md#payment-checks-and-messages; docs/product/payments.md#payment-and-order-status: the
// amount is the server's, never the request's). Jobs and staff tools call it directly; the route validates the body
// with startPaymentSchema.
import { eventNote } from '@/lib/shared/orders/event-notes';
import { memberActor, recordAudit } from '@/lib/server/audit/record-audit';
import { ValidationError } from 'yup';
import type { Db } from '@/lib/server/db/client';
import type { GradingOrder } from '@/lib/server/db/generated/client';
import { payableAmount } from '@/lib/shared/orders/coupon-discount';
import { MAX_CARDS_PER_ORDER } from '@/lib/shared/orders/limits';
import { isOrderNumber } from '@/lib/shared/orders/order-number';
import { PAYABLE_ORDER_STATUSES, isOrderPaid, isOrderPayable } from '@/lib/shared/orders/status-sets';
import { PAYMENT_ERRORS } from '@/lib/shared/payments';
import type { StartPaymentInput } from '@/lib/shared/schemas/payment';
import { loadActiveMember } from '../members/active-member';
import type { Actor } from '../auth/access-token';
import { changeOrderStatus } from '../orders/change-status';
import { closeOpenPayments } from './close-open-payments';
import { paymentError } from './errors';
import { paymentProvider } from './registry';
import { kickDelivery } from '../messaging/delivery/worker';
import { queuePaymentEmails } from './send-payment-emails';

export interface StartedPayment {
  redirectUrl: string;
}

export interface StartPaymentRequest extends StartPaymentInput {
  /** As the URL gave it: anything that is not an order number is simply not found. */
  orderNumber: string;
}

/**
 * The checks of docs/product/payments.md#payment-checks-and-messages, in the order a member would want to hear them.
 */
export function assertPayable(order: GradingOrder | null, memberId: number): asserts order is GradingOrder {
  // Another member's order does not exist for this member (no hint that the number is taken).
  if (!order || order.memberId !== memberId) throw paymentError('notFound');
  if (isOrderPaid(order.gradingOrderStatus)) throw paymentError('alreadyPaid');
  // Cancelled, expired or never submitted: nothing to pay any more, the member orders again.
  if (!isOrderPayable(order.gradingOrderStatus)) throw paymentError('amountUnavailable');
  // The stored quote less its coupon (docs/decisions/0039-coupons.md): what the gateway charges.
  const { totalAmount } = order;
  if (!Number.isSafeInteger(totalAmount) || totalAmount <= 0 || totalAmount !== payableAmount(order)) throw paymentError('amountUnavailable');
  if (order.totalQt > MAX_CARDS_PER_ORDER) throw paymentError('overMax');
}

export async function startPayment(db: Db, session: Actor, input: StartPaymentRequest): Promise<StartedPayment> {
  const { method } = input;
  const member = await loadActiveMember(db, session);
  const orderNumber = isOrderNumber(input.orderNumber) ? input.orderNumber : null;
  const order = orderNumber ? await db.gradingOrder.findUnique({ where: { orderNumber } }) : null;
  assertPayable(order, member.id);
  // The gateway of the order's currency (decision 0037 "Which gateway"); a method it does not take is the member's
  // choice to make again.
  const provider = paymentProvider(order.currency);
  if (!provider.methods.includes(method)) throw new ValidationError(PAYMENT_ERRORS.methodRequired, method, 'method');

  // A real gateway is called outside the transaction (keep transactions short); an unused payment id
  // costs nothing at the gateway.
  const created = await provider.createPayment(order, method);
  await db.$transaction(async (tx) => {
    // The order may have been paid or cancelled meanwhile, or re-quoted: only this exact quote is paid.
    const claimed = await tx.gradingOrder.updateMany({
      where: { id: order.id, gradingOrderStatus: { in: [...PAYABLE_ORDER_STATUSES] }, totalAmount: order.totalAmount, currency: order.currency },
      data: { paymentMethod: method },
    });
    if (claimed.count !== 1) {
      const now = await tx.gradingOrder.findUnique({ where: { id: order.id } });
      assertPayable(now, member.id);
      throw paymentError('amountUnavailable');
    }
    // One open payment per order: an earlier page the member left behind can no longer be paid.
    await closeOpenPayments(tx, order.id, 'superseded', ['READY']);
    const va = created.virtualAccount;
    const payment = await tx.payment.create({
      data: {
        gradingOrderId: order.id,
        provider: provider.name,
        providerPaymentId: created.providerPaymentId,
        method,
        status: va ? 'PENDING_DEPOSIT' : 'READY',
        amount: order.totalAmount,
        currency: order.currency,
        ...(va ? { vaBank: va.bank, vaAccountNumber: va.accountNumber, vaHolder: va.holder, vaDeadline: va.deadline } : {}),
      },
    });
    if (va) {
      await changeOrderStatus(tx, {
        orderId: order.id,
        to: 'WAITING_FOR_DEPOSIT',
        actor: { id: member.id, role: member.role },
        note: eventNote('payment.virtualAccount', { provider: provider.name }),
      });
      // A virtual account issued at once is e-mailed like one issued by the callback (in the transaction).
      await queuePaymentEmails(tx, { issuedPaymentId: payment.id });
    }
    await recordAudit(tx, {
      actor: memberActor(member),
      action: 'payment.started',
      entity: 'GradingOrder',
      entityId: order.orderNumber,
      data: {
        paymentId: payment.id,
        provider: provider.name,
        providerPaymentId: payment.providerPaymentId,
        method,
        amount: payment.amount,
        currency: payment.currency,
      },
    });
  });
  if (created.virtualAccount) kickDelivery();
  return { redirectUrl: created.redirectUrl };
}
