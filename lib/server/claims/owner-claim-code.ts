// GET /api/member/collection/[serial]/claim-code: the owner's current claim code of one of their cards, to give to the
// buyer with the slab (issue #25, docs/decisions/0035-claim-codes.md). Anyone else — another member, staff through this
// route, a serial that does not exist — gets the same 404: the answer never says whether or by whom a card is owned.
// Not audited: the owner reading their own code changes nothing (a code issued late here is, current-claim-code.ts).
import { memberActor } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import { formatClaimCode } from '@/lib/shared/certificates/claim-code';
import type { OwnerClaimCode } from '@/lib/shared/schemas/claim';
import type { AccessClaims } from '../auth/access-token';
import { loadActiveMember } from '../members/active-member';
import { lockCertificateBySerial } from './claim-certificate';
import { ownerCodeNotFound } from './claim-errors';
import { currentClaimCode } from './current-claim-code';

export async function getOwnerClaimCode(db: Db, session: Pick<AccessClaims, 'memberId'>, serial: string, now = new Date()): Promise<OwnerClaimCode> {
  return db.$transaction(async (tx) => {
    const member = await loadActiveMember(tx, session);
    const certificate = await lockCertificateBySerial(tx, serial);
    if (!certificate || certificate.memberId !== member.id) throw ownerCodeNotFound();
    const current = await currentClaimCode(tx, certificate, memberActor(member), now);
    return { serial, code: formatClaimCode(current.code), issuedAt: current.issuedAt.toISOString() };
  });
}
