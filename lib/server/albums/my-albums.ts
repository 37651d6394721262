// The member's own albums (issue #25, /account/albums): every album, private and hidden ones too, with what the owner
// needs to act on it — why it cannot be public yet, why staff hid it —, and one album with its cards in order and the
// member's certificates that can still be added (their own, published, not voided: lib/server/collection's rule).
import type { DbOrTx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import { publishRefusal } from '@/lib/shared/albums/album-rules';
import type { AlbumCandidate, MyAlbum, MyAlbumDetail } from '@/lib/shared/albums/album-views';
import { labelGrade } from '@/lib/shared/lab/label-text';
import type { Actor } from '../auth/access-token';
import { FRONT_SCAN, frontThumbUrl } from '../gallery/public-albums';
import { findOwnedAlbum } from './owned-album';

const ALBUM_FIELDS = {
  id: true,
  name: true,
  description: true,
  isPublic: true,
  hiddenAt: true,
  hiddenReason: true,
  likeCount: true,
  thumbnailCertificateId: true,
  publishedAt: true,
  updatedAt: true,
  _count: { select: { cards: true } },
  thumbnail: { select: { certificate: { select: { serial: true, images: FRONT_SCAN } } } },
} satisfies Prisma.AlbumSelect;

type AlbumRow = Prisma.AlbumGetPayload<{ select: typeof ALBUM_FIELDS }>;

/** The member's certificates an album may hold: their own, public (decision 0013), not voided. */
export const ALBUM_WORTHY = (memberId: number) => ({ memberId, publishedAt: { not: null }, voidedAt: null }) satisfies Prisma.CertificateWhereInput;

function toMyAlbum(row: AlbumRow): MyAlbum {
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? '',
    isPublic: row.isPublic,
    hidden: row.hiddenAt ? { at: row.hiddenAt.toISOString(), reason: row.hiddenReason } : null,
    cardCount: row._count.cards,
    likeCount: row.likeCount,
    thumbnailCertificateId: row.thumbnailCertificateId,
    thumbUrl: frontThumbUrl(row.thumbnail?.certificate),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    publishRefusal: publishRefusal({ saved: true, cardCount: row._count.cards, thumbnailCertificateId: row.thumbnailCertificateId }),
  };
}

/** GET /api/member/albums: newest change first. */
export async function listMyAlbums(db: DbOrTx, session: Actor): Promise<MyAlbum[]> {
  const rows = await db.album.findMany({ where: { memberId: session.memberId }, select: ALBUM_FIELDS, orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }] });
  return rows.map(toMyAlbum);
}

/** GET /api/member/albums/[id] (and after each change): the album, its cards in order. */
export async function getMyAlbum(db: DbOrTx, session: Actor, id: number): Promise<MyAlbumDetail> {
  await findOwnedAlbum(db, session.memberId, id);
  const row = await db.album.findUniqueOrThrow({
    where: { id },
    select: {
      ...ALBUM_FIELDS,
      cards: {
        orderBy: [{ position: 'asc' }, { addedAt: 'asc' }],
        select: {
          featuredAt: true,
          certificate: {
            select: {
              id: true,
              serial: true,
              playerName: true,
              year: true,
              setName: true,
              cardCategory: true,
              grade: true,
              authentic: true,
              voidedAt: true,
              images: FRONT_SCAN,
            },
          },
        },
      },
    },
  });
  return {
    ...toMyAlbum(row),
    cards: row.cards.map(({ certificate, featuredAt }) => ({
      certificateId: certificate.id,
      serial: certificate.serial,
      name: certificate.playerName,
      year: certificate.year,
      setName: certificate.setName,
      category: certificate.cardCategory,
      grade: labelGrade(certificate),
      voided: certificate.voidedAt !== null,
      thumbUrl: frontThumbUrl(certificate),
      featured: featuredAt !== null,
    })),
  };
}

/** GET /api/member/albums/[id]/candidates: the member's cards not yet in the album, newest first (at most 500). */
export async function listAlbumCandidates(db: DbOrTx, session: Actor, id: number): Promise<AlbumCandidate[]> {
  await findOwnedAlbum(db, session.memberId, id);
  const rows = await db.certificate.findMany({
    where: { ...ALBUM_WORTHY(session.memberId), albumCards: { none: { albumId: id } } },
    orderBy: [{ ownedSince: 'desc' }, { id: 'desc' }],
    take: 500,
    select: { id: true, serial: true, playerName: true, grade: true, authentic: true, cardCategory: true, year: true },
  });
  return rows.map((row) => ({
    certificateId: row.id,
    serial: row.serial,
    name: row.playerName,
    grade: labelGrade(row),
    category: row.cardCategory,
    year: row.year,
  }));
}
