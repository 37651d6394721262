// PUT /api/member/profile: nickname, name and advertising consent (SPEC.md §2, §3, §5). The e-mail is
// the login and is not changed here. The `user` cookie follows the new nickname.
import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/lib/server/db/client';
import { profileSchema } from '@/lib/shared/schemas/profile';
import { requireSession } from '../auth/session';
import { lockActiveMember } from './active-member';
import { type AccountProfile, getAccountProfile } from './get-account-profile';
import { refreshUserCookie } from './user-cookie';

export async function updateProfile(req: NextApiRequest, res: NextApiResponse): Promise<AccountProfile> {
  const session = await requireSession(req);
  const input = await profileSchema.validate(req.body, { abortEarly: false, stripUnknown: true });
  const db = await getDb();
  const member = await db.$transaction(async (tx) => {
    await lockActiveMember(tx, session.memberId);
    const before = await tx.member.findUniqueOrThrow({ where: { id: session.memberId } });
    const data = { mbNick: input.mbNick, mbName: input.mbName ?? null, advertisingConsent: input.advertisingConsent };
    const changed = (Object.keys(data) as (keyof typeof data)[]).filter((key) => before[key] !== data[key]);
    const updated = await tx.member.update({ where: { id: before.id }, data });
    if (changed.length > 0) {
      await tx.auditLog.create({
        data: { actorId: before.id, action: 'member.profileUpdated', entity: 'Member', entityId: before.mbId, data: { changed, advertisingConsent: data.advertisingConsent } },
      });
    }
    return updated;
  });
  refreshUserCookie(res, member);
  return (await getAccountProfile(db, member.id))!;
}
