// Label generations (docs/product/certificates.md#label-generations): every label issued for a certificate is a row
// with the texts it signed, so any label ever printed stays verifiable and all but the newest answer "superseded".
// The label sheet prints the generation an order issues (generationToPrint); recording the print issues it
// (issueLabels) and supersedes the older ones; a regrade or a correction supersedes them at once (supersedeLabels),
// before the new label is printed. A reprint within the same order is the same label. A certificate's own label page
// (/admin/certificates/[serial]/label, docs/product/certificates.md#staff-corrections) issues without an order
// (order null): it reprints the current label, or issues the next one once a regrade or a correction superseded it.
import type { Tx, DbOrTx } from '@/lib/server/db/client';
import type { LabelGeneration, LabelReason, SubmitType } from '@/lib/server/db/generated/client';
import { AppError } from '../errors/app-error';
import { currentLabelKey } from './label-keys';
import { type LabelFacts, gradeText, labelFacts, signedLabelOf, signatureFor } from './label-signature';

export interface LabelledCertificate {
  id: number;
  /** When a label was last printed: a certificate labelled before generations were recorded has one out there. */
  labelPrintedAt: Date | null;
}

export interface SheetOrder {
  id: number;
  submitType: SubmitType;
}

/** Every recorded label of these certificates, by certificate, oldest first. */
export async function labelsOf(db: DbOrTx, certificateIds: readonly number[]): Promise<Map<number, LabelGeneration[]>> {
  const rows = certificateIds.length
    ? await db.labelGeneration.findMany({ where: { certificateId: { in: [...certificateIds] } }, orderBy: [{ certificateId: 'asc' }, { generation: 'asc' }] })
    : [];
  const byCertificate = new Map<number, LabelGeneration[]>();
  for (const row of rows) byCertificate.set(row.certificateId, [...(byCertificate.get(row.certificateId) ?? []), row]);
  return byCertificate;
}

/**
 * The generation an order's sheet prints for a certificate: the label this order already issued, as long as nothing
 * superseded it (a reprint), else the next one. A certificate labelled before generations were recorded had label 1.
 * Without an order (the certificate's own label page) the current label, whoever issued it, is reprinted as it is.
 */
export function generationToPrint(certificate: LabelledCertificate, labels: readonly LabelGeneration[], order: SheetOrder | null): number {
  const newest = labels.at(-1);
  if (newest && newest.supersededAt === null && (order === null || newest.orderId === order.id)) return newest.generation;
  if (newest) return newest.generation + 1;
  return certificate.labelPrintedAt ? 2 : 1;
}

/**
 * Why a new label is issued: the first one; what already superseded the previous one (a regrade); a reholder. Without
 * an order, a label nothing superseded is replaced only when it was never recorded (a first-format label): CORRECTION.
 */
function reasonFor(labels: readonly LabelGeneration[], legacy: boolean, order: SheetOrder | null): LabelReason {
  if (labels.length === 0 && !legacy) return 'FIRST';
  const supersededBy = labels.at(-1)?.supersededBy;
  if (supersededBy) return supersededBy;
  return order?.submitType === 'REHOLDER' ? 'REHOLDER' : 'CORRECTION';
}

/**
 * What a certificate's own label page prints next (no order): the current label again (reason null, nothing new is
 * issued), or the next generation and why — after a regrade or a correction, what superseded the last one.
 */
export function labelToPrint(certificate: LabelledCertificate, labels: readonly LabelGeneration[]): { generation: number; reason: LabelReason | null } {
  const generation = generationToPrint(certificate, labels, null);
  if (labels.some((label) => label.generation === generation)) return { generation, reason: null };
  return { generation, reason: reasonFor(labels, labels.length === 0 && certificate.labelPrintedAt !== null, null) };
}

/** A regrade or a correction committed between the sheet's read and this print: what was printed is not the record. */
export const labelRecordChanged = () =>
  new AppError('CONFLICT', 'A certificate changed while its label was being printed. Reload the labels and print again.', 'certAdmin:errors.labelChanged');

