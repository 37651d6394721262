// POST /brg/api/oauth/line (SPEC.md §7, prefixed client): sign-in with a code the client received.
import { apiHandler } from '@/lib/server/api/handler';
import { codeSignInRoute } from '@/lib/server/oauth/code-sign-in-route';

export default apiHandler({ POST: codeSignInRoute('line') });
