// PUT /api/member/password: change the password on my page; the member's other sessions end
// (docs/product/accounts.md#passwords).
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { changePassword } from '@/lib/server/account/change-password';
import { passwordChangeSchema } from '@/lib/shared/schemas/profile';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  PUT: route({ auth: 'member', body: passwordChangeSchema, run: ({ db, session, body }) => changePassword(db, session, body) }),
});
