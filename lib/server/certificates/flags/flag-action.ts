// The frame of every decision on an entry of the suspicious-certificates queue
// (docs/product/certificates.md#suspicious-certificates), like certificate-action.ts for a certificate: one transaction
// that locks the entry's row, checks the caller's role on their row and the entry's status against the one the page
// showed — a second staff member deciding the same entry gets 409 `flagChanged` with the entry as it is now — and then
// runs the decision, which writes its AuditLog row in the same transaction. After the commit the certificate's public
// page is regenerated: a confirmed entry shows a banner there, and an open report makes a genuine label's verdict
// "reported" (docs/product/certificates.md#verdicts).
import type { Db, Tx } from '@/lib/server/db/client';
import type { CertificateFlagStatus, Role } from '@/lib/server/db/generated/enums';
import type { CertificateFlagView } from '@/lib/shared/certificates/staff-views';
import { loadActiveMember } from '../../members/active-member';
import { type Acting, type CertificateSession, requireRole } from '../certificate-action';
import { flagChanged, flagNotFound } from '../certificate-errors';
import { revalidateCertificatePages } from '../certificate-pages';
import { FLAG_VIEW, type FlagRow, flagViews } from './flag-view';

export interface FlagContext {
  flag: FlagRow;
  actorId: number;
  /** The acting member in the role its row has now (what the audit row keeps). */
  actor: { id: number; role: Role };
}

/** Thrown inside the transaction; answered with the fresh entry once the transaction has rolled back. */
class StaleFlag extends Error {}

/** The entry `id` as the queue shows it, or 404. */
export async function flagViewById(db: Db | Tx, id: number): Promise<CertificateFlagView> {
  const row = await db.certificateFlag.findUnique({ where: { id }, ...FLAG_VIEW });
  if (!row) throw flagNotFound();
  return (await flagViews(db, [row]))[0]!;
}

export async function runFlagAction(
  db: Db,
  session: CertificateSession,
  id: number,
  expectedStatus: CertificateFlagStatus,
  acting: Acting,
  work: (tx: Tx, context: FlagContext) => Promise<void>,
): Promise<CertificateFlagView> {
  requireRole(session.role, acting);
  let serial: string;
  try {
    serial = await db.$transaction(async (tx) => {
      const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "CertificateFlag" WHERE "id" = ${id} FOR UPDATE`;
      if (!row) throw flagNotFound();
      const member = await loadActiveMember(tx, session);
      requireRole(member.role, acting);
      const flag = await tx.certificateFlag.findUniqueOrThrow({ where: { id }, ...FLAG_VIEW });
      if (flag.status !== expectedStatus) throw new StaleFlag();
      await work(tx, { flag, actorId: member.id, actor: { id: member.id, role: member.role } });
      return flag.certificate.serial;
    });
  } catch (error) {
    if (error instanceof StaleFlag) throw flagChanged(await flagViewById(db, id));
    throw error;
  }
  await revalidateCertificatePages([serial]);
  return flagViewById(db, id);
}
