// Shared by the community feed's integration tests (issue #25): albums and shown cards as the albums service leaves
// them (feed items written by lib/server/feed/feed-writes.ts in the change's transaction), posts as the editor leaves
// them, and the feed's routes called in-process as a browser would.
import type { Db } from '@/lib/server/db/client';
import { recordAlbumPublished, recordCardShown } from '@/lib/server/feed/feed-writes';
import { syncPostFeedItem } from '@/lib/server/feed/sync-post-item';
import type { FeedLikeState, FeedPage } from '@/lib/shared/feed/feed-views';
import { createPost } from '@/tests/factories/post';
import { callApi } from '@/tests/helpers/api';
import feedRoute from '@/pages/api/community/index';
import likeRoute from '@/pages/api/community/items/[id]/like';
import type { SignedIn } from '../account/account-helpers';
import { type AlbumSpec, createAlbum } from '../gallery/gallery-helpers';

/** A public album (unless said otherwise) with its ALBUM item, and a CARD item for each card (featured). */
export async function albumInFeed(db: Db, ownerId: number, spec: AlbumSpec = {}, options: { showCards?: boolean } = {}) {
  const made = await createAlbum(db, ownerId, spec);
  const items = await db.$transaction(async (tx) => {
    await recordAlbumPublished(tx, made.album);
    for (const card of options.showCards ? made.cards : []) {
      await tx.albumCard.update({ where: { albumId_certificateId: { albumId: made.album.id, certificateId: card.id } }, data: { featuredAt: new Date() } });
      await recordCardShown(tx, { albumId: made.album.id, certificateId: card.id, memberId: ownerId });
    }
    return tx.feedItem.findMany({ where: { albumId: made.album.id }, orderBy: { id: 'asc' } });
  });
  const albumItem = items.find((item) => item.kind === 'ALBUM')!;
  return { ...made, albumItem, cardItems: items.filter((item) => item.kind === 'CARD') };
}

/** A notice (or event) with its POST item, published at `publishedAt` (now by default). */
export async function postInFeed(db: Db, options: { kind?: 'NOTICE' | 'EVENT'; publishedAt?: Date; title?: string } = {}) {
  const publishedAt = options.publishedAt ?? new Date();
  return db.$transaction(async (tx) => {
    const post = await createPost(tx, {
      kind: options.kind ?? 'NOTICE',
      publishedAt,
      translations: [
        { locale: 'zh-TW', title: options.title ?? '公告', summary: '摘要', body: '內文' },
        { locale: 'en', title: `${options.title ?? 'Notice'} (en)`, summary: 'Summary', body: 'Body' },
      ],
    });
    await syncPostFeedItem(tx, post);
    return { post, item: await tx.feedItem.findFirstOrThrow({ where: { postId: post.id } }) };
  });
}

export const feedPage = (query: Record<string, string> = {}) => callApi<FeedPage>(feedRoute, { method: 'GET', query });

type Method = 'GET' | 'POST' | 'DELETE';

export const likeItem = (method: Method, who: SignedIn | null, id: number | string) =>
  callApi<FeedLikeState>(likeRoute, { method, query: { id: String(id) }, cookies: who?.jar.cookies ?? {}, body: method === 'GET' ? undefined : {} });
