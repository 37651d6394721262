// POST /brg/api/member/resend-verification: a new sign-up code for an account not verified yet.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { resendVerification } from '@/lib/server/members/resend-verification';
import { resendVerificationSchema } from '@/lib/shared/schemas/signup';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({ auth: 'public', body: resendVerificationSchema, run: ({ db, body, meta }) => resendVerification(db, body, meta) }),
});
