// GET /api/admin/messages?status=&page=: the outbox's messages that could not be delivered (FAILED, the default) or
// are still waiting (PENDING), newest first, 20 a page (decision 0026; ADMIN only). Metadata only: the body may carry
// a one-time code or link.
import type { Db } from '@/lib/server/db/client';
import type { OutboxMessage } from '@/lib/server/db/generated/client';
import type { AdminOutboxMessage, AdminOutboxPage } from '@/lib/shared/admin/outbox-views';
import { ADMIN_PAGE_SIZE } from '@/lib/shared/schemas/admin/query-fields';
import type { OutboxListQuery } from '@/lib/shared/schemas/admin/outbox-messages';
import { type AdminSession, requireAdmin } from './require-admin';

export function outboxMessageView(row: OutboxMessage): AdminOutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    to: row.to,
    template: row.template,
    locale: row.locale,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    failedAt: row.failedAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export async function listOutboxMessages(db: Db, session: AdminSession, query: OutboxListQuery): Promise<AdminOutboxPage> {
  requireAdmin(session);
  const status = query.status ?? 'FAILED';
  const [rows, total, failed, pending] = await Promise.all([
    db.outboxMessage.findMany({
      where: { status },
      orderBy: status === 'FAILED' ? [{ failedAt: 'desc' }, { id: 'desc' }] : [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (query.page - 1) * ADMIN_PAGE_SIZE,
      take: ADMIN_PAGE_SIZE,
    }),
    db.outboxMessage.count({ where: { status } }),
    db.outboxMessage.count({ where: { status: 'FAILED' } }),
    db.outboxMessage.count({ where: { status: 'PENDING' } }),
  ]);
  return { status, items: rows.map(outboxMessageView), total, page: query.page, pageSize: ADMIN_PAGE_SIZE, counts: { FAILED: failed, PENDING: pending } };
}
