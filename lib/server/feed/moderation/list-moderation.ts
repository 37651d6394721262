// The back office's community page (issue #25): the most recent feed items and published albums, hidden ones too (so
// staff can show them again), newest first. Staff only (the route's roles).
import type { DbOrTx } from '@/lib/server/db/client';
import { albumPath } from '@/lib/shared/albums/paths';
import { certificatePath } from '@/lib/shared/certificate';
import { postPath } from '@/lib/shared/feed/feed-views';
import { type CommunityModerationView, MODERATION_LIST_SIZE } from '@/lib/shared/feed/moderation-views';
import { DEFAULT_LOCALE } from '@/lib/shared/locale';
import { pickTranslation } from '../../content/pick-translation';

const OWNER = { select: { mbNick: true, mbId: true } } as const;

export async function listCommunityModeration(db: DbOrTx): Promise<CommunityModerationView> {
  const [items, albums] = await Promise.all([
    db.feedItem.findMany({
      where: { createdAt: { lte: new Date() } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: MODERATION_LIST_SIZE,
      select: {
        id: true,
        kind: true,
        createdAt: true,
        likeCount: true,
        hiddenAt: true,
        hiddenReason: true,
        member: OWNER,
        album: { select: { id: true, name: true, likeCount: true } },
        certificate: { select: { serial: true, playerName: true } },
        post: { select: { kind: true, slug: true, translations: { select: { locale: true, title: true } } } },
      },
    }),
    db.album.findMany({
      where: { publishedAt: { not: null } },
      orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
      take: MODERATION_LIST_SIZE,
      select: { id: true, name: true, publishedAt: true, likeCount: true, hiddenAt: true, hiddenReason: true, member: OWNER },
    }),
  ]);
  return {
    items: items.map((item) => {
      const common = {
        id: item.id,
        kind: item.kind,
        createdAt: item.createdAt.toISOString(),
        owner: item.member ? { nickname: item.member.mbNick, mbId: item.member.mbId } : null,
        likeCount: item.kind === 'ALBUM' ? (item.album?.likeCount ?? 0) : item.likeCount,
        hiddenAt: item.hiddenAt?.toISOString() ?? null,
        hiddenReason: item.hiddenReason,
      };
      if (item.post) return { ...common, title: pickTranslation(item.post.translations, DEFAULT_LOCALE)?.title ?? item.post.slug, href: postPath(item.post) };
      if (item.certificate)
        return { ...common, title: `${item.certificate.playerName} #${item.certificate.serial}`, href: certificatePath(item.certificate.serial) };
      return { ...common, title: item.album?.name ?? '', href: item.album ? albumPath(item.album.id) : '' };
    }),
    albums: albums.map((album) => ({
      id: album.id,
      name: album.name,
      href: albumPath(album.id),
      owner: { nickname: album.member.mbNick, mbId: album.member.mbId },
      publishedAt: album.publishedAt?.toISOString() ?? null,
      likeCount: album.likeCount,
      hiddenAt: album.hiddenAt?.toISOString() ?? null,
      hiddenReason: album.hiddenReason,
    })),
  };
}
