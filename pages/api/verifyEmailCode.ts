// POST /api/verifyEmailCode (docs/product/accounts.md#account-api-calls): `{ email, code }`, or `{ token }` from the
// e-mailed link. Two shapes, so the service picks the schema and validates the body itself.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { verifyEmail } from '@/lib/server/members/verify-email';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({ auth: 'public', run: ({ db, req, meta }) => verifyEmail(db, req.body, meta) }),
});
