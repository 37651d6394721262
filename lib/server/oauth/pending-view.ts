// What /social/link and /social/agree show: the pending provider profile (from the signed cookie the page
// read), and for a link whether the existing account has a password at all. An account created through
// another provider has none: docs/product/errors-and-messages.md#passwords 'You have signed up via social provider on
// date.'
import type { DbOrTx } from '@/lib/server/db/client';
import { isWithdrawn } from '@/lib/shared/members/standing';
import type { PendingSignIn } from './flow-cookies';
import { nickFromName } from './profile';
import { type OAuthProviderName, providerFromDb } from './providers';

export interface PendingView {
  provider: OAuthProviderName;
  email: string;
  name: string | null;
  nick: string;
  returnUrl: string;
  /** Link only: false when the existing account was created through a provider. */
  hasPassword: boolean;
  signedUpWith: { provider: OAuthProviderName; date: string } | null;
}

/** Null when there is no pending sign-in of this kind (or the account to link to is gone). */
export async function pendingView(db: DbOrTx, pending: PendingSignIn | null, kind: PendingSignIn['kind']): Promise<PendingView | null> {
  if (!pending || pending.kind !== kind) return null;
  const view: PendingView = {
    provider: pending.provider,
    email: pending.email,
    name: pending.name,
    nick: nickFromName(pending.name, pending.provider, pending.providerUserId),
    returnUrl: pending.returnUrl,
    hasPassword: false,
    signedUpWith: null,
  };
  if (kind === 'signup') return view;
  const member = await db.member.findUnique({
    where: { mbEmail: pending.email },
    select: { passwordHash: true, createdAt: true, mbStatus: true, socialAccounts: { orderBy: { linkedAt: 'asc' }, take: 1 } },
  });
  if (!member || isWithdrawn(member.mbStatus)) return null;
  const first = member.socialAccounts[0];
  return {
    ...view,
    hasPassword: Boolean(member.passwordHash),
    signedUpWith: !member.passwordHash && first ? { provider: providerFromDb(first.provider), date: member.createdAt.toISOString() } : null,
  };
}
