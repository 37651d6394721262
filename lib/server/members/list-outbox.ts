// Messages kept by the outbox transport, newest first, for /dev/outbox and GET /api/dev/outbox. They hold
// one-time codes and links: outside development (isOutboxVisible) the list does not exist
// (docs/product/accounts.md#messaging-and-outbox: absent in production), whoever calls.
import type { Db } from '@/lib/server/db/client';
import { AppError } from '../errors/app-error';
import { isOutboxVisible } from '../messaging';

export const OUTBOX_PAGE_SIZE = 100;

export interface OutboxEntry {
  id: number;
  channel: 'EMAIL' | 'SMS';
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  template: string;
  locale: string;
  createdAt: string;
}

/** `to`: one address or phone number, exact (as typed or in lower case: e-mails are stored lower-cased);
 *  empty for every recipient. Not Prisma's insensitive mode: it matches with ILIKE, where "%" is a wildcard. */
export async function listOutbox(db: Db, to?: string | null): Promise<OutboxEntry[]> {
  if (!isOutboxVisible()) throw new AppError('NOT_FOUND', 'Not found.', 'errors:notFound');
  const address = to?.trim().slice(0, 254) || null;
  const rows = await db.outboxMessage.findMany({
    where: { transport: 'outbox', ...(address ? { to: { in: [...new Set([address, address.toLowerCase()])] } } : {}) },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: OUTBOX_PAGE_SIZE,
  });
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    template: row.template,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
  }));
}
