// POST /api/orders/[orderNumber]/payments { method }: opens a payment for the member's own order at the
// configured provider and answers where the browser goes to pay (docs/product/orders.md#payment-step,
// docs/product/payments.md#payment-checks-and-messages).
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery, textOrEmpty } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { startPayment } from '@/lib/server/payments/start-payment';
import { startPaymentSchema } from '@/lib/shared/schemas/payment';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: 'member',
    body: startPaymentSchema,
    status: 201,
    query: parsedQuery({ orderNumber: textOrEmpty }),
    run: ({ db, session, body, query }) => startPayment(db, session, { ...body, orderNumber: query.orderNumber }),
  }),
});
