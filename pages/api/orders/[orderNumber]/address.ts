// PUT /api/orders/[orderNumber]/address { expectedStatus, expectedProcessingStatus, shippingAddressId }: the
// return address, from the member's address book (docs/product/order-lifecycle.md#shipping-address-changes).
// Answers the order as it is now.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { changeOrderAddress } from '@/lib/server/orders/change-order-address';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';
import { changeOrderAddressSchema } from '@/lib/shared/schemas/order-actions';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  PUT: route({
    auth: 'member',
    body: changeOrderAddressSchema,
    query: parsedQuery({ orderNumber: parseOrderNumber }),
    run: ({ db, session, body, query }) => changeOrderAddress(db, session, query.orderNumber, body),
  }),
});
