import { apiHandler, ok } from '@/lib/server/api/handler';
import { getMyDashboard } from '@/lib/server/account/get-dashboard';

export default apiHandler({
  GET: async (req, res) => ok(res, await getMyDashboard(req)),
});
