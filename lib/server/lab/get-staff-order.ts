// GET /api/admin/orders/[orderNumber]: the lab's order page (issue #10) — the member's own view of the order
// (get-order-detail.ts: staff may read any order, docs/product/order-lifecycle.md#staff-access), plus what only
// staff see: the member's contact, every card with its checks and certificate, the internal notes, the audit
// trail, what may be done next (staff-actions.ts, checked again by every write) and the money the order holds.
// Staff only (403 otherwise); an unknown number and a draft answer 404. Every write step answers this too.
import type { DbOrTx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import { CERTIFICATE_IMAGE_KINDS } from '@/lib/shared/lab/certificate-images';
import { staffActions } from '@/lib/shared/lab/staff-actions';
import type { StaffCard, StaffCertificate, StaffOrderDetail } from '@/lib/shared/lab/views';
import { getOrderDetail } from '../orders/get-order-detail';
import { type OrderSession, requireStaff } from '../orders/order-action';
import { orderNotFound } from '../orders/order-errors';
import { moneyHeld } from '../payments/refund-outcome';
import { toScanView } from '../certificates/images/certificate-image-records';
import { loadAuditTrail } from './audit-trail';

export const CERTIFICATE = {
  include: { images: { where: { kind: { in: [...CERTIFICATE_IMAGE_KINDS] } }, orderBy: { id: 'asc' } } },
} satisfies Prisma.CertificateDefaultArgs;

const INCLUDE = {
  member: { select: { mbId: true, mbEmail: true, mbNick: true, mbName: true, mbPhone: true, language: true } },
  gradingOrderItems: { orderBy: [{ position: 'asc' }, { id: 'asc' }], include: { certificates: { ...CERTIFICATE, orderBy: { id: 'asc' } } } },
  payments: { orderBy: { id: 'asc' }, include: { refunds: true } },
  refunds: { orderBy: { id: 'asc' } },
  refundAccount: { select: { id: true } },
  notes: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], include: { author: { select: { mbNick: true } } } },
  // The member's photos of the cards, for the correspond check (issue #24): compared with the cards on the desk.
  images: { where: { kind: 'ORDER_PHOTO' }, orderBy: { id: 'asc' }, select: { id: true, cardsInPhoto: true, width: true, height: true } },
} satisfies Prisma.GradingOrderInclude;

/** A reholder card's certificate, graded in an earlier order: its scans follow that order's stage (staff-actions.ts). */
const REHOLDER_CERTIFICATE = {
  include: { ...CERTIFICATE.include, gradingOrderItem: { select: { gradingOrder: { select: { gradingOrderProcessingStatus: true } } } } },
} satisfies Prisma.CertificateDefaultArgs;

type CertificateRow = Prisma.CertificateGetPayload<typeof CERTIFICATE>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A certificate as the lab's pages show it (also the staff certificate page's record, get-staff-certificate.ts). */
export function toCertificate(certificate: CertificateRow, nicks: Map<number, string>): StaffCertificate {
  return {
    serial: certificate.serial,
    grade: certificate.grade,
    authentic: certificate.authentic,
    surface: certificate.surface,
    edges: certificate.edges,
    corners: certificate.corners,
    centering: certificate.centering,
    centeringFrontLR: certificate.centeringFrontLR,
    centeringFrontTB: certificate.centeringFrontTB,
    centeringBackLR: certificate.centeringBackLR,
    centeringBackTB: certificate.centeringBackTB,
    autoGrade: certificate.autoGrade,
    gradedAt: certificate.gradedAt.toISOString(),
    gradedBy: certificate.gradedById === null ? null : (nicks.get(certificate.gradedById) ?? null),
    labelPrintedAt: iso(certificate.labelPrintedAt),
    // Scans are public (docs/product/certificates.md#certificate-page), served by serial and image id.
    images: certificate.images.map((image) => toScanView(certificate.serial, image)),
  };
}

