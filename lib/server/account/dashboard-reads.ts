// What my page's dashboard (get-dashboard.ts) reads, in one statement: the member's profile columns (with membership
// and social providers), the order counts per status, the newest listed orders, and the orders a reminder can come
// from (lib/shared/orders/reminders.ts) with their refunds. Issue #24 asked my page's server time per render ≤ 8 ms:
// on the embedded database each statement costs its parse, plan and the query compiler's turn (a CPU profile put
// PGlite and Prisma at about two thirds of a render), and these were four. The same rows as before, which
// tests/integration/account/dashboard-*.int.test.ts and the profile's own tests check.
import type { Db } from '@/lib/server/db/client';
import type {
  CorrespondCheck,
  Currency,
  GradingOrderProcessingStatus,
  GradingOrderStatus,
  PaymentMethod,
  RefundStatus,
  ShippingMethod,
} from '@/lib/server/db/generated/enums';
import type { ProfileSource } from './get-account-profile';
import { LISTED_STATUSES } from '@/lib/shared/orders/order-tabs';
import { REMINDER_CANDIDATES, type RemindableOrder } from '@/lib/shared/orders/reminders';

export interface DashboardOrderRow {
  orderNumber: string;
  gradingOrderStatus: GradingOrderStatus;
  gradingOrderProcessingStatus: GradingOrderProcessingStatus;
  currency: Currency;
  totalAmount: number;
  submittedAt: Date | null;
  /** Each card's check, for the chip of an order with nothing graded (decision 0031 §4). */
  checks: CorrespondCheck[];
}

export interface DashboardReads {
  /** Null when the member row is gone. */
  member: ProfileSource | null;
  counts: { status: GradingOrderStatus; count: number }[];
  /** The newest listed orders first, at most `recentCount`. */
  recent: DashboardOrderRow[];
  /** The orders a reminder can come from, oldest first. */
  candidates: RemindableOrder[];
}

interface Row {
  member: (Omit<ProfileSource, 'createdAt' | 'phoneVerifiedAt'> & { createdAt: string; phoneVerifiedAt: string | null }) | null;
  counts: { status: GradingOrderStatus; count: number }[];
  recent: (Omit<DashboardOrderRow, 'submittedAt'> & { submittedAt: string | null })[];
  candidates: (Omit<RemindableOrder, 'refunds'> & { refunds: { id: number; paymentId: number | null; amount: number; status: RefundStatus }[] })[];
}

/** A `timestamp(3)` as JSON has no zone; Prisma stores UTC. */
function utc(value: string): Date;
function utc(value: string | null): Date | null;
function utc(value: string | null) {
  return value === null ? null : new Date(`${value}Z`);
}

export async function readDashboard(db: Db, memberId: number, recentCount: number): Promise<DashboardReads> {
  const listed = [...LISTED_STATUSES];
  const accountStatuses = [...REMINDER_CANDIDATES.accountStatuses];
  const [row] = await db.$queryRaw<Row[]>`
    SELECT
      (SELECT json_build_object('mbId', m."mbId", 'mbNick', m."mbNick", 'mbName', m."mbName", 'mbEmail', m."mbEmail", 'mbPhone', m."mbPhone",
                                'mbPhoto', m."mbPhoto", 'mbStatus', m."mbStatus", 'phoneVerifiedAt', m."phoneVerifiedAt",
                                'advertisingConsent', m."advertisingConsent", 'hasPassword', m."passwordHash" IS NOT NULL, 'createdAt', m."createdAt",
                                'membership', (SELECT json_build_object('name', s."name", 'discountRate', s."discountRate") FROM "Membership" s WHERE s."id" = m."membershipId"),
                                'socialProviders', COALESCE((SELECT json_agg(a."provider" ORDER BY a."id") FROM "SocialAccount" a WHERE a."memberId" = m."id"), '[]'::json))
         FROM "Member" m WHERE m."id" = ${memberId}) AS member,
      (SELECT COALESCE(json_agg(json_build_object('status', c."gradingOrderStatus", 'count', c.n)), '[]'::json)
         FROM (SELECT "gradingOrderStatus", count(*)::int AS n FROM "GradingOrder" WHERE "memberId" = ${memberId} GROUP BY 1) c) AS counts,
      (SELECT COALESCE(json_agg(r), '[]'::json)
         FROM (SELECT "orderNumber", "gradingOrderStatus", "gradingOrderProcessingStatus", "currency", "totalAmount", "submittedAt",
                      COALESCE((SELECT json_agg(i."correspondCheck") FROM "GradingOrderItem" i WHERE i."gradingOrderId" = o."id"), '[]'::json) AS "checks"
                 FROM "GradingOrder" o
                WHERE o."memberId" = ${memberId} AND o."gradingOrderStatus"::text = ANY(${listed}::text[])
                ORDER BY o."submittedAt" DESC NULLS LAST, o."id" DESC
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
  const member = row!.member;
  return {
    member: member && { ...member, createdAt: utc(member.createdAt), phoneVerifiedAt: utc(member.phoneVerifiedAt) },
    counts: row!.counts,
    recent: row!.recent.map((order) => ({ ...order, submittedAt: utc(order.submittedAt) })),
    candidates: row!.candidates.map((order) => ({
      ...order,
      shippingMethod: order.shippingMethod as ShippingMethod | null,
      paymentMethod: order.paymentMethod as PaymentMethod,
    })),
  };
}
