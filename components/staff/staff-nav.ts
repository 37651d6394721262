// The back office's navigation (issue #10). Lab work and the suspicious-certificates queue (issue #22, with the count
// of its open entries) are for every staff role; the rest is ADMIN only (docs/product/accounts.md#roles-and-permissions)
// — hidden from STAFF here and refused by the server anyway.
import type { Role } from '@/lib/server/db/generated/enums';
import { ADMIN_ROLES, STAFF_ROLES } from '@/lib/shared/staff/roles';

export interface StaffNavItem {
  id: 'queues' | 'certificates' | 'refunds' | 'community' | 'prices' | 'coupons' | 'posts' | 'faq' | 'partners' | 'inquiries' | 'members' | 'messages';
  href: string;
  /** Key in staff.json `nav.*`. */
  labelKey: string;
  roles: readonly Role[];
  /** A count shown beside the link: the open entries of the suspicious-certificates queue. */
  count?: 'openFlags';
}

export const STAFF_NAV: readonly StaffNavItem[] = [
  { id: 'queues', href: '/admin', labelKey: 'nav.queues', roles: STAFF_ROLES },
  { id: 'certificates', href: '/admin/certificates/suspicious', labelKey: 'nav.certificates', roles: STAFF_ROLES, count: 'openFlags' },
  // Refunds the gateway has not confirmed (decision 0027): the roles that may refund an order.
  { id: 'refunds', href: '/admin/refunds', labelKey: 'nav.refunds', roles: STAFF_ROLES },
  // Hiding albums and feed items (issue #25): every staff role keeps the public pages clean.
  { id: 'community', href: '/admin/community', labelKey: 'nav.community', roles: STAFF_ROLES },
  { id: 'prices', href: '/admin/prices', labelKey: 'nav.prices', roles: ADMIN_ROLES },
  // Coupons (issue #26, docs/decisions/0039-coupons.md).
  { id: 'coupons', href: '/admin/coupons', labelKey: 'nav.coupons', roles: ADMIN_ROLES },
  { id: 'posts', href: '/admin/posts', labelKey: 'nav.posts', roles: ADMIN_ROLES },
  { id: 'faq', href: '/admin/faq', labelKey: 'nav.faq', roles: ADMIN_ROLES },
  { id: 'partners', href: '/admin/partners', labelKey: 'nav.partners', roles: ADMIN_ROLES },
  { id: 'inquiries', href: '/admin/inquiries', labelKey: 'nav.inquiries', roles: ADMIN_ROLES },
  { id: 'members', href: '/admin/members', labelKey: 'nav.members', roles: ADMIN_ROLES },
  { id: 'messages', href: '/admin/messages', labelKey: 'nav.messages', roles: ADMIN_ROLES },
];

export function staffNavFor(role: string | null | undefined): StaffNavItem[] {
  return STAFF_NAV.filter((item) => item.roles.some((allowed) => allowed === role));
}
