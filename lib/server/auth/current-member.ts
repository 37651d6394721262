// GET /api/login: who is signed in, with mbStatus (docs/product/accounts.md#account-api-calls). The family is checked
// so a session ended elsewhere (logout, reuse detection, withdrawal) stops here too, not only at the next renew.
import type { Db } from '@/lib/server/db/client';
import { isWithdrawn } from '@/lib/shared/members/standing';
import { sessionEnded } from '../members/active-member';
import type { AccessClaims } from './access-token';
import { isFamilyActive } from './session-liveness';

/** Dormant members are answered too (the route allows them): mbStatus tells the client where they stand. */
export async function currentMember(db: Db, session: Pick<AccessClaims, 'memberId' | 'familyId'>) {
  const member = await db.member.findUnique({ where: { id: session.memberId }, include: { membership: true, supportRegion: true } });
  if (!member || isWithdrawn(member.mbStatus) || !(await isFamilyActive(db, session.familyId))) throw sessionEnded();
  return {
    id: member.id,
    mbId: member.mbId,
    mbNick: member.mbNick,
    mbName: member.mbName,
    mbEmail: member.mbEmail,
    mbPhone: member.mbPhone,
    mbPhoto: member.mbPhoto,
    mbThumbnail: member.mbThumbnail,
    mbStatus: member.mbStatus,
    mbType: member.mbType,
    role: member.role,
    socialId: member.socialId,
    advertisingConsent: member.advertisingConsent,
    phoneVerified: Boolean(member.phoneVerifiedAt),
    hasPassword: Boolean(member.passwordHash),
    language: member.language,
    supportRegion: member.supportRegion.code,
    membership: member.membership ? { name: member.membership.name, discountRate: member.membership.discountRate } : null,
    createdAt: member.createdAt.toISOString(),
  };
}

export type CurrentMember = Awaited<ReturnType<typeof currentMember>>;
