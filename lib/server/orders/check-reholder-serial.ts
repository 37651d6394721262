// Reholder cards (docs/product/orders.md#reholder-submissions): only graded cards, added by their 7-digit serial, no
// duplicates. The wizard checks each serial as it is added (GET /api/reholder/check-serial); the order service checks
// them all again in one query before it accepts the order.
import type { DbOrTx } from '@/lib/server/db/client';
import type { Certificate } from '@/lib/server/db/generated/client';
import type { ReholderCardSummary } from '@/lib/shared/orders/draft';
import { SERIAL_STATUS_ERRORS } from '@/lib/shared/schemas/order/errors';
import { SERIAL_TAKEN_ORDER_STATUSES } from '@/lib/shared/orders/status-sets';
import { fieldErrors } from './order-errors';

export type SerialStatus = 'OK' | keyof typeof SERIAL_STATUS_ERRORS;

export interface SerialCheck {
  serial: string;
  status: SerialStatus;
  card: ReholderCardSummary | null;
}

/** A card is graded when it has a grade or the "A" (authentic) mark. */
const isGraded = (certificate: Certificate) => certificate.grade !== null || certificate.authentic;

export function cardSummary(certificate: Certificate): ReholderCardSummary {
  return {
    playerName: certificate.playerName,
    year: certificate.year,
    setName: certificate.setName,
    cardCategory: certificate.cardCategory,
    grade: certificate.grade,
    authentic: certificate.authentic,
  };
}

/** Serials already in a reholder order that is paid or awaiting its deposit. */
async function serialsInOpenOrders(db: DbOrTx, serials: string[]): Promise<Set<string>> {
  const items = await db.gradingOrderItem.findMany({
    where: { serialNumber: { in: serials }, gradingOrder: { submitType: 'REHOLDER', gradingOrderStatus: { in: [...SERIAL_TAKEN_ORDER_STATUSES] } } },
    select: { serialNumber: true },
  });
  return new Set(items.map((item) => item.serialNumber!));
}

export async function checkSerials(db: DbOrTx, serials: string[]): Promise<SerialCheck[]> {
  const [certificates, busy] = await Promise.all([db.certificate.findMany({ where: { serial: { in: serials } } }), serialsInOpenOrders(db, serials)]);
  const bySerial = new Map(certificates.map((certificate) => [certificate.serial, certificate]));
  return serials.map((serial) => {
    const certificate = bySerial.get(serial);
    if (!certificate) return { serial, status: 'NOT_FOUND', card: null };
    if (!isGraded(certificate)) return { serial, status: 'NOT_GRADED', card: null };
    return { serial, status: busy.has(serial) ? 'IN_ORDER' : 'OK', card: cardSummary(certificate) };
  });
}

/** The certificates of an order's serials, or 400 with one field error per unacceptable serial. */
export async function requireReholderCertificates(db: DbOrTx, serials: string[]): Promise<Map<string, Certificate>> {
  const checks = await checkSerials(db, serials);
  const problems = checks.flatMap((check, index) =>
    check.status === 'OK' ? [] : [{ path: `reholderCards[${index}].serialNumber`, key: SERIAL_STATUS_ERRORS[check.status] }],
  );
  if (problems.length > 0) throw fieldErrors(problems);
  const certificates = await db.certificate.findMany({ where: { serial: { in: serials } } });
  return new Map(certificates.map((certificate) => [certificate.serial, certificate]));
}

/** GET /api/reholder/check-serial?serial=NNNNNNN: the answer does not depend on who asks (any member may). */
export async function checkReholderSerial(db: DbOrTx, input: { serial: string }): Promise<SerialCheck> {
  const [check] = await checkSerials(db, [input.serial]);
  return check!;
}
