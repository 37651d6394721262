// The packing slip of an order (issue #25, docs/decisions/0035-claim-codes.md): the cards of the order's label sheet
// (label-sheet.ts: the same cards, in the same order) with each one's claim code, opened from its sealed copy — or
// issued now for a card owned before codes existed (current-claim-code.ts). Staff only. A code is printed only for a
// card the order's member owns: a reholder line may name a slab someone else owns, and its code is theirs. Opening
// the slip is audited on the order (who, when, which serials), since it shows the codes; in one transaction with the
// certificates' rows locked, so a claim at the same moment cannot leave a spent code on the slip.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import { formatClaimCode } from '@/lib/shared/certificates/claim-code';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import { cardLine, labelGrade } from '@/lib/shared/lab/label-text';
import type { PackingSlip } from '@/lib/shared/lab/packing-slip';
import type { AccessClaims } from '../auth/access-token';
import { isPrintable, loadSheetOrder, sheetCertificates } from '../certificates/label-sheet';
import { loadActiveMember } from '../members/active-member';
import { requireStaff } from '../orders/order-action';
import { currentClaimCode } from './current-claim-code';

export async function getPackingSlip(db: Db, session: Pick<AccessClaims, 'memberId' | 'role'>, orderNumber: string, now = new Date()): Promise<PackingSlip> {
  requireStaff(session);
  return db.$transaction(async (tx) => {
    const staff = await loadActiveMember(tx, session);
    requireStaff({ memberId: staff.id, role: staff.role });
    const order = await loadSheetOrder(tx, orderNumber);
    const owner = await tx.gradingOrder.findUniqueOrThrow({ where: { orderNumber }, select: { memberId: true, member: { select: { mbNick: true } } } });
    const printable = isPrintable(order);
    const ids = printable ? (await sheetCertificates(tx, order)).map((certificate) => certificate.id) : [];
    if (ids.length > 0) await tx.$queryRaw`SELECT "id" FROM "Certificate" WHERE "id" = ANY(${ids}) ORDER BY "id" FOR UPDATE`;
    const rows = ids.length ? await tx.certificate.findMany({ where: { id: { in: ids } } }) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const lines = [];
    const shown: string[] = [];
    for (const id of ids) {
      const certificate = byId.get(id)!;
      const owned = certificate.memberId !== null && certificate.memberId === owner.memberId && certificate.voidedAt === null;
      const code = owned ? formatClaimCode((await currentClaimCode(tx, certificate, { id: staff.id, role: staff.role }, now)).code) : null;
      if (code) shown.push(certificate.serial);
      lines.push({ serial: certificate.serial, card: cardLine(certificate), grade: labelGrade(certificate), code });
    }
    if (shown.length > 0) {
      await recordAudit(tx, {
        actor: { id: staff.id, role: staff.role },
        action: AUDIT_ACTIONS.packingSlipOpened,
        entity: 'GradingOrder',
        entityId: orderNumber,
        at: now,
        data: { serials: shown },
      });
    }
    return { orderNumber, nickname: owner.member.mbNick, printable, lines };
  });
}
