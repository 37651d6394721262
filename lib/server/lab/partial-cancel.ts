// POST /api/admin/orders/[orderNumber]/partial-cancel { expected…, reason }: the cards found OMITTED or UNGRADABLE
// are paid back and the rest of the order goes on (issue #10; docs/product/grading.md#correspond-check,
// docs/product/order-lifecycle.md#order-status-transitions): once every card is checked (CARD_CORRESPOND_CHECKED),
// one refund of every such card's unit price (less its share of a coupon, docs/decisions/0039-coupons.md) — the
// autograph surcharge included, the delivery never (docs/product/payments.md#refunds) — linked to the cards
// (GradingOrderItem.refundId), and the order
// PROCESSING → REQUEST_PARTIAL_CANCELED, in one transaction with an AuditLog row per card. The refund reaches the
// gateway after the commit; when it completes the order becomes COMPLETE_PARTIAL_CANCELED (refund-outcome.ts). A
// bank that refuses the refund account leaves the order waiting for the member's corrected account, which sends
// the refund again (save-refund-account.ts, decision 0008). A bank-based payment with no refund account yet is
// refused (409 refundAccountRequired): the member enters one on their order page first — and is e-mailed a link to
// it, once a day at most (ask-refund-account.ts); the refusal's `data` says whether they were asked now.
import { eventNote } from '@/lib/shared/orders/event-notes';
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import { cardsToCancel } from '@/lib/shared/lab/staff-actions';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import { cardRefundAmount } from '@/lib/shared/orders/coupon-discount';
import { needsRefundAccount } from '@/lib/shared/orders/refund-methods';
import { moneyHeld, totalHeld } from '@/lib/shared/orders/refund-rules';
import type { ReasonInput } from '@/lib/shared/schemas/lab';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import { changeOrderStatus } from '../orders/change-status';
import type { OrderSession } from '../orders/order-action';
import { executeRefundsAfterCommit, requestRefundOfHeld } from '../payments/refund-payment';
import { AppError } from '../errors/app-error';
import { askForRefundAccount } from './ask-refund-account';
import { labNotAllowed, refundAccountRequired, runStaffAction, staffOrderNow } from './staff-action';

export async function partialCancel(db: Db, session: OrderSession, orderNumber: string, input: ReasonInput, now = new Date()): Promise<StaffOrderDetail> {
  let refundIds: number[];
  try {
    refundIds = await refundCancelledCards(db, session, orderNumber, input);
  } catch (error) {
    // Nothing was written by the refusal; the member is asked for the account after it (the same 409, with `data`).
    if (error instanceof AppError && error.key === refundAccountRequired().key) {
      const request = await askForRefundAccount(db, session, orderNumber, input, now);
      throw new AppError(error.code, error.message, error.key, { data: request });
    }
    throw error;
  }
  await executeRefundsAfterCommit(db, refundIds);
  return staffOrderNow(db, session, orderNumber);
}

/** The transaction of the partial cancellation: the refunds of the cancelled cards, requested; their ids. */
function refundCancelledCards(db: Db, session: OrderSession, orderNumber: string, input: ReasonInput): Promise<number[]> {
  return runStaffAction(db, session, orderNumber, input, async (tx, { order, cards, actions, actor }) => {
    if (!actions.partialCancel) throw labNotAllowed();
    const cancelled = cardsToCancel(cards.map((card) => ({ ...card, refunded: card.refundId !== null })));
    // Each card's unit price, less its share of a coupon (docs/decisions/0039-coupons.md).
    const refundOf = (card: { price: number }) => cardRefundAmount(card.price, order);
    const amount = cancelled.reduce((sum, card) => sum + refundOf(card), 0);
    const held = moneyHeld(order.payments);
    if (cancelled.length === 0 || amount <= 0 || totalHeld(held) < amount) throw labNotAllowed();
    if (held.some((payment) => needsRefundAccount(payment.method)) && !order.refundAccount) throw refundAccountRequired();

    // Usually one payment; a second one is drawn on only for what the first no longer holds (refund-rules.ts splitRefund).
    const ids = await requestRefundOfHeld(tx, held, amount, `partial cancellation by staff: ${input.reason}`, actor);
    // Each card names the refund that paid it back (the first, when the money came from two payments).
    await tx.gradingOrderItem.updateMany({ where: { id: { in: cancelled.map((card) => card.id) } }, data: { refundId: ids[0]! } });
    for (const card of cancelled) {
      await recordAudit(tx, {
        actor,
        action: AUDIT_ACTIONS.cardCancelled,
        entity: 'GradingOrderItem',
        entityId: String(card.id),
        data: { from: card.correspondCheck, to: 'REFUNDED', refundId: ids[0]!, amount: refundOf(card), reason: input.reason },
      });
    }
    await changeOrderStatus(tx, {
      orderId: order.id,
      to: 'REQUEST_PARTIAL_CANCELED',
      actor,
      note: eventNote('partialCancel', { count: cancelled.length, amount, currency: order.currency, reason: input.reason.slice(0, 400) }),
    });
    return ids;
  });
}
