// POST /brg/api/auth/send-password-change-email (docs/product/accounts.md#account-api-calls): e-mails a password
// reset link. A social-only account gets SOCIAL_ACCOUNT with `data.signedUpOn` (carried by the AppError).
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { sendPasswordChangeEmail } from '@/lib/server/members/send-password-change-email';
import { forgotPasswordSchema } from '@/lib/shared/schemas/password';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({ auth: 'public', body: forgotPasswordSchema, run: ({ db, body, meta }) => sendPasswordChangeEmail(db, body, meta) }),
});
