// POST /api/admin/orders/[orderNumber]/notes { body }: staff write an internal note on an order (issue #10) — for
// the next person at the bench, never shown to the member. One transaction: the OrderNote row and its AuditLog
// row. Any submitted order may get a note, whatever its status. Answers the order page as it is now.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import type { OrderNoteInput } from '@/lib/shared/schemas/lab-read';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import { loadActiveMember } from '../members/active-member';
import { type OrderSession, requireStaff } from '../orders/order-action';
import { orderNotFound } from '../orders/order-errors';
import { getStaffOrder } from './get-staff-order';

export async function addOrderNote(db: Db, session: OrderSession, orderNumber: string, input: OrderNoteInput): Promise<StaffOrderDetail> {
  requireStaff(session);
  await db.$transaction(async (tx) => {
    // The row decides, not the ten-minute token: a member made dormant or no longer staff meanwhile writes nothing.
    const member = await loadActiveMember(tx, session);
    const actor = requireStaff({ memberId: member.id, role: member.role });
    const order = await tx.gradingOrder.findUnique({ where: { orderNumber }, select: { id: true, gradingOrderStatus: true } });
    if (!order || order.gradingOrderStatus === 'TEMP_SAVED') throw orderNotFound();
    const note = await tx.orderNote.create({ data: { gradingOrderId: order.id, authorId: member.id, body: input.body } });
    await recordAudit(tx, {
      actor,
      action: AUDIT_ACTIONS.noteAdded,
      entity: 'GradingOrder',
      entityId: orderNumber,
      data: { noteId: note.id, body: input.body },
    });
  });
  return getStaffOrder(db, session, orderNumber);
}
