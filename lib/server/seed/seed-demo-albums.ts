// Demo albums (issue #25) so the gallery, an album's page and the community feed have something to show on a fresh
// site: the demo collectors (member, silverfan, seoulcards) each get public albums of their own published cards, the
// first card as the cover and one card shown in the feed. Written as the albums service leaves them (a public album has
// its cover among its cards: the database checks it) and only when no album exists yet.
import type { Db } from '@/lib/server/db/client';
import { recordAlbumPublished, recordCardShown } from '../feed/feed-writes';

const DEMO_ALBUMS: { owner: string; name: string; description: string; category: 'POKEMON' | 'SPORTS' | 'YUGIOH' | null }[] = [
  { owner: 'member@cardgrade.test', name: '寶可夢精選', description: '從 1999 年到現在最喜歡的寶可夢卡。', category: 'POKEMON' },
  { owner: 'member@cardgrade.test', name: 'Sports 10s', description: 'Gem mint sports cards only.', category: 'SPORTS' },
  { owner: 'silverfan@cardgrade.test', name: '遊戲王收藏', description: '決鬥者的珍藏。', category: 'YUGIOH' },
  { owner: 'korea@cardgrade.test', name: '내 컬렉션', description: '서울에서 모은 카드들.', category: null },
];
const CARDS_PER_ALBUM = 6;

export async function seedDemoAlbums(db: Db): Promise<number> {
  if ((await db.album.count()) > 0) return 0;
  let created = 0;
  for (const [index, spec] of DEMO_ALBUMS.entries()) {
    const owner = await db.member.findUnique({ where: { mbEmail: spec.owner }, select: { id: true } });
    if (!owner) continue;
    const cards = await db.certificate.findMany({
      where: { memberId: owner.id, publishedAt: { not: null }, voidedAt: null, ...(spec.category ? { cardCategory: spec.category } : {}) },
      orderBy: [{ grade: 'desc' }, { id: 'asc' }],
      take: CARDS_PER_ALBUM,
      select: { id: true },
    });
    if (cards.length === 0) continue;
    await db.$transaction(async (tx) => {
      const album = await tx.album.create({ data: { memberId: owner.id, name: spec.name, description: spec.description } });
      await tx.albumCard.createMany({ data: cards.map((card, position) => ({ albumId: album.id, certificateId: card.id, position })) });
      // Staggered a day apart, so "newest" has an order.
      const publishedAt = new Date(Date.now() - (DEMO_ALBUMS.length - index) * 86_400_000);
      await tx.album.update({ where: { id: album.id }, data: { thumbnailCertificateId: cards[0]!.id, isPublic: true, publishedAt, likeCount: 0 } });
      await recordAlbumPublished(tx, { id: album.id, memberId: owner.id });
      await tx.albumCard.update({ where: { albumId_certificateId: { albumId: album.id, certificateId: cards[0]!.id } }, data: { featuredAt: publishedAt } });
      await recordCardShown(tx, { albumId: album.id, certificateId: cards[0]!.id, memberId: owner.id });
      await tx.feedItem.updateMany({ where: { albumId: album.id }, data: { createdAt: publishedAt } });
    });
    created += 1;
  }
  return created;
}
