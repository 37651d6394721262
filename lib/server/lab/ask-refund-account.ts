// After a partial cancellation was refused because a bank-based payment has no refund account yet (issue #10;
// docs/product/order-lifecycle.md#staff-steps), the member is asked for one: an e-mail with a link to their order
// page, which offers the refund-account form. At most once in REFUND_ACCOUNT_REQUEST_HOURS: the AuditLog row
// `order.refundAccountRequested` records each request and is what the interval is checked against. One transaction
// on the locked order (two staff refused at once ask once) that checks the order still waits for the account; the
// e-mail is written to the outbox in the same transaction (decision 0026). Answers what the refusal's 409 carries as
// `data`.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import { REFUND_ACCOUNT_REQUEST_HOURS, type RefundAccountRequest } from '@/lib/shared/lab/refund-account-request';
import { cardsToCancel } from '@/lib/shared/lab/staff-actions';
import type { ReasonInput } from '@/lib/shared/schemas/lab';
import { formatMoney } from '@/lib/shared/money';
import { loadActiveMember } from '../members/active-member';
import { kickDelivery } from '../messaging/delivery/worker';
import { enqueueOrderEmail } from '../messaging/order-email';
import { type OrderSession, lockOrder, requireStaff } from '../orders/order-action';
import { actionsFor, loadLabCards } from './staff-action';
import { cardRefundAmount } from '@/lib/shared/orders/coupon-discount';

const INTERVAL_MS = REFUND_ACCOUNT_REQUEST_HOURS * 60 * 60 * 1000;

export async function askForRefundAccount(
  db: Db,
  session: OrderSession,
  orderNumber: string,
  input: ReasonInput,
  now = new Date(),
): Promise<RefundAccountRequest> {
  const asked = await db.$transaction(async (tx) => {
    const order = await lockOrder(tx, orderNumber);
    if (!order) return null;
    const member = await loadActiveMember(tx, session);
    const actor = requireStaff({ memberId: member.id, role: member.role });
    const cards = await loadLabCards(tx, order.id);
    // The member may have given the account meanwhile: then there is nothing to ask.
    if (actionsFor(order, cards).advanceBlockedBy !== 'refundAccountRequired') return null;
    const last = await tx.auditLog.findFirst({
      where: { action: AUDIT_ACTIONS.refundAccountRequested, entity: 'GradingOrder', entityId: orderNumber },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { createdAt: true },
    });
    if (last && now.getTime() - last.createdAt.getTime() < INTERVAL_MS) return { memberAsked: false, askedAt: last.createdAt };
    const cancelled = cardsToCancel(cards.map((card) => ({ ...card, refunded: card.refundId !== null })));
    const amount = cancelled.reduce((sum, card) => sum + cardRefundAmount(card.price, order), 0);
    await recordAudit(tx, {
      actor,
      action: AUDIT_ACTIONS.refundAccountRequested,
      entity: 'GradingOrder',
      entityId: orderNumber,
      data: { cards: cancelled.map((card) => card.id), amount, reason: input.reason },
      at: now,
    });
    await enqueueOrderEmail(tx, order.id, 'refundAccountRequested', (emailed, locale) => ({
      cardCount: cancelled.length,
      amount: formatMoney(amount, emailed.currency, locale),
    }));
    return { memberAsked: true, askedAt: now };
  });
  if (!asked) return { memberAsked: false, askedAt: null };
  if (asked.memberAsked) kickDelivery();
  return { memberAsked: asked.memberAsked, askedAt: asked.askedAt.toISOString() };
}
