// Where a member stands, from their stored status (MbStatus; docs/product/accounts.md#roles-and-permissions,
// docs/product/accounts.md#dormancy): the one answer to "may this member sign in, act, or only reactivate?". Pure and
// browser-safe, so services, page loaders, the proxy and the login form ask the same questions. E-mail verification
// is part of the status (NOT_APPROVED until verified); emailVerifiedAt only records when.
import type { MbStatus } from '@/lib/server/db/generated/enums';

/**
 * - `unverified` (NOT_APPROVED): signed up, e-mail not verified yet; no sign-in until it is
 * (docs/product/accounts.md#e-mail-verification).
 * - `active` (APPROVED): may use everything.
 * - `dormant` (DORMANCY): a year without signing in; may sign in, but only to reactivate on /dormancy.
 * - `withdrawn` (WITHDRAWN): gone; answered as if there were no account.
 */
export type MemberStanding = 'unverified' | 'active' | 'dormant' | 'withdrawn';

const STANDING_OF: Record<MbStatus, MemberStanding> = {
  NOT_APPROVED: 'unverified',
  APPROVED: 'active',
  DORMANCY: 'dormant',
  WITHDRAWN: 'withdrawn',
};

/**
 * A stored status, or the readable `user` cookie's copy of it (a plain string, never trusted); null or
 * undefined when there is no member.
 */
export type StatusValue = MbStatus | (string & {}) | null | undefined;

/** Null when there is no member, or the value is no status at all. */
export function memberStanding(status: StatusValue): MemberStanding | null {
  return status && Object.hasOwn(STANDING_OF, status) ? STANDING_OF[status as MbStatus] : null;
}

/** May use the service: order, pay, change the account, link a provider, open the account pages. */
export const mayAct = (status: StatusValue): boolean => memberStanding(status) === 'active';

/** May sign in and keep a session: active, or dormant (to reactivate). Unverified and withdrawn may not. */
export const maySignIn = (status: StatusValue): boolean => {
  const standing = memberStanding(status);
  return standing === 'active' || standing === 'dormant';
};

/** Confined to /dormancy until they reactivate (docs/product/storefront.md#route-guards). */
export const isDormant = (status: StatusValue): boolean => memberStanding(status) === 'dormant';

/** Has withdrawn: every service answers as if the account did not exist. */
export const isWithdrawn = (status: StatusValue): boolean => memberStanding(status) === 'withdrawn';

/** Signed up but has not verified the e-mail yet: gets a new code, or is approved by verifying. */
export const awaitsEmailVerification = (status: StatusValue): boolean => memberStanding(status) === 'unverified';
