// A card leaves its former owner's albums when the slab changes hands (issue #25: "a card sold away leaves the
// seller's albums"), in the caller's transaction. The database does the rest: an album whose thumbnail was that card
// loses its thumbnail and turns private (the foreign key's SET NULL and the trigger of migration
// 20261129000000_collectors_side), and the card's feed items go with it.
import type { Tx } from '@/lib/server/db/client';

export interface RemovedFromAlbums {
  /** The albums the card left (their public pages change). */
  albumIds: number[];
}

export async function removeCertificateFromAlbums(tx: Tx, certificateId: number, memberId: number): Promise<RemovedFromAlbums> {
  const cards = await tx.albumCard.findMany({ where: { certificateId, album: { memberId } }, select: { albumId: true } });
  const albumIds = cards.map((card) => card.albumId);
  if (albumIds.length === 0) return { albumIds };
  await tx.feedItem.deleteMany({ where: { kind: 'CARD', certificateId, albumId: { in: albumIds } } });
  await tx.albumCard.deleteMany({ where: { certificateId, albumId: { in: albumIds } } });
  return { albumIds };
}
