import { apiHandler, ok } from '@/lib/server/api/handler';
import { checkMemberStatus } from '@/lib/server/dormancy/check-member-status';

export default apiHandler({
  POST: async (req, res) => ok(res, await checkMemberStatus(req, res)),
});
