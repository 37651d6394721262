// GET /api/admin/posts/[id]: one notice or event with every language, for the editor (issue #10). ADMIN only.
import type { DbOrTx } from '@/lib/server/db/client';
import type { AdminPost } from '@/lib/shared/admin-content/views';
import { type AdminSession, requireAdmin } from '../admin/require-admin';
import { contentNotFound } from './content-errors';
import { toAdminPost } from './post-view';

export async function getAdminPost(db: DbOrTx, session: AdminSession, id: number): Promise<AdminPost> {
  requireAdmin(session);
  const post = await db.post.findUnique({ where: { id }, include: { translations: true } });
  if (!post) throw contentNotFound();
  return toAdminPost(post);
}
