// A certificate as the world sees it (docs/product/certificates.md#certificate-page, issue #22): the page and the public
// API read it here, in one query (relations joined, decision 0017). Only published certificates (their order reached
// CARD_SCORED, decision 0013); nothing about the owner. A voided certificate is still answered, marked voided.
import type { DbOrTx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import { higherThan, populationRow } from '@/lib/shared/certificates/population';
import type { ReportState } from '@/lib/shared/certificates/verdicts';
import type { PublicCertificate, PublicScan } from '@/lib/shared/certificates/views';
import { certificateImagePath } from '@/lib/shared/lab/certificate-images';
import { SCAN_KINDS } from './images/certificate-image-records';
import { gradeText } from './label-signature';

const PUBLIC_CERTIFICATE = {
  labels: { orderBy: { generation: 'asc' } },
  images: { where: { kind: SCAN_KINDS }, orderBy: { id: 'asc' }, select: { id: true, kind: true, width: true, height: true, sha256: true } },
  populationCard: { select: { counts: { select: { grade: true, count: true } }, total: true } },
  flags: { where: { OR: [{ status: 'CONFIRMED' }, { status: 'OPEN', source: 'REPORT' }] }, select: { status: true, decidedAt: true } },
} satisfies Prisma.CertificateInclude;
export type PublicCertificateRow = Prisma.CertificateGetPayload<{ include: typeof PUBLIC_CERTIFICATE }>;

/** The published certificate with this serial and all the page shows, or null. */
export async function findPublicCertificate(db: DbOrTx, serial: string): Promise<PublicCertificateRow | null> {
  return db.certificate.findFirst({ where: { serial, publishedAt: { not: null } }, include: PUBLIC_CERTIFICATE });
}

/** The published certificates among `serials`, in one query (the public API's batch, issue #22). */
export async function findPublicCertificates(db: DbOrTx, serials: readonly string[]): Promise<PublicCertificateRow[]> {
  return db.certificate.findMany({ where: { serial: { in: [...serials] }, publishedAt: { not: null } }, include: PUBLIC_CERTIFICATE });
}

/** Confirmed beats under review: a confirmed fake is a fact, an open report a question. */
export function reportState(row: Pick<PublicCertificateRow, 'flags'>): { state: ReportState; confirmedAt: string | null } {
  const confirmed = row.flags.filter((flag) => flag.status === 'CONFIRMED').map((flag) => flag.decidedAt?.getTime() ?? 0);
  if (confirmed.length > 0) return { state: 'confirmed', confirmedAt: new Date(Math.max(...confirmed)).toISOString() };
  return { state: row.flags.length > 0 ? 'under-review' : null, confirmedAt: null };
}

function scanView(serial: string, image: PublicCertificateRow['images'][number]): PublicScan {
  const path = certificateImagePath(serial, image.id);
  return {
    side: image.kind === 'CARD_BACK' ? 'back' : 'front',
    width: image.width,
    height: image.height,
    thumbUrl: `${path}?size=thumb`,
    zoomUrl: `${path}?size=zoom`,
    downloadUrl: path,
    sha256: image.sha256,
  };
}

/** The record as the page and the API show it; `now` is the population's "as of". */
export function toPublicCertificate(row: PublicCertificateRow, now: Date): PublicCertificate {
  const grade = gradeText(row) ?? '';
  const counts = Object.fromEntries((row.populationCard?.counts ?? []).map((cell) => [cell.grade, cell.count]));
  const measured = row.centeringFrontLR !== null || row.centeringFrontTB !== null;
  return {
    serial: row.serial,
    card: {
      category: row.cardCategory,
      sportsType: row.sportsType,
      year: row.year,
      brand: row.brand,
      setName: row.setName,
      cardNumber: row.cardNumber,
      name: row.playerName,
    },
    grade,
    numericGrade: row.authentic ? null : row.grade,
    authentic: row.authentic,
    subgrades: { surface: row.surface, edges: row.edges, corners: row.corners, centering: row.centering },
    centeringMeasured: measured
      ? { frontLR: row.centeringFrontLR, frontTB: row.centeringFrontTB, backLR: row.centeringBackLR, backTB: row.centeringBackTB }
      : null,
    autoGrade: row.isAuto ? row.autoGrade : null,
    gradedAt: row.gradedAt.toISOString(),
    voided: row.voidedAt ? { at: row.voidedAt.toISOString(), reason: row.voidReason } : null,
    labels: row.labels.map((label) => ({
      generation: label.generation,
      reason: label.reason,
      grade: label.grade,
      issuedAt: label.issuedAt.toISOString(),
      supersededAt: label.supersededAt?.toISOString() ?? null,
      supersededBy: label.supersededBy,
    })),
    scans: row.images.map((image) => scanView(row.serial, image)),
    population:
      row.populationCard && row.populationGrade
        ? {
            grade: row.populationGrade,
            sameGrade: counts[row.populationGrade] ?? 0,
            higher: higherThan(counts, row.populationGrade),
            total: row.populationCard.total,
            counts: populationRow(counts),
            asOf: now.toISOString(),
          }
        : null,
    reports: reportState(row),
  };
}
