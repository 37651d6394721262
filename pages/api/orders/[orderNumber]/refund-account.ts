// PUT /api/orders/[orderNumber]/refund-account { expectedStatus, expectedProcessingStatus, bank, accountNumber,
// holderName }: where a bank-based payment is refunded (docs/product/payments.md#refund-account); a refund the
// bank refused is sent again (decision 0008). Answers the order as it is now.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';
import { saveRefundAccount } from '@/lib/server/orders/save-refund-account';
import { saveRefundAccountSchema } from '@/lib/shared/schemas/order-actions';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  PUT: route({
    auth: 'member',
    body: saveRefundAccountSchema,
    query: parsedQuery({ orderNumber: parseOrderNumber }),
    run: ({ db, session, body, query }) => saveRefundAccount(db, session, query.orderNumber, body),
  }),
});
