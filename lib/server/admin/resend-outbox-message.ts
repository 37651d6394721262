// POST /api/admin/messages/[id]/resend: an admin sends a FAILED message again (decision 0026; ADMIN only) — it goes
// back to PENDING with its tries reset, due now, and the worker delivers it as any other. One transaction: the
// conditional update (only a FAILED message; two admins resending at once resend once, the other gets 409) and an
// AuditLog row with what the message had been through. The delivery is kicked after the commit.
import { recordAudit, sessionActor } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { AdminOutboxMessage } from '@/lib/shared/admin/outbox-views';
import { AppError } from '../errors/app-error';
import { kickDelivery } from '../messaging/delivery/worker';
import { outboxMessageView } from './list-outbox-messages';
import { type AdminSession, requireAdmin } from './require-admin';

export const OUTBOX_RESEND_AUDIT = 'admin.message.resend' as const;

const messageNotFound = () => new AppError('NOT_FOUND', 'No such message.', 'outboxAdmin:errors.notFound');
const notFailed = (fresh: AdminOutboxMessage) =>
  new AppError('CONFLICT', 'This message is not failed any more (resent or delivered meanwhile).', 'outboxAdmin:errors.notFailed', { data: fresh });

export async function resendOutboxMessage(db: Db, session: AdminSession, id: number, now = new Date()): Promise<AdminOutboxMessage> {
  requireAdmin(session);
  const actor = sessionActor(session);
  const resent = await db.$transaction(async (tx) => {
    const before = await tx.outboxMessage.findUnique({ where: { id } });
    if (!before) throw messageNotFound();
    const claimed = await tx.outboxMessage.updateMany({
      where: { id, status: 'FAILED' },
      data: { status: 'PENDING', attempts: 0, nextAttemptAt: now, lockedUntil: null, failedAt: null },
    });
    const after = await tx.outboxMessage.findUniqueOrThrow({ where: { id } });
    if (claimed.count !== 1) throw notFailed(outboxMessageView(after));
    await recordAudit(tx, {
      actor,
      action: OUTBOX_RESEND_AUDIT,
      entity: 'OutboxMessage',
      entityId: String(id),
      data: {
        to: before.to,
        template: before.template,
        channel: before.channel,
        attempts: before.attempts,
        lastError: before.lastError,
        failedAt: before.failedAt?.toISOString() ?? null,
      },
      at: now,
    });
    return outboxMessageView(after);
  });
  kickDelivery();
  return resent;
}
