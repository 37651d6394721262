// Members the browser tests need but cannot make through the UI, created by prepare-db.ts before the
// app starts. Plain data only: the spec files import this, so no server code here.

export const FIXTURE_PASSWORD = 'Member!2345';

/**
 * Dormant members per Playwright project and test. No screen makes a member dormant (the sweep needs a
 * year without login), and ACTIVATE changes the member, so the two projects sharing one database each get
 * their own: both can press ACTIVATE whatever order or worker they run in.
 */
export function dormantMemberEmail(project: string, purpose: DormantPurpose): string {
  return `dormant-${purpose}-${project}@e2e.test`;
}

export const DORMANT_PROJECTS = ['desktop', 'mobile'] as const;
export const DORMANT_PURPOSES = ['activate', 'home'] as const;
export type DormantPurpose = (typeof DORMANT_PURPOSES)[number];

/** A member whose phone number is already verified: another member cannot verify the same number. */
export const PHONE_OWNER = { email: 'phone-owner@e2e.test', e164: '+886900000001', national: '900000001' } as const;
