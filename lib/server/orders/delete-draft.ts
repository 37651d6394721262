// DELETE /api/orders/drafts/[id]: only a TEMP_SAVED order of the member can be deleted ("Current order
// cannot be deleted", docs/product/errors-and-messages.md#orders-and-drafts); another member's draft answers 404 like
// one that does not exist.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import { lockActiveMember } from '../members/active-member';
import type { Actor } from '../auth/access-token';
import { AppError } from '../errors/app-error';
import { orderNotFound } from './order-errors';

export async function deleteDraft(db: Db, session: Actor, id: number): Promise<{ id: number }> {
  await db.$transaction(async (tx) => {
    const actor = await lockActiveMember(tx, session.memberId);
    const order = await tx.gradingOrder.findFirst({
      where: { id, memberId: session.memberId },
      select: { id: true, orderNumber: true, gradingOrderStatus: true },
    });
    if (!order) throw orderNotFound();
    // Conditional on the status, so a draft submitted meanwhile on another device is never deleted.
    const deleted = await tx.gradingOrder.deleteMany({ where: { id, memberId: session.memberId, gradingOrderStatus: 'TEMP_SAVED' } });
    if (deleted.count !== 1) throw new AppError('CONFLICT', 'Current order cannot be deleted', 'orders:errors.cannotDelete');
    await recordAudit(tx, {
      actor,
      action: AUDIT_ACTIONS.draftDeleted,
      entity: 'GradingOrder',
      entityId: String(id),
      data: { orderNumber: order.orderNumber },
    });
  });
  return { id };
}
