// POST /api/facebook/oauth (docs/product/accounts.md#account-api-calls): Facebook sign-up and login with a code the
// client received.
import { apiHandler } from '@/lib/server/api/handler';
import { codeSignInRoute } from '@/lib/server/oauth/code-sign-in-route';

export const config = { api: { bodyParser: false } };

export default apiHandler({ POST: codeSignInRoute('facebook') });
