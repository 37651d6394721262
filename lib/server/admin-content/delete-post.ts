// DELETE /api/admin/posts/[id]: removes a notice or event with its translations (issue #10). The audit row keeps
// everything it said. ADMIN only.
import type { Db } from '@/lib/server/db/client';
import { type AdminSession, requireAdmin } from '../admin/require-admin';
import { afterContentChange } from './after-change';
import { recordContentChange } from './audit';
import { contentNotFound } from './content-errors';
import { lockPost } from './row-locks';
import { postSnapshot } from './post-view';

export async function deletePost(db: Db, session: AdminSession, id: number): Promise<{ id: number }> {
  const actorId = requireAdmin(session);
  const { kind, slug } = await db.$transaction(async (tx) => {
    await lockPost(tx, id);
    const before = await tx.post.findUnique({ where: { id }, include: { translations: true } });
    if (!before) throw contentNotFound();
    await tx.post.delete({ where: { id } });
    await recordContentChange(tx, { actorId, action: 'post.deleted', entity: 'Post', entityId: id, from: postSnapshot(before), to: null });
    return { kind: before.kind, slug: before.slug };
  });
  await afterContentChange(kind === 'EVENT' ? 'events' : 'notices', [slug]);
  return { id };
}
