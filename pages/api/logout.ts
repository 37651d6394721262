import { apiHandler, ok } from '@/lib/server/api/handler';
import { logout } from '@/lib/server/auth/logout';

export default apiHandler({
  POST: async (req, res) => {
    await logout(req, res);
    ok(res, null);
  },
});
