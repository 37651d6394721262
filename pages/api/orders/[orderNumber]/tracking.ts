// PUT /api/orders/[orderNumber]/tracking { expectedStatus, expectedProcessingStatus, courier, trackingNumber, note }:
// the parcel the member sent us (docs/product/order-lifecycle.md#tracking-numbers). Answers the order as it is now.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { enterTracking } from '@/lib/server/orders/enter-tracking';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';
import { trackingSchema } from '@/lib/shared/schemas/order-actions';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  PUT: route({
    auth: 'member',
    body: trackingSchema,
    query: parsedQuery({ orderNumber: parseOrderNumber }),
    run: ({ db, session, body, query }) => enterTracking(db, session, query.orderNumber, body),
  }),
});
