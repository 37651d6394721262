// One entry of the suspicious-certificates queue as the back office shows it
// (docs/product/certificates.md#suspicious-certificates): the queue page, the certificate page and every decision answer
// it. A report's photos are served by the staff-only photo route, never publicly.
import type { DbOrTx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import type { CertificateFlagView } from '@/lib/shared/certificates/staff-views';
import { cardLine, labelGrade } from '@/lib/shared/lab/label-text';

export const FLAG_VIEW = {
  include: {
    photos: { orderBy: { id: 'asc' }, select: { id: true, width: true, height: true } },
    certificate: {
      select: { serial: true, grade: true, authentic: true, year: true, brand: true, setName: true, cardNumber: true, playerName: true, voidedAt: true },
    },
  },
} satisfies Prisma.CertificateFlagDefaultArgs;
export type FlagRow = Prisma.CertificateFlagGetPayload<typeof FLAG_VIEW>;

/** The staff-only address of a report's photo. */
export const flagPhotoPath = (flagId: number, photoId: number) => `/api/admin/certificate-flags/${flagId}/photos/${photoId}`;

const numberOr = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const textOr = (value: unknown) => (typeof value === 'string' ? value : null);

function detailOf(detail: Prisma.JsonValue | null): CertificateFlagView['detail'] {
  const data = detail && typeof detail === 'object' && !Array.isArray(detail) ? detail : {};
  return { networks: numberOr(data.networks), windowHours: numberOr(data.windowHours), lastScanAt: textOr(data.lastScanAt) };
}

export function toFlagView(row: FlagRow, nicks: ReadonlyMap<number, string>): CertificateFlagView {
  const { certificate } = row;
  return {
    id: row.id,
    source: row.source,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    detail: detailOf(row.detail),
    offeredAt: row.offeredAt,
    note: row.note,
    contactEmail: row.contactEmail,
    photos: row.photos.map((photo) => ({
      id: photo.id,
      url: flagPhotoPath(row.id, photo.id),
      thumbUrl: `${flagPhotoPath(row.id, photo.id)}?size=thumb`,
      width: photo.width,
      height: photo.height,
    })),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedById === null ? null : (nicks.get(row.decidedById) ?? null),
    decisionNote: row.decisionNote,
    certificate: { serial: certificate.serial, grade: labelGrade(certificate), cardLine: cardLine(certificate), voided: certificate.voidedAt !== null },
  };
}

/** The nicknames of the staff who decided these entries. */
export async function deciderNicks(db: DbOrTx, rows: readonly Pick<FlagRow, 'decidedById'>[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.decidedById === null ? [] : [row.decidedById])))];
  const members = ids.length ? await db.member.findMany({ where: { id: { in: ids } }, select: { id: true, mbNick: true } }) : [];
  return new Map(members.map((member) => [member.id, member.mbNick]));
}

/** Entries as views, with who decided them. */
export async function flagViews(db: DbOrTx, rows: readonly FlagRow[]): Promise<CertificateFlagView[]> {
  const nicks = await deciderNicks(db, rows);
  return rows.map((row) => toFlagView(row, nicks));
}
