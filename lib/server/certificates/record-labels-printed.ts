// POST /api/admin/orders/[orderNumber]/labels-printed { serials } (issue #10): the Print button of the labels page
// records which labels went to the printer — each label issued (its generation, issue #22), each certificate's
// labelPrintedAt and an AuditLog row per label (a reprint shows the previous time as `from`), in one transaction
// under the order's row lock. Only labels of the
// order's own sheet, and only at a stage where it is printable (lib/shared/lab/labels.ts).
import { recordAudits } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import { AppError } from '../errors/app-error';
import { lockOrder, type OrderSession, requireStaff } from '../orders/order-action';
import { fieldErrors } from '../orders/order-errors';
import { LABELS_ERRORS, type LabelsPrintedInput } from '@/lib/shared/schemas/labels';
import { issueLabels } from './label-generations';
import { isPrintable, loadSheetOrder, sheetCertificates } from './label-sheet';
import { labelFacts } from './label-signature';

const notNow = () => new AppError('CONFLICT', "Labels cannot be printed at the order's current stage.", LABELS_ERRORS.notNow);

export async function recordLabelsPrinted(db: Db, session: OrderSession, orderNumber: string, input: LabelsPrintedInput): Promise<{ printedAt: string }> {
  const actor = requireStaff(session);
  return db.$transaction(async (tx) => {
    // The lock orders this after any step that moves the order; the sheet is then read as it is.
    await lockOrder(tx, orderNumber);
    const order = await loadSheetOrder(tx, orderNumber);
    if (!isPrintable(order)) throw notNow();
    const onSheet = new Map((await sheetCertificates(tx, order)).map((certificate) => [certificate.serial, certificate]));
    const stray = input.serials.findIndex((serial) => !onSheet.has(serial));
    if (stray !== -1) throw fieldErrors([{ path: `serials[${stray}]`, key: LABELS_ERRORS.notOnSheet }]);

    const printedAt = new Date();
    const printed = input.serials.map((serial) => onSheet.get(serial)!);
    // Each printed label is issued: recorded with what it signed, the older ones superseded (label-generations.ts).
    await issueLabels(
      tx,
      order,
      printed.map((certificate) => ({ ...certificate, ...labelFacts(certificate) })),
      printedAt,
    );
    await tx.certificate.updateMany({ where: { id: { in: printed.map((certificate) => certificate.id) } }, data: { labelPrintedAt: printedAt } });
    await recordAudits(
      tx,
      printed.map((certificate) => ({
        actor,
        action: AUDIT_ACTIONS.labelPrinted,
        entity: 'Certificate',
        entityId: certificate.serial,
        data: { from: certificate.labelPrintedAt?.toISOString() ?? null, to: printedAt.toISOString(), orderNumber },
      })),
    );
    return { printedAt: printedAt.toISOString() };
  });
}