export async function getStaffOrder(db: DbOrTx, session: OrderSession, orderNumber: string): Promise<StaffOrderDetail> {
  requireStaff(session);
  const order = await db.gradingOrder.findUnique({ where: { orderNumber }, include: INCLUDE });
  if (!order || order.gradingOrderStatus === 'TEMP_SAVED') throw orderNotFound();
  const items = order.gradingOrderItems;
  // A reholder line's card was graded in an earlier order: its certificate is found by the serial.
  const reholderSerials = items.filter((item) => item.certificates.length === 0 && item.serialNumber).map((item) => item.serialNumber!);
  const reholderCertificates = reholderSerials.length
    ? await db.certificate.findMany({ where: { serial: { in: reholderSerials } }, ...REHOLDER_CERTIFICATE })
    : [];
  const certificateOf = new Map(reholderCertificates.map((certificate) => [certificate.serial, certificate]));
  const certificates = items.map((item) => item.certificates[0] ?? (item.serialNumber ? certificateOf.get(item.serialNumber) : undefined) ?? null);
  const graderIds = [...new Set(certificates.flatMap((certificate) => (certificate?.gradedById ? [certificate.gradedById] : [])))];
  const graders = graderIds.length ? await db.member.findMany({ where: { id: { in: graderIds } }, select: { id: true, mbNick: true } }) : [];
  const nicks = new Map(graders.map((grader) => [grader.id, grader.mbNick]));

  const cards = items.map((item, index): StaffCard => ({
    id: item.id,
    position: item.position,
    quantity: item.quantity,
    cardCategory: item.cardCategory,
    sportsType: item.sportsType,
    isAuto: item.isAuto,
    price: item.price,
    playerName: item.playerName,
    signer: item.signer,
    brand: item.brand,
    setName: item.setName,
    description: item.description,
    year: item.year,
    cardNumber: item.cardNumber,
    casing: item.casing,
    minimumGrade: item.minimumGrade,
    reholderSerial: item.serialNumber,
    correspondCheck: item.correspondCheck,
    checkedAt: iso(item.checkedAt),
    vscNote: item.vscNote,
    defectNote: item.defectNote,
    casedAt: iso(item.casedAt),
    shippedAt: iso(item.shippedAt),
    refunded: item.refundId !== null,
    certificate: certificates[index] ? toCertificate(certificates[index], nicks) : null,
  }));
  const serialsOf = (card: StaffCard) => [...new Set([card.certificate?.serial, card.reholderSerial].filter((serial): serial is string => Boolean(serial)))];
  const [view, audit] = await Promise.all([
    getOrderDetail(db, session, orderNumber),
    loadAuditTrail(db, { orderId: order.id, orderNumber, cards: cards.map((card) => ({ id: card.id, position: card.position, serials: serialsOf(card) })) }),
  ]);
  return {
    view,
    member: {
      mbId: order.member.mbId,
      email: order.member.mbEmail,
      nick: order.member.mbNick,
      name: order.member.mbName,
      phone: order.member.mbPhone,
      language: order.member.language,
    },
    status: order.gradingOrderStatus,
    processingStatus: order.gradingOrderProcessingStatus,
    currency: order.currency,
    cards,
    notes: order.notes.map((note) => ({ id: note.id, author: note.author.mbNick, body: note.body, at: note.createdAt.toISOString() })),
    photos: order.images,
    audit,
    actions: staffActions({
      order,
      cards: cards.map((card, index) => {
        const own = items[index]!.certificates.length > 0;
        const reholder = !own && card.reholderSerial ? certificateOf.get(card.reholderSerial) : undefined;
        return reholder ? { ...card, certificateOrderProcessing: reholder.gradingOrderItem?.gradingOrder.gradingOrderProcessingStatus ?? null } : card;
      }),
      refunds: order.refunds,
      hasRefundAccount: order.refundAccount !== null,
    }),
    moneyHeld: moneyHeld(order.payments).reduce((sum, held) => sum + held.amount, 0),
  };
}
