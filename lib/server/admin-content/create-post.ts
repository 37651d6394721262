// POST /api/admin/posts: a new notice or event in up to three languages (issue #10;
// docs/product/storefront.md#content-pages). One transaction with its audit row; the public pages are told after
// the commit. A publishedAt in the future schedules it. ADMIN only.
import type { Db } from '@/lib/server/db/client';
import type { AdminPost } from '@/lib/shared/admin-content/views';
import type { PostInput } from '@/lib/shared/schemas/admin-content/post';
import { type AdminSession, requireAdmin } from '../admin/require-admin';
import { afterContentChange } from './after-change';
import { recordContentChange } from './audit';
import { assertSlugFree, postData, postTranslationRows } from './post-writes';
import { postSnapshot, toAdminPost } from './post-view';
import { syncPostFeedItem } from '@/lib/server/feed/sync-post-item';

export async function createPost(db: Db, session: AdminSession, input: PostInput): Promise<AdminPost> {
  const actorId = requireAdmin(session);
  const post = await db.$transaction(async (tx) => {
    await assertSlugFree(tx, input.slug, null);
    const created = await tx.post.create({
      data: { kind: input.kind, ...postData(input), translations: { create: postTranslationRows(input) } },
      include: { translations: true },
    });
    // The community feed shows it from its publishedAt (issue #25).
    await syncPostFeedItem(tx, created);
    await recordContentChange(tx, { actorId, action: 'post.created', entity: 'Post', entityId: created.id, from: null, to: postSnapshot(created) });
    return created;
  });
  // Its address may have been asked for before it existed: the cached 404 goes too.
  await afterContentChange(post.kind === 'EVENT' ? 'events' : 'notices', [post.slug]);
  return toAdminPost(post);
}
