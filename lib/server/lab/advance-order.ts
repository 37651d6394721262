// POST /api/admin/orders/[orderNumber]/advance { expected…, to }: the lab's plain steps (issue #10) — warehouse in,
// correspond checked, VSC checked, defect checked, scored, cased, warehouse out — one at a time along the order's
// processing table (docs/product/order-lifecycle.md#processing-transitions; reholder orders go from the correspond
// check straight to casing). `to` must be the step the page offered (actions.advanceTo) and nothing may block it
// (actions.advanceBlockedBy: unchecked, uncancelled or unscored cards; docs/product/order-lifecycle.md#staff-steps).
// Casing stamps casedAt on the cards that get a case (docs/product/grading.md#staff-grading-flow); the scoring step
// done writes the member's gradingComplete e-mail to the outbox (docs/product/order-lifecycle.md#order-events-and-notifications,
// decision 0026) and, in its transaction, makes the order's
// certificates public and counts them in the population (issue #22, decision 0013); their pages change after the commit.
import { eventNote } from '@/lib/shared/orders/event-notes';
import type { Db } from '@/lib/server/db/client';
import type { GradingOrderProcessingStatus as Processing } from '@/lib/server/db/generated/enums';
import { type BlockedReason, GRADABLE_CHECKS } from '@/lib/shared/lab/staff-actions';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import type { AdvanceInput } from '@/lib/shared/schemas/lab';
import { AppError } from '../errors/app-error';
import { revalidateCertificatePages } from '../certificates/certificate-pages';
import { publishOrderCertificates } from '../certificates/publish-certificates';
import { kickDelivery } from '../messaging/delivery/worker';
import { enqueueGradingComplete } from '../messaging/grading-complete-email';
import { changeOrderStatus } from '../orders/change-status';
import type { OrderSession } from '../orders/order-action';
import { labBlocked, labNotAllowed, runStaffAction, staffOrderNow } from './staff-action';

export const wrongStep = () => new AppError('CONFLICT', "That is not the order's next step.", 'labApi:errors.wrongStep');

export async function advanceOrder(db: Db, session: OrderSession, orderNumber: string, input: AdvanceInput, now = new Date()): Promise<StaffOrderDetail> {
  const { to, published } = await runStaffAction(db, session, orderNumber, input, async (tx, { order, cards, actions, actor }) => {
    if (!actions.advanceTo) throw labNotAllowed();
    if (input.to !== actions.advanceTo) throw wrongStep();
    if (actions.advanceBlockedBy) throw labBlocked(actions.advanceBlockedBy as BlockedReason);
    let note: string | undefined;
    if (input.to === 'CASING_COMPLETE') {
      // Every card going back graded (or re-cased) that asked for a case; cancelled cards get none.
      const cased = cards.filter((card) => card.casing && card.refundId === null && GRADABLE_CHECKS.includes(card.correspondCheck));
      await tx.gradingOrderItem.updateMany({ where: { id: { in: cased.map((card) => card.id) } }, data: { casedAt: now } });
      note = eventNote('cased', { count: cased.length });
    }
    await changeOrderStatus(tx, { orderId: order.id, toProcessing: input.to, actor, note });
    const published = input.to === 'CARD_SCORED' ? await publishOrderCertificates(tx, order.id, now) : [];
    if (input.to === 'CARD_SCORED') await enqueueGradingComplete(tx, order.id);
    return { to: input.to as Processing, published };
  });
  if (to === 'CARD_SCORED') {
    kickDelivery();
    await revalidateCertificatePages(published);
  }
  return staffOrderNow(db, session, orderNumber);
}
