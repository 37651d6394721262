// The orders part of my page's dashboard (get-dashboard.ts) in one statement: the member's order counts per status,
// the newest listed orders, and the orders a reminder can come from (lib/shared/orders/reminders.ts) with their
// refunds. Issue #24 asked my page's server time per render ≤ 8 ms: on the embedded database each statement costs
// its parse, plan and the query compiler's turn (a CPU profile put PGlite and Prisma at about two thirds of a render),
// and these were three. The same rows as before, which tests/integration/account/dashboard-*.int.test.ts check.
import type { Db } from '@/lib/server/db/client';
import type { Currency, GradingOrderProcessingStatus, GradingOrderStatus, PaymentMethod, RefundStatus, ShippingMethod } from '@/lib/server/db/generated/enums';
import { LISTED_STATUSES } from '@/lib/shared/orders/order-tabs';
import { REMINDER_CANDIDATES, type RemindableOrder } from '@/lib/shared/orders/reminders';

export interface DashboardOrderRow {
  orderNumber: string;
  gradingOrderStatus: GradingOrderStatus;
  gradingOrderProcessingStatus: GradingOrderProcessingStatus;
  currency: Currency;
  totalAmount: number;
  submittedAt: Date | null;
}

export interface DashboardOrders {
  counts: { status: GradingOrderStatus; count: number }[];
  /** The newest listed orders first, at most `recentCount`. */
  recent: DashboardOrderRow[];
  /** The orders a reminder can come from, oldest first. */
  candidates: RemindableOrder[];
}

interface Row {
  counts: { status: GradingOrderStatus; count: number }[];
  recent: (Omit<DashboardOrderRow, 'submittedAt'> & { submittedAt: string | null })[];
  candidates: (Omit<RemindableOrder, 'refunds'> & { refunds: { id: number; paymentId: number | null; amount: number; status: RefundStatus }[] })[];
}

/** A `timestamp(3)` as JSON has no zone; Prisma stores UTC. */
const utc = (value: string | null) => (value === null ? null : new Date(`${value}Z`));

export async function readDashboardOrders(db: Db, memberId: number, recentCount: number): Promise<DashboardOrders> {
  const listed = [...LISTED_STATUSES];
  const accountStatuses = [...REMINDER_CANDIDATES.accountStatuses];
  const [row] = await db.$queryRaw<Row[]>`
    SELECT
      (SELECT COALESCE(json_agg(json_build_object('status', c."gradingOrderStatus", 'count', c.n)), '[]'::json)
         FROM (SELECT "gradingOrderStatus", count(*)::int AS n FROM "GradingOrder" WHERE "memberId" = ${memberId} GROUP BY 1) c) AS counts,
      (SELECT COALESCE(json_agg(r), '[]'::json)
         FROM (SELECT "orderNumber", "gradingOrderStatus", "gradingOrderProcessingStatus", "currency", "totalAmount", "submittedAt"
                 FROM "GradingOrder"
                WHERE "memberId" = ${memberId} AND "gradingOrderStatus"::text = ANY(${listed}::text[])
                ORDER BY "submittedAt" DESC NULLS LAST, "id" DESC
                LIMIT ${recentCount}) r) AS recent,
      (SELECT COALESCE(json_agg(o), '[]'::json)
         FROM (SELECT g."orderNumber", g."gradingOrderStatus", g."gradingOrderProcessingStatus", g."shippingMethod", g."paymentMethod",
                      EXISTS (SELECT 1 FROM "RefundAccount" a WHERE a."gradingOrderId" = g."id") AS "hasRefundAccount",
                      COALESCE((SELECT json_agg(json_build_object('id', f."id", 'paymentId', f."paymentId", 'amount', f."amount", 'status', f."status") ORDER BY f."id")
                                  FROM "Refund" f WHERE f."gradingOrderId" = g."id"), '[]'::json) AS "refunds"
                 FROM "GradingOrder" g
                WHERE g."memberId" = ${memberId}
                  AND ((g."gradingOrderStatus"::text = ${REMINDER_CANDIDATES.trackingStatus}
                        AND g."gradingOrderProcessingStatus"::text = ${REMINDER_CANDIDATES.trackingProcessing})
                    OR g."gradingOrderStatus"::text = ANY(${accountStatuses}::text[])
                    OR EXISTS (SELECT 1 FROM "Refund" f WHERE f."gradingOrderId" = g."id" AND f."status"::text = 'ACCOUNT_REJECTED'))
                ORDER BY g."id") o) AS candidates`;
  return {
    counts: row!.counts,
    recent: row!.recent.map((order) => ({ ...order, submittedAt: utc(order.submittedAt) })),
    candidates: row!.candidates.map((order) => ({
      ...order,
      shippingMethod: order.shippingMethod as ShippingMethod | null,
      paymentMethod: order.paymentMethod as PaymentMethod,
    })),
  };
}
