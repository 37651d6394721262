import { apiHandler, ok } from '@/lib/server/api/handler';
import { restoreDormancy } from '@/lib/server/dormancy/restore-dormancy';

export default apiHandler({
  POST: async (req, res) => ok(res, await restoreDormancy(req, res)),
});
