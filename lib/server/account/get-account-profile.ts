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

/** The member's columns the profile is made of (get-dashboard.ts reads the same in its one statement). */
export interface ProfileSource {
  mbId: string;
  mbNick: string;
  mbName: string | null;
  mbEmail: string;
  mbPhone: string | null;
  mbPhoto: string | null;
  mbStatus: MbStatus;
  phoneVerifiedAt: Date | null;
  advertisingConsent: boolean;
  hasPassword: boolean;
  socialProviders: SocialProvider[];
  membership: { name: string; discountRate: number } | null;
  createdAt: Date;
}

/** The profile of a member who is still a member; 401 when the member no longer exists or has withdrawn. */
export function toAccountProfile(member: ProfileSource | null | undefined): AccountProfile {
  if (!member || isWithdrawn(member.mbStatus)) throw sessionEnded();
  return {
    mbId: member.mbId,
    mbNick: member.mbNick,
    mbName: member.mbName,
    mbEmail: member.mbEmail,
    // A number is shown only once it is verified (docs/product/storefront.md#my-page).
    mbPhone: member.phoneVerifiedAt ? member.mbPhone : null,
    mbPhoto: member.mbPhoto,
    mbStatus: member.mbStatus,
    phoneVerified: Boolean(member.phoneVerifiedAt && member.mbPhone),
    advertisingConsent: member.advertisingConsent,
    hasPassword: member.hasPassword,
    socialProviders: [...new Set(member.socialProviders)],
    membership: member.membership ? { name: member.membership.name, discountRate: member.membership.discountRate } : null,
    createdAt: member.createdAt.toISOString(),
  };
}

/** GET /api/member/profile and the profile page. */
export async function getAccountProfile(db: Db, session: Actor): Promise<AccountProfile> {
  const member = await db.member.findUnique({
    where: { id: session.memberId },
    include: { membership: true, socialAccounts: { select: { provider: true } } },
  });
  return toAccountProfile(
    member && {
      ...member,
      hasPassword: Boolean(member.passwordHash),
      socialProviders: member.socialAccounts.map((account) => account.provider),
    },
  );
}
