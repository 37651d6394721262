// POST /brg/api/member/resend-verification: a new sign-up code for an account not verified yet.
import { apiHandler, ok } from '@/lib/server/api/handler';
import { resendVerification } from '@/lib/server/members/resend-verification';

export default apiHandler({
  POST: async (req, res) => ok(res, await resendVerification(req, res)),
});
