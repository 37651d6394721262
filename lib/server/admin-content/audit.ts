// The audit row of every content change (issue #10: one transaction, one AuditLog row with who, what and the values
// before and after), written inside the change's transaction.
import type { Tx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';

export interface ContentChange {
  actorId: number;
  /** e.g. 'post.created', 'faq.reordered', 'partnerShop.deactivated'. */
  action: string;
  entity: 'Post' | 'FaqEntry' | 'PartnerShop';
  entityId: number | string;
  /** The values before (null for a creation) and after (null for a deletion). */
  from: unknown;
  to: unknown;
}

export async function recordContentChange(tx: Tx, change: ContentChange): Promise<void> {
  await tx.auditLog.create({
    data: {
      actorId: change.actorId,
      action: change.action,
      entity: change.entity,
      entityId: String(change.entityId),
      data: { from: change.from, to: change.to } as Prisma.InputJsonValue,
    },
  });
}
