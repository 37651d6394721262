// One public album as its page shows it (issue #25): name, description, the owner's nickname (never their e-mail, name
// or id), and its published cards in the owner's order with their grade and front scan.
import type { DbOrTx } from '@/lib/server/db/client';
import type { PublicAlbum } from '@/lib/shared/albums/gallery-views';
import { labelGrade } from '@/lib/shared/lab/label-text';
import { FRONT_SCAN, SHOWN_CERTIFICATE, VISIBLE_ALBUM, frontThumbUrl } from './public-albums';

const CARD_FIELDS = {
  serial: true,
  playerName: true,
  year: true,
  brand: true,
  setName: true,
  cardCategory: true,
  grade: true,
  authentic: true,
  voidedAt: true,
  images: FRONT_SCAN,
} as const;

/** The album when the world may see it, else null (private, hidden, owner withdrawn, or no such album: all the same). */
export async function getPublicAlbum(db: DbOrTx, albumId: number): Promise<PublicAlbum | null> {
  const album = await db.album.findFirst({
    where: { id: albumId, ...VISIBLE_ALBUM },
    select: {
      id: true,
      name: true,
      description: true,
      likeCount: true,
      publishedAt: true,
      member: { select: { mbNick: true } },
      thumbnail: { select: { certificate: { select: { serial: true, publishedAt: true, images: FRONT_SCAN } } } },
      cards: {
        where: { certificate: SHOWN_CERTIFICATE },
        orderBy: [{ position: 'asc' }, { addedAt: 'asc' }],
        select: { certificate: { select: CARD_FIELDS } },
      },
    },
  });
  if (!album) return null;
  const thumbnail = album.thumbnail?.certificate;
  return {
    id: album.id,
    name: album.name,
    description: album.description,
    nickname: album.member.mbNick,
    likeCount: album.likeCount,
    publishedAt: album.publishedAt?.toISOString() ?? null,
    thumbUrl: thumbnail?.publishedAt ? frontThumbUrl(thumbnail) : null,
    cards: album.cards.map(({ certificate }) => ({
      serial: certificate.serial,
      name: certificate.playerName,
      year: certificate.year,
      brand: certificate.brand,
      setName: certificate.setName,
      category: certificate.cardCategory,
      grade: labelGrade(certificate),
      voided: certificate.voidedAt !== null,
      thumbUrl: frontThumbUrl(certificate),
    })),
  };
}
