// Shared by the ADMIN tools' integration tests (issue #10): signed-in members of each role and the session shape the
// services take.
import type { Db } from '@/lib/server/db/client';
import type { Role } from '@/lib/server/db/generated/enums';
import { type SignedIn, signedInMember } from '@/tests/integration/account/account-helpers';

export interface Cast {
  admin: SignedIn;
  staff: SignedIn;
  member: SignedIn;
}

/** An ADMIN, a STAFF and a MEMBER, each with a live session. */
export async function cast(db: Db): Promise<Cast> {
  return {
    admin: await signedInMember(db, { role: 'ADMIN' }),
    staff: await signedInMember(db, { role: 'STAFF' }),
    member: await signedInMember(db, { role: 'MEMBER' }),
  };
}

/** The session a service takes, for a member of `who`. */
export const as = (who: SignedIn, role: Role = who.member.role) => ({ memberId: who.member.id, role });
