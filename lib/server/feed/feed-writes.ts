// What joins the community feed (issue #25), written in the transaction of the change that makes it: an album made
// public, a card its owner chose to show from a public album, a notice or event the lab published. One item per
// thing: making an album public again, or showing a card again, does not post it twice.
import type { Tx } from '@/lib/server/db/client';

export async function recordAlbumPublished(tx: Tx, album: { id: number; memberId: number }): Promise<void> {
  const existing = await tx.feedItem.findFirst({ where: { kind: 'ALBUM', albumId: album.id }, select: { id: true } });
  if (existing) return;
  await tx.feedItem.create({ data: { kind: 'ALBUM', albumId: album.id, memberId: album.memberId } });
}

export async function recordCardShown(tx: Tx, card: { albumId: number; certificateId: number; memberId: number }): Promise<void> {
  const existing = await tx.feedItem.findFirst({ where: { kind: 'CARD', albumId: card.albumId, certificateId: card.certificateId }, select: { id: true } });
  if (existing) return;
  await tx.feedItem.create({ data: { kind: 'CARD', ...card } });
}

/** A card no longer shown (the owner took it back, or it left the album): its item goes. */
export async function forgetCardShown(tx: Tx, card: { albumId: number; certificateId: number }): Promise<void> {
  await tx.feedItem.deleteMany({ where: { kind: 'CARD', albumId: card.albumId, certificateId: card.certificateId } });
}

export async function recordPostPublished(tx: Tx, post: { id: number; publishedAt: Date }): Promise<void> {
  const existing = await tx.feedItem.findFirst({ where: { kind: 'POST', postId: post.id }, select: { id: true } });
  if (existing) return;
  await tx.feedItem.create({ data: { kind: 'POST', postId: post.id, createdAt: post.publishedAt } });
}
