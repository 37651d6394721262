// What the ADMIN tools' API answers and their pages show (issue #10): plain data, dates as ISO strings. A member's
// view names every field it carries on purpose — never a password hash, a refresh token or a verification code.
import type { Currency, InquiryStatus, MbStatus, MbType, Role, SocialProvider } from '@/lib/server/db/generated/enums';
import type { AuditDetail, AuditFieldChange } from '../audit/audit-changes';
import type { PricePolicy } from '../price-policy';

/** One currency's policy as the admin form edits it; `updatedAt` travels back as the form's expectedUpdatedAt. */
export interface AdminPricePolicy extends PricePolicy {
  updatedAt: string;
}

/** Every currency, in CURRENCIES order; null where no policy is stored yet (saving creates it). */
export interface AdminPricePolicies {
  policies: { currency: Currency; policy: AdminPricePolicy | null }[];
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminMemberRow {
  mbId: string;
  mbNick: string;
  mbName: string | null;
  mbEmail: string;
  mbPhone: string | null;
  mbStatus: MbStatus;
  role: Role;
  membershipName: string | null;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface MembershipOption {
  id: number;
  name: string;
  discountRate: number;
}

/** A change made to the member, from the audit log: what it was and what it became, when the row says. */
export interface AdminAuditEntry {
  id: number;
  action: string;
  createdAt: string;
  actorNick: string | null;
  /** The role the actor acted in, as the row keeps it (issue #24); null for the system or an older row. */
  actorRole: Role | null;
  from: string | null;
  to: string | null;
  /** A record before and after, field by field; empty for a single value. */
  changes: AuditFieldChange[];
  details: AuditDetail[];
}

export interface AdminMemberDetail extends AdminMemberRow {
  mbType: MbType;
  language: string;
  region: { code: string; name: string };
  membership: MembershipOption | null;
  advertisingConsent: boolean;
  /** Whether the account can sign in with a password (social-only accounts cannot); the hash itself never leaves. */
  hasPassword: boolean;
  socialProviders: SocialProvider[];
  emailVerifiedAt: string | null;
  phoneVerifiedAt: string | null;
  termsAgreedAt: string | null;
  dormantAt: string | null;
  withdrawnAt: string | null;
  /** Submitted orders (drafts not counted). */
  orderCount: number;
  /** Sessions that could still be renewed. */
  activeSessions: number;
  /** The admin looking is this member: the page disables what they may not do to themselves. */
  isSelf: boolean;
  /** The tiers an admin may choose. */
  memberships: MembershipOption[];
  history: AdminAuditEntry[];
}

export interface AdminInquiry {
  id: number;
  company: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  country: string | null;
  description: string;
  status: InquiryStatus;
  /** The language the inquiry was written in: the answer goes out in it. */
  locale: string;
  createdAt: string;
  /** Where it may move next (lib/shared/admin/inquiry-status.ts). */
  next: InquiryStatus[];
}

export interface AdminInquiryPage extends Paged<AdminInquiry> {
  /** Inquiries per status, for the filter's counts. */
  counts: Record<InquiryStatus, number>;
}
