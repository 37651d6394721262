// The community feed (issue #25): visible items newest first, a page at a time by keyset on (createdAt, id), so a page
// asked for later neither repeats nor skips items however many joined meanwhile. Each item carries what its card on the
// page shows; a post in the reader's language (else zh-TW, pickTranslation).
import type { DbOrTx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import { FRONT_SCAN, SHOWN_CERTIFICATE, frontThumbUrl } from '@/lib/server/gallery/public-albums';
import { pickTranslation } from '@/lib/server/content/pick-translation';
import { type FeedEntry, type FeedPage, FEED_PAGE_SIZE, encodeFeedCursor } from '@/lib/shared/feed/feed-views';
import { labelGrade } from '@/lib/shared/lab/label-text';
import type { Locale } from '@/lib/shared/locale';
import { visibleFeedItemIds } from './visible-items';

export interface ListFeedOptions {
  locale: Locale;
  after?: { createdAt: Date; id: number } | null;
  now?: Date;
  pageSize?: number;
}

const ITEM_SELECT = {
  id: true,
  kind: true,
  createdAt: true,
  likeCount: true,
  album: {
    select: {
      id: true,
      name: true,
      likeCount: true,
      member: { select: { mbNick: true } },
      thumbnail: { select: { certificate: { select: { serial: true, publishedAt: true, images: FRONT_SCAN } } } },
      _count: { select: { cards: { where: { certificate: SHOWN_CERTIFICATE } } } },
    },
  },
  certificate: { select: { serial: true, playerName: true, grade: true, authentic: true, voidedAt: true, images: FRONT_SCAN } },
  post: { select: { kind: true, slug: true, translations: { select: { locale: true, title: true, summary: true } } } },
} satisfies Prisma.FeedItemSelect;

export async function listFeed(db: DbOrTx, options: ListFeedOptions): Promise<FeedPage> {
  const pageSize = options.pageSize ?? FEED_PAGE_SIZE;
  const ids = await visibleFeedItemIds(db, { now: options.now ?? new Date(), after: options.after ?? null, take: pageSize + 1 });
  const pageIds = ids.slice(0, pageSize);
  const rows = await db.feedItem.findMany({ where: { id: { in: pageIds } }, select: ITEM_SELECT });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = pageIds.flatMap((id) => {
    const row = byId.get(id);
    const entry = row ? toEntry(row, options.locale) : null;
    return entry ? [entry] : [];
  });
  const last = items.at(-1);
  return { items, nextCursor: ids.length > pageSize && last ? encodeFeedCursor(last) : null };
}

type ItemRow = Prisma.FeedItemGetPayload<{ select: typeof ITEM_SELECT }>;

function toEntry(row: ItemRow, locale: Locale): FeedEntry | null {
  const base = { id: row.id, createdAt: row.createdAt.toISOString() };
  if (row.kind === 'POST' && row.post) {
    const text = pickTranslation(row.post.translations, locale);
    return {
      ...base,
      kind: 'POST',
      likeCount: row.likeCount,
      post: { kind: row.post.kind, slug: row.post.slug, title: text?.title ?? '', summary: text?.summary ?? '' },
    };
  }
  const album = row.album;
  if (!album) return null;
  const nickname = album.member.mbNick;
  if (row.kind === 'ALBUM') {
    const thumbnail = album.thumbnail?.certificate;
    return {
      ...base,
      kind: 'ALBUM',
      // An album's item is liked as the album (the gallery's like): its count is the album's.
      likeCount: album.likeCount,
      album: { id: album.id, name: album.name, nickname, cardCount: album._count.cards, thumbUrl: thumbnail?.publishedAt ? frontThumbUrl(thumbnail) : null },
    };
  }
  const certificate = row.certificate;
  if (row.kind !== 'CARD' || !certificate) return null;
  return {
    ...base,
    kind: 'CARD',
    likeCount: row.likeCount,
    card: {
      serial: certificate.serial,
      name: certificate.playerName,
      grade: labelGrade(certificate),
      voided: certificate.voidedAt !== null,
      thumbUrl: frontThumbUrl(certificate),
    },
    album: { id: album.id, name: album.name },
    nickname,
  };
}
