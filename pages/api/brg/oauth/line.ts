// POST /brg/api/oauth/line (SPEC.md §7, prefixed client): sign-in with a code the client received.
import { apiHandler, ok } from '@/lib/server/api/handler';
import { signInWithCode } from '@/lib/server/oauth/sign-in-with-code';

export default apiHandler({
  POST: async (req, res) => ok(res, await signInWithCode(req, res, 'line')),
});
