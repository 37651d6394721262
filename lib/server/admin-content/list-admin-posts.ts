// GET /api/admin/posts: one page of the notices or the events, scheduled ones included (issue #10), pinned first,
// then the newest. ADMIN only.
import type { DbOrTx } from '@/lib/server/db/client';
import type { AdminPostList } from '@/lib/shared/admin-content/views';
import type { PostListQuery } from '@/lib/shared/schemas/admin-content/post';
import { type AdminSession, requireAdmin } from '../admin/require-admin';
import { toAdminPostRow } from './post-view';

export const ADMIN_POSTS_PAGE_SIZE = 30;

export async function listAdminPosts(db: DbOrTx, session: AdminSession, query: PostListQuery, now: Date = new Date()): Promise<AdminPostList> {
  requireAdmin(session);
  const where = { kind: query.kind };
  const [total, posts] = await Promise.all([
    db.post.count({ where }),
    db.post.findMany({
      where,
      orderBy: [{ pinned: 'desc' }, { publishedAt: 'desc' }, { id: 'desc' }],
      skip: (query.page - 1) * ADMIN_POSTS_PAGE_SIZE,
      take: ADMIN_POSTS_PAGE_SIZE,
      include: { translations: true },
    }),
  ]);
  return { kind: query.kind, page: query.page, pageSize: ADMIN_POSTS_PAGE_SIZE, total, posts: posts.map((post) => toAdminPostRow(post, now)) };
}
