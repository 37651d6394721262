// One like or unlike of an album or a feed item (issue #25), in one transaction: the target must be one the world may
// see (else its 404); the member's row is added (`INSERT … ON CONFLICT DO NOTHING`) or taken, and only when a row
// really changed does the count move (an atomic `likeCount ± 1`) and an audit row say who (decision 0029). So the count
// always equals the rows however many members like at once, and a second like or an unlike of nothing writes nothing.
// album-likes.ts and feed-likes.ts say which rows.
import type { Db, Tx } from '@/lib/server/db/client';
import type { AuditAction, AuditEntity } from '@/lib/shared/audit/audit-actions';
import { type AuditActor, recordAudit } from '../audit/record-audit';

/** Who likes: a signed-in member, in the role they act in. */
export type Liker = NonNullable<AuditActor>;

export interface LikeRows {
  /** The target's count now, or its 404 when the world may not see it. */
  visible(tx: Tx): Promise<{ likeCount: number }>;
  /** The member's like added (0 when there was one already) or taken (0 when there was none): the rows changed. */
  add(tx: Tx, memberId: number): Promise<number>;
  remove(tx: Tx, memberId: number): Promise<number>;
  /** Moves the count by one, atomically; the new count. */
  move(tx: Tx, by: 1 | -1): Promise<number>;
  audit: { entity: AuditEntity; entityId: number; liked: AuditAction; unliked: AuditAction };
}

export function setLike(db: Db, liker: Liker, liked: boolean, rows: LikeRows): Promise<{ liked: boolean; likeCount: number }> {
  return db.$transaction(async (tx) => {
    const { likeCount } = await rows.visible(tx);
    const changed = liked ? await rows.add(tx, liker.id) : await rows.remove(tx, liker.id);
    if (!changed) return { liked, likeCount };
    const moved = await rows.move(tx, liked ? 1 : -1);
    await recordAudit(tx, {
      actor: liker,
      action: liked ? rows.audit.liked : rows.audit.unliked,
      entity: rows.audit.entity,
      entityId: rows.audit.entityId,
      data: { likeCount: moved },
    });
    return { liked, likeCount: moved };
  });
}
