// POST /api/orders/[orderNumber]/cancel { expectedStatus, expectedProcessingStatus, refundAccount }: the member
// cancels their order (docs/product/order-lifecycle.md#cancellation-and-refund); answers the order as it is now.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { cancelOrder } from '@/lib/server/orders/cancel-order';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';
import { cancelOrderSchema } from '@/lib/shared/schemas/order-actions';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: 'member',
    body: cancelOrderSchema,
    query: parsedQuery({ orderNumber: parseOrderNumber }),
    run: ({ db, session, body, query }) => cancelOrder(db, session, query.orderNumber, body),
  }),
});
