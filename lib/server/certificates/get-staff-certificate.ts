// GET /api/admin/certificates/[serial] and the staff certificate page (docs/product/certificates.md#staff-corrections):
// the record as the lab keeps it (published or not, voided or not), where the population counts it, every label
// issued, the verifications per day of the last 30 days, its entries in the suspicious-certificates queue, its audit
// trail (AuditLog rows about the certificate) and what the caller's role may do with it. Staff only; every change
// answers this too, and a stale page's 409 carries it.
import type { DbOrTx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import { certificateActions } from '@/lib/shared/certificates/corrections';
import type { ScanDayView, StaffCertificateDetail } from '@/lib/shared/certificates/staff-views';
import { CERTIFICATE_IMAGE_KINDS } from '@/lib/shared/lab/certificate-images';
import { ACTOR, auditLogEntry } from '../lab/audit-trail';
import { toCertificate } from '../lab/get-staff-order';
import { type OrderSession, requireStaff } from '../orders/order-action';
import { certificateNotFound } from './certificate-errors';
import { certificateState } from './certificate-state';
import { FLAG_VIEW, flagViews } from './flags/flag-view';
import { labelToPrint } from './label-generations';
import { scanDay } from './scans/record-verification';

/** The scan chart's span. */
export const SCAN_DAYS = 30;
const DAY_MS = 24 * 3600_000;

const STAFF_CERTIFICATE = {
  images: { where: { kind: { in: [...CERTIFICATE_IMAGE_KINDS] } }, orderBy: { id: 'asc' } },
  gradingOrderItem: { select: { minimumGrade: true, gradingOrder: { select: { orderNumber: true } } } },
  populationCard: { select: { total: true, counts: { select: { grade: true, count: true } } } },
  labels: { orderBy: { generation: 'asc' } },
  // Open entries first, then the newest.
  flags: { ...FLAG_VIEW, orderBy: [{ status: 'asc' }, { createdAt: 'desc' }, { id: 'desc' }] },
} satisfies Prisma.CertificateInclude;

/** Every day of the span, oldest first, 0 where nothing was counted. */
function scanDaysOf(rows: readonly { day: Date; scans: number }[], now: Date): ScanDayView[] {
  const counted = new Map(rows.map((row) => [row.day.toISOString().slice(0, 10), row.scans]));
  const today = scanDay(now).getTime();
  return Array.from({ length: SCAN_DAYS }, (_, index) => {
    const day = new Date(today - (SCAN_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10);
    return { day, scans: counted.get(day) ?? 0 };
  });
}

export async function getStaffCertificate(db: DbOrTx, session: OrderSession, serial: string, now = new Date()): Promise<StaffCertificateDetail> {
  requireStaff(session);
  const row = await db.certificate.findUnique({ where: { serial }, include: STAFF_CERTIFICATE });
  if (!row) throw certificateNotFound();
  const since = new Date(scanDay(now).getTime() - (SCAN_DAYS - 1) * DAY_MS);
  const orderIds = [...new Set(row.labels.flatMap((label) => (label.orderId === null ? [] : [label.orderId])))];
  const [scans, logs, orders, grader, flags] = await Promise.all([
    db.certificateScanDay.findMany({ where: { certificateId: row.id, day: { gte: since } }, select: { day: true, scans: true } }),
    db.auditLog.findMany({ where: { entity: 'Certificate', entityId: serial }, include: { actor: ACTOR }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    orderIds.length ? db.gradingOrder.findMany({ where: { id: { in: orderIds } }, select: { id: true, orderNumber: true } }) : [],
    row.gradedById === null ? null : db.member.findUnique({ where: { id: row.gradedById }, select: { mbNick: true } }),
    flagViews(db, row.flags),
  ]);
  const orderNumbers = new Map(orders.map((order) => [order.id, order.orderNumber]));
  const nicks = new Map(grader && row.gradedById !== null ? [[row.gradedById, grader.mbNick]] : []);
  const published = row.publishedAt !== null;
  const voided = row.voidedAt !== null;
  const counts = new Map((row.populationCard?.counts ?? []).map((cell) => [cell.grade, cell.count]));
  return {
    serial: row.serial,
    state: certificateState(row),
    record: {
      ...toCertificate(row, nicks),
      card: {
        cardCategory: row.cardCategory,
        sportsType: row.sportsType,
        year: row.year,
        brand: row.brand,
        setName: row.setName,
        cardNumber: row.cardNumber,
        playerName: row.playerName,
        description: row.description,
      },
      isAuto: row.isAuto,
      minimumGrade: row.gradingOrderItem?.minimumGrade ?? null,
      orderNumber: row.gradingOrderItem?.gradingOrder.orderNumber ?? null,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      voided: row.voidedAt ? { at: row.voidedAt.toISOString(), reason: row.voidReason } : null,
    },
    population:
      row.populationCard && row.populationGrade !== null
        ? { grade: row.populationGrade, sameGrade: counts.get(row.populationGrade) ?? 0, total: row.populationCard.total }
        : null,
    labels: row.labels.map((label) => ({
      generation: label.generation,
      format: label.format,
      reason: label.reason,
      grade: label.grade,
      orderNumber: label.orderId === null ? null : (orderNumbers.get(label.orderId) ?? null),
      issuedAt: label.issuedAt.toISOString(),
      supersededAt: label.supersededAt?.toISOString() ?? null,
      supersededBy: label.supersededBy,
    })),
    nextLabel: published && !voided && (row.grade !== null || row.authentic) ? labelToPrint(row, row.labels) : null,
    scanDays: scanDaysOf(scans, now),
    flags,
    audit: logs.map((log) => auditLogEntry(log, null)),
    actions: certificateActions(session.role, { published, voided }),
  };
}
