// The frame of every change to a certificate from the back office (docs/product/certificates.md#staff-corrections,
// docs/decisions/0023-certificate-corrections.md), like the lab's runStaffAction for an order: one transaction that
// locks the certificate row first (SELECT … FOR UPDATE — the first lock label printing takes too, issueLabels), reads
// it again and decides on that state only — the record the page showed (its fingerprint, certificate-state.ts). Two
// admins acting on the same certificate at once therefore run one after the other: the second finds the record changed
// and gets 409 `changedMeanwhile` with the certificate as it is now. The role is checked on the token before anything
// and again on the member's row inside the transaction (a demoted admin's ten-minute token changes nothing).
import type { Db, Tx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import type { Role } from '@/lib/server/db/generated/enums';
import type { AccessClaims } from '../auth/access-token';
import { adminOnly } from '../admin/require-admin';
import { loadActiveMember } from '../members/active-member';
import { requireStaff } from '../orders/order-action';
import { certificateChanged, certificateNotFound } from './certificate-errors';
import { certificateState } from './certificate-state';
import { getStaffCertificate } from './get-staff-certificate';

export type CertificateSession = Pick<AccessClaims, 'memberId' | 'role'>;

const ACTED = { include: { gradingOrderItem: { select: { minimumGrade: true } } } } satisfies Prisma.CertificateDefaultArgs;
export type ActedCertificate = Prisma.CertificateGetPayload<typeof ACTED>;

/** Who may take the step: every staff role, or ADMIN only. */
export type Acting = 'staff' | 'admin';

export interface CertificateContext {
  certificate: ActedCertificate;
  actorId: number;
  /** The acting member in the role its row has now (what the audit row keeps). */
  actor: { id: number; role: Role };
}

/** Thrown inside the transaction; answered with the fresh certificate once the transaction has rolled back. */
class StaleCertificate extends Error {}

/** The role `acting` needs (403 otherwise): on the token first, then on the member's row. */
export function requireRole(role: Role, acting: Acting): void {
  if (acting === 'admin' && role !== 'ADMIN') throw adminOnly();
  requireStaff({ memberId: 0, role });
}

/** The certificate by serial, its row locked until the transaction ends; 404 when there is none. */
export async function lockCertificate(tx: Tx, serial: string): Promise<ActedCertificate> {
  const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Certificate" WHERE "serial" = ${serial} FOR UPDATE`;
  if (!row) throw certificateNotFound();
  return tx.certificate.findUniqueOrThrow({ where: { id: row.id }, ...ACTED });
}

/**
 * Runs a change of the certificate `serial` in one transaction on its locked row, as it was when the page showed it
 * (`expectedState`). Answers what `work` returns; the caller regenerates the public pages after that.
 */
export async function runCertificateAction<T>(
  db: Db,
  session: CertificateSession,
  serial: string,
  expectedState: string,
  acting: Acting,
  work: (tx: Tx, context: CertificateContext) => Promise<T>,
): Promise<T> {
  requireRole(session.role, acting);
  try {
    return await db.$transaction(async (tx) => {
      const certificate = await lockCertificate(tx, serial);
      // The row decides, not the token.
      const member = await loadActiveMember(tx, session);
      requireRole(member.role, acting);
      if (certificateState(certificate) !== expectedState) throw new StaleCertificate();
      return work(tx, { certificate, actorId: member.id, actor: { id: member.id, role: member.role } });
    });
  } catch (error) {
    if (error instanceof StaleCertificate) throw certificateChanged(await getStaffCertificate(db, session, serial));
    throw error;
  }
}
