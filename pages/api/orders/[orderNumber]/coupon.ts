// POST /api/orders/[orderNumber]/coupon { code }: the member applies a coupon to their unpaid order; DELETE: takes it
// off (docs/product/payments.md#coupons; apply-coupon.ts, remove-coupon.ts). Answers the order's new money — the
// discount and the total the gateway will charge, priced by the server.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { applyCoupon } from '@/lib/server/coupons/apply-coupon';
import { removeCoupon } from '@/lib/server/coupons/remove-coupon';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';
import { applyCouponSchema } from '@/lib/shared/schemas/coupon';

export const config = { api: { bodyParser: false } };

const query = parsedQuery({ orderNumber: parseOrderNumber });

export default apiHandler({
  POST: route({
    auth: 'member',
    body: applyCouponSchema,
    query,
    run: ({ db, session, body, query: { orderNumber } }) => applyCoupon(db, session, orderNumber, body),
  }),
  DELETE: route({ auth: 'member', query, run: ({ db, session, query: { orderNumber } }) => removeCoupon(db, session, orderNumber) }),
});
