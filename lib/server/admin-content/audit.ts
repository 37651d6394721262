// The audit row of every content change (issue #10: one transaction, one AuditLog row with who, what and the values
// before and after), written inside the change's transaction.
import { type AuditData, recordAudit } from '@/lib/server/audit/record-audit';
import type { Tx } from '@/lib/server/db/client';
import type { AuditAction, AuditEntity } from '@/lib/shared/audit/audit-actions';
import { recordPageInvalidations } from '@/lib/server/static-pages/page-invalidations';
import { pagesShowing } from '@/lib/shared/static-pages';
import type { ContentArea } from './after-change';

export interface ContentChange {
  actorId: number;
  /** e.g. 'post.created', 'faq.reordered', 'partnerShop.deactivated'. */
  action: AuditAction;
  entity: Extract<AuditEntity, 'Post' | 'FaqEntry' | 'PartnerShop'>;
  entityId: number | string;
  /** The values before (null for a creation) and after (null for a deletion). */
  from: unknown;
  to: unknown;
}

/** The cached pages a change shows on: its area's list and, for a post, its article under the old and new slug. */
export function contentChangePages(change: Pick<ContentChange, 'entity' | 'from' | 'to'>): { area: ContentArea; slugs: string[] } {
  if (change.entity === 'FaqEntry') return { area: 'faq', slugs: [] };
  if (change.entity === 'PartnerShop') return { area: 'partners', slugs: [] };
  const posts = [change.from, change.to].filter((post): post is { kind?: unknown; slug?: unknown } => typeof post === 'object' && post !== null);
  const area = posts.some((post) => post.kind === 'EVENT') ? 'events' : 'notices';
  return { area, slugs: [...new Set(posts.map((post) => post.slug).filter((slug): slug is string => typeof slug === 'string'))] };
}

/**
 * The audit row, and the PageInvalidation rows that tell every instance's cache (decision 0014) — in the change's
 * transaction, so a crash after its commit cannot leave the other instances' pages stale (decision 0027); the
 * after-change hook then only regenerates this instance's pages.
 */
export async function recordContentChange(tx: Tx, change: ContentChange): Promise<void> {
  const { area, slugs } = contentChangePages(change);
  await recordPageInvalidations(tx, pagesShowing(area, { slugs }));
  await recordAudit(tx, {
    // Only an admin changes content (requireAdmin): the role it acted in.
    actor: { id: change.actorId, role: 'ADMIN' },
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    data: { from: change.from, to: change.to } as AuditData,
  });
}
