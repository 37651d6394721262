// PUT /api/admin/inquiries/[id]/status {expectedStatus, status}: an admin moves a partner inquiry along the inbox
// (lib/shared/admin/inquiry-status.ts: NEW → IN_PROGRESS → CLOSED, only forward; issue #10). One transaction: the row
// locked, still in the status the admin saw (else 409 with the inquiry as it is now), the table's check, the update
// and an AuditLog row {from, to}.
import { recordAudit, sessionActor } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { PartnerInquiry } from '@/lib/server/db/generated/client';
import { canChangeInquiry } from '@/lib/shared/admin/inquiry-status';
import type { AdminInquiry } from '@/lib/shared/admin/views';
import type { InquiryStatusChangeInput } from '@/lib/shared/schemas/admin/inquiries';
import { AppError } from '../errors/app-error';
import { inquiryView } from './inquiry-view';
import { type AdminSession, requireAdmin } from './require-admin';

const inquiryNotFound = () => new AppError('NOT_FOUND', 'No such inquiry.', 'admin:errors.inquiryNotFound');
const inquiryChanged = (fresh: PartnerInquiry) =>
  new AppError('CONFLICT', 'Another admin changed this inquiry meanwhile. It now shows its current status.', 'admin:errors.inquiryChanged', {
    data: inquiryView(fresh),
  });
const transitionRefused = () => new AppError('CONFLICT', 'An inquiry only moves forward: new → in progress → closed.', 'admin:errors.inquiryTransition');

export async function changeInquiryStatus(db: Db, session: AdminSession, id: number, input: InquiryStatusChangeInput): Promise<AdminInquiry> {
  requireAdmin(session);
  const actor = sessionActor(session);
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "PartnerInquiry" WHERE "id" = ${id} FOR UPDATE`;
    const inquiry = await tx.partnerInquiry.findUnique({ where: { id } });
    if (!inquiry) throw inquiryNotFound();
    if (inquiry.status !== input.expectedStatus) throw inquiryChanged(inquiry);
    if (!canChangeInquiry(inquiry.status, input.status)) throw transitionRefused();
    const updated = await tx.partnerInquiry.update({ where: { id }, data: { status: input.status } });
    await recordAudit(tx, {
      actor,
      action: 'admin.inquiry.status',
      entity: 'PartnerInquiry',
      entityId: String(id),
      data: { from: inquiry.status, to: input.status },
    });
    return inquiryView(updated);
  });
}