/**
 * Locks the certificates' rows (in id order, the first lock a regrade, a correction or a void takes too) and checks
 * that each still says what its label signs: a change committed meanwhile is a conflict, never a label recorded with
 * texts the record no longer has.
 */
async function lockLabelled(tx: Tx, certificates: readonly (LabelledCertificate & LabelFacts)[]): Promise<void> {
  const ids = [...new Set(certificates.map((certificate) => certificate.id))].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx.$queryRaw`SELECT "id" FROM "Certificate" WHERE "id" = ANY(${ids}::int[]) ORDER BY "id" FOR UPDATE`;
  const rows = await tx.certificate.findMany({ where: { id: { in: ids } } });
  const now = new Map(rows.map((row) => [row.id, row]));
  for (const certificate of certificates) {
    const row = now.get(certificate.id);
    const current = row && gradeText(row) !== null ? signedLabelOf(labelFacts(row), null) : null;
    const printed = signedLabelOf(certificate, null);
    if (!current || current.grade !== printed.grade || current.card !== printed.card) throw labelRecordChanged();
  }
}

/**
 * Records the labels an order's sheet printed (inside recordLabelsPrinted's transaction, under the order's lock): for
 * each certificate the generation the sheet showed, unless it is already recorded; older labels are superseded by it.
 * `order` null: a certificate's own label page printed it (record-certificate-label-printed.ts).
 */
export async function issueLabels(tx: Tx, order: SheetOrder | null, certificates: readonly (LabelledCertificate & LabelFacts)[], now: Date): Promise<void> {
  await lockLabelled(tx, certificates);
  const labels = await labelsOf(
    tx,
    certificates.map((certificate) => certificate.id),
  );
  const key = currentLabelKey();
  for (const certificate of certificates) {
    const existing = labels.get(certificate.id) ?? [];
    const generation = generationToPrint(certificate, existing, order);
    if (existing.some((label) => label.generation === generation)) continue;
    const legacy = existing.length === 0 && certificate.labelPrintedAt !== null;
    const reason = reasonFor(existing, legacy, order);
    const signed = signedLabelOf(certificate, generation);
    if (legacy) {
      // The first-format label already out there: recorded as label 1 (any key verifies it), replaced now.
      const first = signedLabelOf(certificate, null);
      await tx.labelGeneration.create({
        data: {
          certificateId: certificate.id,
          generation: 1,
          format: 1,
          grade: first.grade,
          card: first.card,
          reason: 'FIRST',
          issuedAt: certificate.labelPrintedAt!,
          supersededAt: now,
          supersededBy: reason,
        },
      });
    }
    await tx.labelGeneration.updateMany({ where: { certificateId: certificate.id, supersededAt: null }, data: { supersededAt: now, supersededBy: reason } });
    await tx.labelGeneration.create({
      data: {
        certificateId: certificate.id,
        generation,
        format: 2,
        kid: key.kid,
        sig: signatureFor(key.kid, key.secret, signed),
        grade: signed.grade,
        card: signed.card,
        reason,
        orderId: order?.id ?? null,
        issuedAt: now,
      },
    });
  }
}

/**
 * A regrade or a correction: the labels out there no longer say what the record says, so each is superseded now —
 * a scan answers "superseded on D" with the current grade until the new label is printed. A certificate labelled
 * before generations were recorded gets its label 1 recorded first, so it is superseded too.
 */
export async function supersedeLabels(tx: Tx, certificate: LabelledCertificate & LabelFacts, reason: 'REGRADE' | 'CORRECTION', now: Date): Promise<void> {
  const existing = await tx.labelGeneration.count({ where: { certificateId: certificate.id } });
  if (existing === 0 && certificate.labelPrintedAt) {
    const first = signedLabelOf(certificate, null);
    await tx.labelGeneration.create({
      data: {
        certificateId: certificate.id,
        generation: 1,
        format: 1,
        grade: first.grade,
        card: first.card,
        reason: 'FIRST',
        issuedAt: certificate.labelPrintedAt,
        supersededAt: now,
        supersededBy: reason,
      },
    });
    return;
  }
  await tx.labelGeneration.updateMany({ where: { certificateId: certificate.id, supersededAt: null }, data: { supersededAt: now, supersededBy: reason } });
}
