// Shared by the claim-code integration tests (issue #25, docs/decisions/0035-claim-codes.md): members with live
// sessions, an owned certificate (issued its code as the lab and the seed issue it) shown in a public album whose
// thumbnail it is, and the routes called in-process as a browser would.
import type { Db } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import { openClaimCode } from '@/lib/server/claims/claim-code-crypto';
import { createCertificate } from '@/tests/factories/certificate';
import { callApi } from '@/tests/helpers/api';
import claimRoute from '@/pages/api/member/collection/claim';
import ownerCodeRoute from '@/pages/api/member/collection/[serial]/claim-code';
import type { ClaimedCard, OwnerClaimCode } from '@/lib/shared/schemas/claim';
import type { SignedIn } from '../account/account-helpers';

/** The certificate's current code, opened as the owner's page and the packing slip open it. */
export async function codeOf(db: Db, serial: string): Promise<string> {
  const row = await db.certificate.findUniqueOrThrow({ where: { serial } });
  return openClaimCode(row.claimCodeSealed!, serial)!;
}

/** A published certificate of `ownerId` with its code. */
export function ownedCertificate(db: Db, ownerId: number, overrides: Partial<Prisma.CertificateUncheckedCreateInput> = {}) {
  return createCertificate(db, { memberId: ownerId, publishedAt: new Date(), grade: 9, authentic: false, ...overrides });
}

/** A public album of `ownerId` holding the certificate, which is its thumbnail and shown in the feed. */
export async function publicAlbumWith(db: Db, ownerId: number, certificateId: number) {
  const album = await db.album.create({ data: { memberId: ownerId, name: 'Best pulls' } });
  await db.albumCard.create({ data: { albumId: album.id, certificateId } });
  await db.album.update({ where: { id: album.id }, data: { thumbnailCertificateId: certificateId, isPublic: true, publishedAt: new Date() } });
  await db.feedItem.create({ data: { kind: 'CARD', albumId: album.id, certificateId, memberId: ownerId } });
  return album;
}

let nextIp = 1;
/** A fresh client address per caller, so one test's failed tries do not limit another's. */
export const freshIp = () => `10.25.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`;

export const claim = (who: SignedIn, body: unknown, ip = freshIp()) => callApi<ClaimedCard>(claimRoute, { method: 'POST', body, cookies: who.jar.cookies, ip });

export const ownerCode = (who: SignedIn | null, serial: string) =>
  callApi<OwnerClaimCode>(ownerCodeRoute, { query: { serial }, cookies: who?.jar.cookies ?? {} });

/** The translation key of a refusal (the envelope carries it; CallResult's type does not name it). */
export const keyOf = (answer: { body: unknown }): string | undefined => (answer.body as { key?: string }).key;
