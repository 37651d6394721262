// PUT /api/admin/posts/[id]: the editor saves a notice or event (issue #10). Its kind stays what it was created as
// (the public address is /notices/… or /events/…); the slug may change if no other post uses it. One transaction:
// the row, the translations (an emptied language is removed), the audit row with the values before and after. ADMIN
// only.
import type { Db } from '@/lib/server/db/client';
import type { AdminPost } from '@/lib/shared/admin-content/views';
import { CONTENT_ERRORS } from '@/lib/shared/schemas/admin-content/content-errors';
import type { PostInput } from '@/lib/shared/schemas/admin-content/post';
import { type AdminSession, requireAdmin } from '../admin/require-admin';
import { afterContentChange } from './after-change';
import { recordContentChange } from './audit';
import { contentNotFound, fieldRefused } from './content-errors';
import { assertSlugFree, postData, replacePostTranslations } from './post-writes';
import { lockPost } from './row-locks';
import { postSnapshot, toAdminPost } from './post-view';
import { syncPostFeedItem } from '@/lib/server/feed/sync-post-item';

export async function updatePost(db: Db, session: AdminSession, id: number, input: PostInput): Promise<AdminPost> {
  const actorId = requireAdmin(session);
  const { post, oldSlug } = await db.$transaction(async (tx) => {
    await lockPost(tx, id);
    const before = await tx.post.findUnique({ where: { id }, include: { translations: true } });
    if (!before) throw contentNotFound();
    if (before.kind !== input.kind)
      throw fieldRefused('VALIDATION', 'kind', CONTENT_ERRORS.kindChanged, 'A notice cannot become an event, nor an event a notice.');
    await assertSlugFree(tx, input.slug, id);
    await tx.post.update({ where: { id }, data: postData(input) });
    await replacePostTranslations(tx, id, input);
    const after = await tx.post.findUniqueOrThrow({ where: { id }, include: { translations: true } });
    // A moved publishedAt moves the post's place in the community feed (issue #25).
    await syncPostFeedItem(tx, after);
    await recordContentChange(tx, { actorId, action: 'post.updated', entity: 'Post', entityId: id, from: postSnapshot(before), to: postSnapshot(after) });
    return { post: after, oldSlug: before.slug };
  });
  // A renamed article leaves its old address too (decision 0014: its cached page now answers 404).
  await afterContentChange(post.kind === 'EVENT' ? 'events' : 'notices', [...new Set([oldSlug, post.slug])]);
  return toAdminPost(post);
}
