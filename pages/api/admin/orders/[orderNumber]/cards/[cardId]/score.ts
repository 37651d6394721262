// PUT /api/admin/orders/[orderNumber]/cards/[cardId]/score { expected…, subgrades, centering, autoGrade }: a grader
// scores one card (issue #10; score-card.ts), answered with the order page as it is now. Staff only.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { scoreCard } from '@/lib/server/lab/score-card';
import { parseCardId } from '@/lib/server/lab/staff-action';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';
import { scoreSchema } from '@/lib/shared/schemas/lab';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  PUT: route({
    auth: STAFF_ROLES,
    body: scoreSchema,
    query: parsedQuery({ orderNumber: parseOrderNumber, cardId: parseCardId }),
    run: ({ db, session, body, query }) => scoreCard(db, session, query.orderNumber, query.cardId, body),
  }),
});
