// GET /api/orders: the member's own submitted orders under one tab of my page
// (docs/product/order-lifecycle.md#order-list-tabs), newest first, a page at a time, with the count of every tab
// for the same type filter — the tabs group statuses exactly as the dashboard does (order-tabs.ts), so the
// numbers match. Drafts are never listed (they live in the wizard's drafts). A page past the end is empty.
import type { DbOrTx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import type { SubmitType } from '@/lib/server/db/generated/enums';
import type { OrderListPage, OrderSummary } from '@/lib/shared/orders/my-order-views';
import { nothingToGrade } from '@/lib/shared/lab/staff-actions';
import { orderActions } from '@/lib/shared/orders/order-actions';
import { LISTED_STATUSES, ORDERS_PAGE_SIZE, ORDER_TABS, type OrderTab, statusesOfTab, tabOf } from '@/lib/shared/orders/order-tabs';
import { hasRejectedRefund } from '@/lib/shared/orders/refund-state';
import { displayStatus } from '@/lib/shared/orders/status';
import type { OrderListType } from '@/lib/shared/orders/order-tabs';
import type { Actor } from '../auth/access-token';

export interface MyOrdersQuery {
  tab: OrderTab;
  type: OrderListType | null;
  page: number;
}

/** GRADING is every submission that grades cards (general and simple); REHOLDER only re-casing. */
const SUBMIT_TYPES: Record<OrderListType, SubmitType[]> = { GRADING: ['GENERAL', 'SIMPLE'], REHOLDER: ['REHOLDER'] };

const INCLUDE = {
  gradingOrderItems: { orderBy: [{ position: 'asc' }, { id: 'asc' }], select: { playerName: true, description: true, correspondCheck: true, refundId: true } },
  refunds: { select: { id: true, paymentId: true, amount: true, status: true } },
} satisfies Prisma.GradingOrderInclude;

type Row = Prisma.GradingOrderGetPayload<{ include: typeof INCLUDE }>;

export async function listMyOrders(db: DbOrTx, session: Actor, query: MyOrdersQuery): Promise<OrderListPage> {
  const mine: Prisma.GradingOrderWhereInput = {
    memberId: session.memberId,
    ...(query.type ? { submitType: { in: SUBMIT_TYPES[query.type] } } : {}),
  };
  const [rows, groups] = await Promise.all([
    db.gradingOrder.findMany({
      where: { ...mine, gradingOrderStatus: { in: [...statusesOfTab(query.tab)] } },
      include: INCLUDE,
      orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
      skip: (query.page - 1) * ORDERS_PAGE_SIZE,
      take: ORDERS_PAGE_SIZE,
    }),
    db.gradingOrder.groupBy({ by: ['gradingOrderStatus'], where: { ...mine, gradingOrderStatus: { in: [...LISTED_STATUSES] } }, _count: { _all: true } }),
  ]);
  const counts = Object.fromEntries(ORDER_TABS.map((tab) => [tab, 0])) as Record<OrderTab, number>;
  for (const group of groups) {
    const tab = tabOf(group.gradingOrderStatus);
    if (!tab) continue;
    counts[tab] += group._count._all;
    counts.all += group._count._all;
  }
  return {
    orders: rows.map(toSummary),
    tab: query.tab,
    type: query.type,
    page: query.page,
    pageSize: ORDERS_PAGE_SIZE,
    total: counts[query.tab],
    counts,
  };
}

function toSummary(order: Row): OrderSummary {
  const first = order.gradingOrderItems[0];
  const actions = orderActions({ ...order, hasRejectedRefund: hasRejectedRefund(order.refunds) });
  return {
    orderNumber: order.orderNumber,
    submitType: order.submitType,
    orderType: order.gradingOrderType,
    status: order.gradingOrderStatus,
    processingStatus: order.gradingOrderProcessingStatus,
    displayStatus: displayStatus(order),
    // Only listed statuses are read, and each belongs to a tab.
    tab: tabOf(order.gradingOrderStatus)!,
    currency: order.currency,
    totalAmount: order.totalAmount,
    totalQt: order.totalQt,
    paymentMethod: order.paymentMethod,
    submittedAt: order.submittedAt ? order.submittedAt.toISOString() : null,
    firstCard: first?.playerName || first?.description || null,
    lines: order.gradingOrderItems.length,
    nothingGraded: nothingToGrade(order.gradingOrderItems.map((item) => ({ correspondCheck: item.correspondCheck, refunded: item.refundId !== null }))),
    actions: { pay: actions.pay, cancel: actions.cancel },
  };
}
