// POST /api/admin/orders/[orderNumber]/cards/match-rest { expected…, cardIds }: every card still unchecked matches what
// the member declared (issue #24; check-card.ts matchRemainingCards), answered with the order page as it is now.
// Staff only.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { matchRemainingCards } from '@/lib/server/lab/check-card';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';
import { matchRestSchema } from '@/lib/shared/schemas/lab';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: STAFF_ROLES,
    body: matchRestSchema,
    query: parsedQuery({ orderNumber: parseOrderNumber }),
    run: ({ db, session, body, query }) => matchRemainingCards(db, session, query.orderNumber, body),
  }),
});
