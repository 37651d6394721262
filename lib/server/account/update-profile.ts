// PUT /api/member/profile: nickname, name and advertising consent (docs/product/accounts.md#profile,
// docs/product/accounts.md#field-rules). The e-mail is the login and is not changed here. The route then sets the
// `user` cookie to the new nickname.
import { memberActor, recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { Member } from '@/lib/server/db/generated/client';
import type { ProfileInput } from '@/lib/shared/schemas/profile';
import type { Actor } from '../auth/access-token';
import { lockActiveMember } from '../members/active-member';
import { type AccountProfile, getAccountProfile } from './get-account-profile';

export async function updateProfile(db: Db, session: Actor, input: ProfileInput): Promise<{ profile: AccountProfile; member: Member }> {
  const member = await db.$transaction(async (tx) => {
    await lockActiveMember(tx, session.memberId);
    const before = await tx.member.findUniqueOrThrow({ where: { id: session.memberId } });
    const data = { mbNick: input.mbNick, mbName: input.mbName ?? null, advertisingConsent: input.advertisingConsent };
    const changed = (Object.keys(data) as (keyof typeof data)[]).filter((key) => before[key] !== data[key]);
    const updated = await tx.member.update({ where: { id: before.id }, data });
    if (changed.length > 0) {
      await recordAudit(tx, {
        actor: memberActor(before),
        action: 'member.profileUpdated',
        entity: 'Member',
        entityId: before.mbId,
        data: { changed, advertisingConsent: data.advertisingConsent },
      });
    }
    return updated;
  });
  return { profile: await getAccountProfile(db, session), member };
}
