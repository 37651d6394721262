// POST /api/orders/quote: the wizard's live order statement, priced on the server for this member.
import { apiHandler, ok } from '@/lib/server/api/handler';
import { quoteForMember } from '@/lib/server/orders/quote-for-member';

export default apiHandler({
  POST: async (req, res) => ok(res, await quoteForMember(req)),
});
