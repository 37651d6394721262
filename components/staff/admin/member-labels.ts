// How the members tool names what the audit log recorded (issue #10): known actions by their translation key, the
// rest as a general "account event"; role and status values translated, tier names as they are.
import type { Role } from '@/lib/server/db/generated/enums';
import { MEMBER_STATUSES, ROLES } from '@/lib/shared/schemas/admin/members';

const ACTIONS: Record<string, string> = {
  'admin.member.role': 'role',
  'admin.member.membership': 'membership',
  'member.dormant': 'dormant',
  'member.reactivated': 'reactivated',
  'member.signup': 'signup',
  'member.login': 'login',
  'member.profileUpdated': 'profile',
  'member.passwordChanged': 'password',
  'member.password-reset': 'password',
};

/** The `admin` key naming an audit action. */
export function historyActionKey(action: string): string {
  return `members.history.actions.${ACTIONS[action] ?? 'other'}`;
}

/** The `admin` key of a recorded value (a role or a status), or null when it is shown as it is (a tier's name). */
export function historyValueKey(value: string): string | null {
  if ((ROLES as readonly string[]).includes(value)) return `members.roles.${value}`;
  if ((MEMBER_STATUSES as readonly string[]).includes(value)) return `members.statuses.${value}`;
  return null;
}

/** The roles an admin may choose for a member; their own ADMIN role stays (the server refuses it too). */
export function selectableRoles(isSelf: boolean, current: Role): readonly Role[] {
  return isSelf && current === 'ADMIN' ? ['ADMIN'] : ROLES;
}
