// Shared by the gallery's integration tests (issue #25): albums made directly with Prisma as the albums service leaves
// them (a public album has a thumbnail among its cards: the schema's check), members with live sessions, and the like
// route called in-process as a browser would.
import type { Db } from '@/lib/server/db/client';
import type { CardCategory } from '@/lib/server/db/generated/enums';
import type { AlbumLikeState } from '@/lib/shared/albums/gallery-views';
import { createCertificate } from '@/tests/factories/certificate';
import { callApi } from '@/tests/helpers/api';
import likeRoute from '@/pages/api/albums/[id]/like';
import type { SignedIn } from '../account/account-helpers';

export interface CardSpec {
  category?: CardCategory;
  grade?: number | null;
  authentic?: boolean;
  playerName?: string;
  position?: number;
  /** Gives the card a front scan (an Image row). */
  scan?: boolean;
  published?: boolean;
}

/** A card of `ownerId` (published unless said otherwise), with a front scan when asked. */
export async function ownedCard(db: Db, ownerId: number, spec: CardSpec = {}) {
  const certificate = await createCertificate(db, {
    memberId: ownerId,
    publishedAt: spec.published === false ? null : new Date(),
    cardCategory: spec.category ?? 'POKEMON',
    grade: spec.authentic ? null : (spec.grade ?? 9),
    authentic: spec.authentic ?? false,
    ...(spec.playerName ? { playerName: spec.playerName } : {}),
  });
  if (spec.scan) {
    await db.image.create({
      data: {
        ownerId,
        certificateId: certificate.id,
        kind: 'CARD_FRONT',
        storageKey: `scans/${certificate.serial}-front.jpg`,
        thumbKey: `scans/${certificate.serial}-front-thumb.webp`,
        mimeType: 'image/jpeg',
        width: 1000,
        height: 1600,
        bytes: 1000,
      },
    });
  }
  return certificate;
}

export interface AlbumSpec {
  name?: string;
  description?: string | null;
  isPublic?: boolean;
  publishedAt?: Date;
  hidden?: boolean;
  likeCount?: number;
  cards?: CardSpec[];
}

/** An album of `ownerId` with its cards (the first is the thumbnail), public unless said otherwise. */
export async function createAlbum(db: Db, ownerId: number, spec: AlbumSpec = {}) {
  const album = await db.album.create({ data: { memberId: ownerId, name: spec.name ?? 'Best pulls', description: spec.description ?? null } });
  const cards = [];
  for (const [index, card] of (spec.cards ?? [{}]).entries()) {
    const certificate = await ownedCard(db, ownerId, card);
    await db.albumCard.create({ data: { albumId: album.id, certificateId: certificate.id, position: card.position ?? index } });
    cards.push(certificate);
  }
  const isPublic = spec.isPublic ?? true;
  await db.album.update({
    where: { id: album.id },
    data: {
      thumbnailCertificateId: cards[0]?.id ?? null,
      isPublic,
      publishedAt: isPublic ? (spec.publishedAt ?? new Date()) : null,
      likeCount: spec.likeCount ?? 0,
      ...(spec.hidden ? { hiddenAt: new Date(), hiddenReason: 'Not a card album' } : {}),
    },
  });
  return { album: await db.album.findUniqueOrThrow({ where: { id: album.id } }), cards };
}

type Method = 'GET' | 'POST' | 'DELETE';

/** The like route as a browser calls it: a guest when `who` is null. */
export const like = (method: Method, who: SignedIn | null, id: number | string) =>
  callApi<AlbumLikeState>(likeRoute, { method, query: { id: String(id) }, cookies: who?.jar.cookies ?? {}, body: method === 'GET' ? undefined : {} });

/** The translation key of a refusal (the envelope carries it; CallResult's type does not name it). */
export const keyOf = (answer: { body: unknown }): string | undefined => (answer.body as { key?: string }).key;
