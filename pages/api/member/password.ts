import { apiHandler, ok } from '@/lib/server/api/handler';
import { changePassword } from '@/lib/server/account/change-password';

export default apiHandler({
  PUT: async (req, res) => ok(res, await changePassword(req, res)),
});
