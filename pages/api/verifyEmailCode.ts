// POST /api/verifyEmailCode (SPEC.md §7): `{ email, code }`, or `{ token }` from the e-mailed link.
import { apiHandler, ok } from '@/lib/server/api/handler';
import { verifyEmail } from '@/lib/server/members/verify-email';

export default apiHandler({
  POST: async (req, res) => ok(res, await verifyEmail(req, res)),
});
