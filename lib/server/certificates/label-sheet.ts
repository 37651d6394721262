// The label sheet of an order (issue #10; docs/product/certificates.md#label-printing): per certificate the serial,
// the grade or "A", the card line, the subgrades, the autograph grade and a QR code — rendered here, to SVG — of the
// signed certificate URL (label-signature.ts, docs/decisions/0012-label-signature.md). A grading order's labels are
// its cards' certificates; a reholder order's are the certificates of its lines' serials: the same serial and grade
// in a new case, with a new label (the next generation, docs/product/certificates.md#label-generations). Cards paid back (OMITTED, UNGRADABLE) get none. Printable from the stage
// of lib/shared/lab/labels.ts on; before it the sheet is empty.
import QRCode from 'qrcode';
import type { DbOrTx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import { cardLine, labelGrade } from '@/lib/shared/lab/label-text';
import { type LabelSheet, type LabelView, mayPrintLabels } from '@/lib/shared/lab/labels';
import { type OrderSession, requireStaff } from '../orders/order-action';
import { orderNotFound } from '../orders/order-errors';
import { generationToPrint, labelsOf } from './label-generations';
import { labelFacts, labelUrl } from './label-signature';

export const LABEL_CERTIFICATE = {
  select: {
    id: true,
    serial: true,
    grade: true,
    authentic: true,
    cardCategory: true,
    year: true,
    brand: true,
    setName: true,
    cardNumber: true,
    playerName: true,
    surface: true,
    edges: true,
    corners: true,
    centering: true,
    autoGrade: true,
    labelPrintedAt: true,
  },
} as const satisfies Prisma.CertificateDefaultArgs;
export type LabelCertificate = Prisma.CertificateGetPayload<typeof LABEL_CERTIFICATE>;

const ORDER = {
  id: true,
  orderNumber: true,
  gradingOrderStatus: true,
  gradingOrderProcessingStatus: true,
  submitType: true,
  gradingOrderItems: {
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    select: { serialNumber: true, correspondCheck: true, refundId: true, certificates: { ...LABEL_CERTIFICATE, orderBy: { id: 'asc' } } },
  },
} satisfies Prisma.GradingOrderSelect;
type SheetOrder = Prisma.GradingOrderGetPayload<{ select: typeof ORDER }>;

/** The order as the sheet needs it; an unknown number or a draft is not found. */
export async function loadSheetOrder(db: DbOrTx, orderNumber: string): Promise<SheetOrder> {
  const order = await db.gradingOrder.findUnique({ where: { orderNumber }, select: ORDER });
  if (!order || order.gradingOrderStatus === 'TEMP_SAVED') throw orderNotFound();
  return order;
}

export const isPrintable = (order: SheetOrder) =>
  mayPrintLabels({ status: order.gradingOrderStatus, processingStatus: order.gradingOrderProcessingStatus, submitType: order.submitType });

/** The certificates an order's sheet labels, in card order, each once. */
export async function sheetCertificates(db: DbOrTx, order: SheetOrder): Promise<LabelCertificate[]> {
  const lines = order.gradingOrderItems.filter((item) => item.refundId === null && item.correspondCheck !== 'OMITTED' && item.correspondCheck !== 'UNGRADABLE');
  // A reholder line names the serial of a card graded in an earlier order.
  const serials = lines.filter((item) => item.certificates.length === 0 && item.serialNumber).map((item) => item.serialNumber!);
  const earlier = serials.length ? await db.certificate.findMany({ where: { serial: { in: serials } }, ...LABEL_CERTIFICATE }) : [];
  const bySerial = new Map(earlier.map((certificate) => [certificate.serial, certificate]));
  const seen = new Set<string>();
  const certificates: LabelCertificate[] = [];
  for (const item of lines) {
    const certificate = item.certificates[0] ?? (item.serialNumber ? bySerial.get(item.serialNumber) : undefined);
    if (!certificate || seen.has(certificate.serial)) continue;
    seen.add(certificate.serial);
    certificates.push(certificate);
  }
  return certificates;
}

/**
 * One label, of the generation the order prints (label-generations.ts). The QR code at error correction level M stays
 * a version-5 code for our URLs (decision 0012), with a two-module quiet zone: the label's white margin adds the rest a
 * scanner wants.
 */
export async function buildLabel(certificate: LabelCertificate, generation: number): Promise<LabelView> {
  const qrUrl = labelUrl(labelFacts(certificate), generation);
  const qrSvg = await QRCode.toString(qrUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
  return {
    serial: certificate.serial,
    grade: labelGrade(certificate),
    authentic: certificate.authentic,
    cardLine: cardLine(certificate),
    subgrades: { surface: certificate.surface, edges: certificate.edges, corners: certificate.corners, centering: certificate.centering },
    autoGrade: certificate.autoGrade,
    qrUrl,
    qrSvg,
    labelPrintedAt: certificate.labelPrintedAt?.toISOString() ?? null,
  };
}

/** GET /api/admin/orders/[orderNumber]/labels and the labels page. Staff only. */
export async function getLabelSheet(db: DbOrTx, session: OrderSession, orderNumber: string): Promise<LabelSheet> {
  requireStaff(session);
  const order = await loadSheetOrder(db, orderNumber);
  const printable = isPrintable(order);
  const certificates = printable ? await sheetCertificates(db, order) : [];
  const issued = await labelsOf(
    db,
    certificates.map((certificate) => certificate.id),
  );
  const labels = await Promise.all(
    certificates.map((certificate) => buildLabel(certificate, generationToPrint(certificate, issued.get(certificate.id) ?? [], order))),
  );
  return { orderNumber: order.orderNumber, reholder: order.submitType === 'REHOLDER', printable, labels };
}
