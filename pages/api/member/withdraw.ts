import { apiHandler, ok } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { getWithdrawalStatus } from '@/lib/server/account/get-withdrawal-status';
import { withdrawMember } from '@/lib/server/account/withdraw-member';

export default apiHandler({
  GET: route({ auth: 'member', run: ({ db, session }) => getWithdrawalStatus(db, session) }),
  POST: async (req, res) => ok(res, await withdrawMember(req, res)),
});
