// Who works in the lab's back office (docs/product/accounts.md#roles-and-permissions, issue #10): STAFF receive, check,
// grade, encase and ship; ADMIN do the same and also keep the price policy, content, partner inquiries, members and
// staff roles. The pages live under /admin; the proxy steers, and every page loader and API route checks again.
import type { Role } from '@/lib/server/db/generated/enums';

/** Every role that may open the back office. */
export const STAFF_ROLES = ['STAFF', 'ADMIN'] as const satisfies readonly Role[];
/** The roles of the ADMIN-only tools (price policy, content, inquiries, members, staff roles). */
export const ADMIN_ROLES = ['ADMIN'] as const satisfies readonly Role[];

export const STAFF_PATH = '/admin';

export function isStaffRole(role: string | null | undefined): role is (typeof STAFF_ROLES)[number] {
  return role === 'STAFF' || role === 'ADMIN';
}

export function isAdminRole(role: string | null | undefined): role is 'ADMIN' {
  return role === 'ADMIN';
}

/** A back-office page (any locale prefix already removed by Next). */
export function isStaffPath(pathname: string): boolean {
  return pathname === STAFF_PATH || pathname.startsWith(`${STAFF_PATH}/`);
}
