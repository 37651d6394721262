// What my page shows about the member (SPEC.md §2 "dashboard and profile"): display data only, no hashes.
import type { NextApiRequest } from 'next';
import { type Db, getDb } from '@/lib/server/db/client';
import type { MbStatus, SocialProvider } from '@/lib/server/db/generated/enums';
import { requireSession } from '../auth/session';
import { sessionEnded } from './active-member';

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

/** The member's profile, or null when the member no longer exists or has withdrawn. */
export async function getAccountProfile(db: Db, memberId: number): Promise<AccountProfile | null> {
  const member = await db.member.findUnique({
    where: { id: memberId },
    include: { membership: true, socialAccounts: { select: { provider: true } } },
  });
  if (!member || member.mbStatus === 'WITHDRAWN') return null;
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

/** GET /api/member/profile. */
export async function getMyProfile(req: NextApiRequest): Promise<AccountProfile> {
  const session = await requireSession(req);
  const profile = await getAccountProfile(await getDb(), session.memberId);
  if (!profile) throw sessionEnded();
  return profile;
}
