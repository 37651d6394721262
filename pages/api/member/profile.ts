// GET /api/member/profile: my page's profile; PUT: change name, nickname and advertising consent (the
// `user` cookie is set once the change is committed).
import { apiHandler, ok } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { getAccountProfile } from '@/lib/server/account/get-account-profile';
import { updateProfile } from '@/lib/server/account/update-profile';
import { refreshUserCookie } from '@/lib/server/account/user-cookie';
import { profileSchema } from '@/lib/shared/schemas/profile';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({ auth: 'member', run: ({ db, session }) => getAccountProfile(db, session) }),
  PUT: route({
    auth: 'member',
    body: profileSchema,
    run: ({ db, session, body }) => updateProfile(db, session, body),
    respond: ({ profile, member }, { res }) => {
      refreshUserCookie(res, member);
      ok(res, profile);
    },
  }),
});
