// A notice or event joins the community feed at its publishedAt (issue #25): the feed shows only items whose createdAt
// has come, so a post scheduled for later appears then, and one whose date an admin moves moves with it. Called in the
// transaction that creates or saves the post (admin editor, seed).
import type { Tx } from '@/lib/server/db/client';
import { recordPostPublished } from './feed-writes';

export async function syncPostFeedItem(tx: Tx, post: { id: number; publishedAt: Date }): Promise<void> {
  await recordPostPublished(tx, post);
  await tx.feedItem.updateMany({ where: { kind: 'POST', postId: post.id, NOT: { createdAt: post.publishedAt } }, data: { createdAt: post.publishedAt } });
}
