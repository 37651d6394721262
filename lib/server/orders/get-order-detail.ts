// GET /api/orders/[orderNumber]: the member's order page (docs/product/order-lifecycle.md#order-detail) — the
// wizard's OrderView plus the progress step, the timeline, deliveries, refunds, the masked refund account, the
// actions allowed now (order-actions.ts) and, where the rule sets allow, the per-card results. The owner, or
// staff and admins, may read it (docs/product/order-lifecycle.md#staff-access); another member's order and a
// draft answer exactly like an unknown number. Internal notes and staff identities never leave the server.
import type { DbOrTx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import type { OrderDetail, RefundView, TimelineEntry } from '@/lib/shared/orders/my-order-views';
import { orderActions } from '@/lib/shared/orders/order-actions';
import { tabOf } from '@/lib/shared/orders/order-tabs';
import { needsRefundAccount } from '@/lib/shared/orders/refund-methods';
import { cardRefundsOf } from '@/lib/shared/orders/card-refunds';
import { cancelRefundAmount, moneyHeld, totalHeld } from '@/lib/shared/orders/refund-rules';
import { hasRejectedRefund } from '@/lib/shared/orders/refund-state';
import { ITEM_RESULTS_SHOWN, progressStep } from '@/lib/shared/orders/status';
import type { AccessClaims } from '../auth/access-token';
import { toOrderView } from './get-order';
import { orderNotFound } from './order-errors';
import { isStaffRole } from '@/lib/shared/staff/roles';
import { nothingToGrade } from '@/lib/shared/lab/staff-actions';

const INCLUDE = {
  gradingOrderItems: { orderBy: { position: 'asc' }, include: { certificates: { orderBy: { id: 'asc' } } } },
  // Newest first: the first is the one OrderView shows; the PAID one is what a cancellation refunds from.
  payments: { orderBy: { id: 'desc' } },
  events: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  refunds: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  refundAccount: true,
} satisfies Prisma.GradingOrderInclude;

type DetailRow = Prisma.GradingOrderGetPayload<{ include: typeof INCLUDE }>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function getOrderDetail(db: DbOrTx, session: Pick<AccessClaims, 'memberId' | 'role'>, orderNumber: string): Promise<OrderDetail> {
  const staff = isStaffRole(session.role);
  const order = await db.gradingOrder.findUnique({ where: { orderNumber }, include: INCLUDE });
  // Drafts are not orders yet: they are read through /api/orders/drafts.
  const tab = order && tabOf(order.gradingOrderStatus);
  if (!order || !tab || (!staff && order.memberId !== session.memberId)) throw orderNotFound();
  return toOrderDetail(order, tab);
}

function toOrderDetail(order: DetailRow, tab: OrderDetail['tab']): OrderDetail {
  const actions = orderActions({ ...order, hasRejectedRefund: hasRejectedRefund(order.refunds) });
  // The same rule and the same money as cancelOrder: what is still held, earlier refunds deducted (issue #24).
  const payments = order.payments.map((payment) => ({ ...payment, refunds: order.refunds.filter((refund) => refund.paymentId === payment.id) }));
  const cancelRefund = actions.cancel ? cancelRefundAmount(order, totalHeld(moneyHeld(payments))) : null;
  const quantity = (items: DetailRow['gradingOrderItems']) => items.reduce((sum, item) => sum + item.quantity, 0);
  const view = toOrderView(order);
  return {
    ...view,
    tab,
    progressStep: progressStep(order),
    receivedAt: iso(order.receivedAt),
    cancelledAt: iso(order.cancelledAt),
    shippedOutAt: iso(order.shippedOutAt),
    completedAt: iso(order.completedAt),
    trackingIn:
      order.deliveryComIn && order.trackingNumIn
        ? { courier: order.deliveryComIn, trackingNumber: order.trackingNumIn, note: order.trackingNoteIn, enteredAt: iso(order.trackingEnteredAt) }
        : null,
    trackingOut: order.deliveryComOut && order.trackingNumOut ? { courier: order.deliveryComOut, trackingNumber: order.trackingNumOut } : null,
    timeline: timelineOf(order),
    refundAccount: order.refundAccount
      ? { bank: order.refundAccount.bank, holderName: order.refundAccount.holderName, accountLast4: order.refundAccount.accountNumber.slice(-4) }
      : null,
    refunds: order.refunds.map((refund): RefundView => ({
      amount: refund.amount,
      status: refund.status,
      requestedAt: refund.createdAt.toISOString(),
      completedAt: iso(refund.completedAt),
    })),
    cardRefunds: cardRefundsOf(
      order.gradingOrderItems,
      order.refunds.map((refund) => refund.id),
      order,
    ),
    actions,
    cancelRefund,
    cancelNeedsRefundAccount: needsRefundAccount(order.paymentMethod) && (cancelRefund ?? 0) > 0 && !order.refundAccount,
    // From receipt a line is one card (split-card-lines.ts, issue #10); before it, a line counts all of its cards. The
    // cards coming back: all but an OMITTED one, which never reached the lab (an UNGRADABLE one goes back ungraded).
    cardsShipped: {
      shipped: quantity(order.gradingOrderItems.filter((item) => item.shippedAt)),
      total: quantity(order.gradingOrderItems.filter((item) => item.correspondCheck !== 'OMITTED')),
    },
    nothingGraded: nothingToGrade(order.gradingOrderItems.map((item) => ({ correspondCheck: item.correspondCheck, refunded: item.refundId !== null }))),
    results:
      view.displayStatus && ITEM_RESULTS_SHOWN.has(view.displayStatus)
        ? order.gradingOrderItems.flatMap((item) =>
            item.certificates.map((certificate) => ({
              position: item.position,
              serial: certificate.serial,
              grade: certificate.grade,
              authentic: certificate.authentic,
              autoGrade: certificate.autoGrade,
            })),
          )
        : [],
  };
}

/**
 * Status changes in time order, without their notes (internal) or who exactly acted: the member, staff, or
 * the system (the gateway, a sweep). A row that changes no status carries only a note and is left out.
 */
function timelineOf(order: DetailRow): TimelineEntry[] {
  return order.events
    .filter((event) => event.fromStatus || event.toStatus || event.fromProcessing || event.toProcessing)
    .map((event) => ({
      at: event.createdAt.toISOString(),
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      fromProcessing: event.fromProcessing,
      toProcessing: event.toProcessing,
      by:
        event.actorId !== null && event.actorId === order.memberId ? 'member' : event.actorRole === 'STAFF' || event.actorRole === 'ADMIN' ? 'staff' : 'system',
    }));
}
