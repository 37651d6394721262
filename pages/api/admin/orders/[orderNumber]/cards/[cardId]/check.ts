// PUT /api/admin/orders/[orderNumber]/cards/[cardId]/check { expected…, correspondCheck, card?, vscNote?, defectNote? }:
// what staff found on one card (issue #10; check-card.ts), answered with the order page as it is now. Staff only.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { checkCard } from '@/lib/server/lab/check-card';
import { parseCardId } from '@/lib/server/lab/staff-action';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';
import { cardCheckSchema } from '@/lib/shared/schemas/lab';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  PUT: route({
    auth: STAFF_ROLES,
    body: cardCheckSchema,
    query: parsedQuery({ orderNumber: parseOrderNumber, cardId: parseCardId }),
    run: ({ db, session, body, query }) => checkCard(db, session, query.orderNumber, query.cardId, body),
  }),
});
