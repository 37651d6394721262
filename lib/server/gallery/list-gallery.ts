// The public gallery (issue #25): visible albums, newest published first or most liked (then newest), all or those
// holding a card of one category, a page at a time. Each album with its thumbnail, owner's nickname, likes and cards.
import type { DbOrTx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import type { GalleryPage } from '@/lib/shared/albums/gallery-views';
import { GALLERY_PAGE_SIZE, type GalleryView } from '@/lib/shared/albums/paths';
import { FRONT_SCAN, SHOWN_CERTIFICATE, VISIBLE_ALBUM, frontThumbUrl } from './public-albums';

function galleryWhere(view: GalleryView): Prisma.AlbumWhereInput {
  if (view.category === 'all') return VISIBLE_ALBUM;
  return { ...VISIBLE_ALBUM, cards: { some: { certificate: { ...SHOWN_CERTIFICATE, cardCategory: view.category } } } };
}

// The id last: albums published in the same instant keep one order from page to page.
const ORDERS: Record<GalleryView['sort'], Prisma.AlbumOrderByWithRelationInput[]> = {
  newest: [{ publishedAt: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
  liked: [{ likeCount: 'desc' }, { publishedAt: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
};

export async function listGallery(db: DbOrTx, view: GalleryView): Promise<GalleryPage> {
  const where = galleryWhere(view);
  const [total, rows] = await Promise.all([
    db.album.count({ where }),
    db.album.findMany({
      where,
      orderBy: ORDERS[view.sort],
      skip: (view.page - 1) * GALLERY_PAGE_SIZE,
      take: GALLERY_PAGE_SIZE,
      select: {
        id: true,
        name: true,
        likeCount: true,
        member: { select: { mbNick: true } },
        thumbnail: { select: { certificate: { select: { serial: true, publishedAt: true, images: FRONT_SCAN } } } },
        _count: { select: { cards: { where: { certificate: SHOWN_CERTIFICATE } } } },
      },
    }),
  ]);
  return {
    view,
    total,
    pageCount: Math.max(1, Math.ceil(total / GALLERY_PAGE_SIZE)),
    albums: rows.map((row) => ({
      id: row.id,
      name: row.name,
      nickname: row.member.mbNick,
      likeCount: row.likeCount,
      cardCount: row._count.cards,
      thumbUrl: row.thumbnail?.certificate.publishedAt ? frontThumbUrl(row.thumbnail.certificate) : null,
    })),
  };
}
