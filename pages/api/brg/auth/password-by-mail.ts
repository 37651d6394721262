// PATCH /brg/api/auth/password-by-mail (SPEC.md §7): new password from the e-mailed link.
import { apiHandler, ok } from '@/lib/server/api/handler';
import { resetPasswordByMail } from '@/lib/server/members/reset-password-by-mail';

export default apiHandler({
  PATCH: async (req, res) => ok(res, await resetPasswordByMail(req, res)),
});
