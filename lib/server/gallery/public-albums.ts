// Which albums the world may see (issue #25): public, not hidden by staff, and their owner not withdrawn. Anything else
// is answered exactly like an album that does not exist, so nobody learns that a private album is there. The gallery,
// an album's page and the likes all ask this one rule.
import type { Prisma } from '@/lib/server/db/generated/client';
import { certificateImagePath } from '@/lib/shared/lab/certificate-images';

export const VISIBLE_ALBUM = {
  isPublic: true,
  hiddenAt: null,
  member: { withdrawnAt: null, mbStatus: { not: 'WITHDRAWN' } },
} satisfies Prisma.AlbumWhereInput;

/** Only published certificates are shown (their order reached CARD_SCORED, decision 0013). */
export const SHOWN_CERTIFICATE = { publishedAt: { not: null } } satisfies Prisma.CertificateWhereInput;

/** The card's front scan, the one a thumbnail shows. */
export const FRONT_SCAN = {
  where: { kind: 'CARD_FRONT' },
  orderBy: { id: 'asc' },
  take: 1,
  select: { id: true },
} satisfies Prisma.Certificate$imagesArgs;

/** The small size of a certificate's front scan (served to anyone, like the certificate page's), or null. */
export function frontThumbUrl(certificate: { serial: string; images: { id: number }[] } | null | undefined): string | null {
  const image = certificate?.images[0];
  return certificate && image ? certificateImagePath(certificate.serial, image.id, 'thumb') : null;
}
