// POST /api/member/collection/claim { serial, code }: a buyer moves a graded card to their collection with the
// one-time claim code the seller gave them with the slab (issue #25, docs/decisions/0035-claim-codes.md). One
// transaction on the certificate's locked row (SELECT … FOR UPDATE): of two buyers typing the same code at once, the
// first moves the card and spends the code; the second then reads the new code's hash and is told "spent". The checks,
// in an order that tells a stranger nothing: the claimant's own card → "already yours"; a code that does not match
// (or no such serial) → "no match", unless it is a code this card had before → "spent"; only a right code learns that
// the certificate is voided. Failures count against the member and the address (rate-limit.ts); the eleventh in
// fifteen minutes is a 429, so a code cannot be guessed at speed.
import { memberActor } from '@/lib/server/audit/record-audit';
import type { Db, Tx } from '@/lib/server/db/client';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import { cardLine } from '@/lib/shared/lab/label-text';
import type { ClaimInput, ClaimedCard } from '@/lib/shared/schemas/claim';
import type { AccessClaims } from '../auth/access-token';
import { revalidateAlbumPages } from '../albums/album-pages';
import { AppError } from '../errors/app-error';
import { kickDelivery } from '../messaging/delivery/worker';
import { loadActiveMember } from '../members/active-member';
import { LIMITS, consume, isBlocked, rateLimited } from '../security/rate-limit';
import { claimCodeMatches, hashClaimCode } from './claim-code-crypto';
import { claimAlreadyYours, claimCodeSpent, claimNoMatch, claimVoided } from './claim-errors';
import { transferCertificate } from './transfer-certificate';

/** The refusals that count as a failed try (a guess, or an old code tried again). */
const FAILURES = new Set(['claims:errors.noMatch', 'claims:errors.spent']);

/** The certificate by serial, its row locked until the transaction ends; null when there is none. */
export async function lockCertificateBySerial(tx: Tx, serial: string) {
  const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Certificate" WHERE "serial" = ${serial} FOR UPDATE`;
  return row ? tx.certificate.findUniqueOrThrow({ where: { id: row.id } }) : null;
}

/** Whether `code` is one this certificate had before (its keyed hash is kept on the audit row that spent it). */
async function wasSpent(tx: Tx, serial: string, code: string): Promise<boolean> {
  const spent = await tx.auditLog.findFirst({
    where: {
      entity: 'Certificate',
      entityId: serial,
      action: { in: [AUDIT_ACTIONS.claimed, AUDIT_ACTIONS.ownerMoved, AUDIT_ACTIONS.claimCodeReissued] },
      data: { path: ['spentCodeHash'], equals: hashClaimCode(code) },
    },
    select: { id: true },
  });
  return spent !== null;
}

async function assertNotGuessing(memberId: number, ip: string): Promise<void> {
  if (await isBlocked('claimFailuresMember', String(memberId))) throw rateLimited(LIMITS.claimFailuresMember.duration * 1000);
  if (await isBlocked('claimFailuresIp', ip)) throw rateLimited(LIMITS.claimFailuresIp.duration * 1000);
}

async function countFailure(memberId: number, ip: string): Promise<void> {
  // Over the limit the next try is refused (assertNotGuessing); this one keeps its own answer.
  await consume('claimFailuresMember', String(memberId)).catch(() => undefined);
  await consume('claimFailuresIp', ip).catch(() => undefined);
}

export async function claimCertificate(
  db: Db,
  session: Pick<AccessClaims, 'memberId'>,
  input: ClaimInput,
  meta: { ip: string },
  now = new Date(),
): Promise<ClaimedCard> {
  await assertNotGuessing(session.memberId, meta.ip);
  let outcome: { card: ClaimedCard; albumIds: number[] };
  try {
    outcome = await db.$transaction(async (tx) => {
      const member = await loadActiveMember(tx, session);
      const certificate = await lockCertificateBySerial(tx, input.serial);
      if (!certificate) throw claimNoMatch();
      if (certificate.memberId === member.id) throw claimAlreadyYours();
      if (!claimCodeMatches(certificate.claimCodeHash, input.code))
        throw (await wasSpent(tx, certificate.serial, input.code)) ? claimCodeSpent() : claimNoMatch();
      if (certificate.voidedAt !== null) throw claimVoided();
      const { albumIds } = await transferCertificate(tx, { certificate, toMemberId: member.id, via: 'CLAIM', actor: memberActor(member), now });
      return { card: { serial: certificate.serial, card: cardLine(certificate) }, albumIds };
    });
  } catch (error) {
    if (error instanceof AppError && error.key && FAILURES.has(error.key)) await countFailure(session.memberId, meta.ip);
    throw error;
  }
  kickDelivery();
  if (outcome.albumIds.length > 0) await revalidateAlbumPages(outcome.albumIds);
  return outcome.card;
}
