import { apiHandler, ok } from '@/lib/server/api/handler';
import { currentMember } from '@/lib/server/auth/current-member';
import { loginWithPassword } from '@/lib/server/auth/login-with-password';
import { displayUser } from '@/lib/server/auth/session-cookies';

export default apiHandler({
  GET: async (req, res) => ok(res, await currentMember(req)),
  POST: async (req, res) => ok(res, displayUser(await loginWithPassword(req, res))),
});
