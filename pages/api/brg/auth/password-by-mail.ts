// PATCH /brg/api/auth/password-by-mail (docs/product/accounts.md#account-api-calls): new password from the e-mailed
// link. Every session of the member ended with it, so this browser's cookies are cleared once the change committed.
import { apiHandler, ok } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { clearSessionCookies } from '@/lib/server/auth/session-cookies';
import { resetPasswordByMail } from '@/lib/server/members/reset-password-by-mail';
import { resetPasswordSchema } from '@/lib/shared/schemas/password';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  PATCH: route({
    auth: 'public',
    body: resetPasswordSchema,
    run: ({ db, body, meta }) => resetPasswordByMail(db, body, meta),
    respond: (result, { res }) => {
      clearSessionCookies(res);
      ok(res, result);
    },
  }),
});
