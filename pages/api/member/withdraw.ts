import { apiHandler, ok } from '@/lib/server/api/handler';
import { getMyWithdrawalStatus } from '@/lib/server/account/get-withdrawal-status';
import { withdrawMember } from '@/lib/server/account/withdraw-member';

export default apiHandler({
  GET: async (req, res) => ok(res, await getMyWithdrawalStatus(req)),
  POST: async (req, res) => ok(res, await withdrawMember(req, res)),
});
