// POST /api/orders/quote: the wizard's live order statement, priced on the server for this member. A POST for its
// body's size; it changes nothing, so its session check is a read's (route.ts `reads`).
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { quoteForMember } from '@/lib/server/orders/quote-for-member';
import { quoteRequestSchema } from '@/lib/shared/schemas/order/quote-request';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({ auth: 'member', reads: true, body: quoteRequestSchema, run: ({ db, session, body }) => quoteForMember(db, session, body) }),
});
