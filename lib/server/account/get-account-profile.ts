// What my page shows about the member (docs/product/storefront.md#my-page: dashboard and profile): display data only,
// no hashes.
import type { Db } from '@/lib/server/db/client';
import type { MbStatus, SocialProvider } from '@/lib/server/db/generated/enums';
import { isWithdrawn } from '@/lib/shared/members/standing';
import type { Actor } from '../auth/access-token';
import { sessionEnded } from '../members/active-member';

export interface AccountProfile {
  mbId: string;
  mbNick: string;
  mbName: string | null;
  mbEmail: string;
  mbPhone: string | null;
  mbPhoto: string | null;
  mbStatus: MbStatus;
  phoneVerified: boolean;
  advertisingConsent: boolean;
  /** False for an account that signs in only through a social provider: no password to change. */
  hasPassword: boolean;
  socialProviders: SocialProvider[];
  membership: { name: string; discountRate: number } | null;
  createdAt: string;
}

/** GET /api/member/profile and the profile page; 401 when the member no longer exists or has withdrawn. */
export async function getAccountProfile(db: Db, session: Actor): Promise<AccountProfile> {
  const member = await db.member.findUnique({
    where: { id: session.memberId },
    include: { membership: true, socialAccounts: { select: { provider: true } } },
  });
  if (!member || isWithdrawn(member.mbStatus)) throw sessionEnded();
  return {
    mbId: member.mbId,
    mbNick: member.mbNick,
    mbName: member.mbName,
    mbEmail: member.mbEmail,
    mbPhone: member.phoneVerifiedAt ? member.mbPhone : null,
    mbPhoto: member.mbPhoto,
    mbStatus: member.mbStatus,
    phoneVerified: Boolean(member.phoneVerifiedAt && member.mbPhone),
    advertisingConsent: member.advertisingConsent,
    hasPassword: Boolean(member.passwordHash),
    socialProviders: [...new Set(member.socialAccounts.map((account) => account.provider))],
    membership: member.membership ? { name: member.membership.name, discountRate: member.membership.discountRate } : null,
    createdAt: member.createdAt.toISOString(),
  };
}
