// GET /api/admin/orders?queue=&q=&page=: the lab's work queues (issue #10, queues.ts) — a page of one queue,
// oldest paid first (first in, first out), and the count of every queue for the queue tabs, in three queries.
// The search text is an order number (exact, any case), part of a member's e-mail (any case) or a 7-digit
// serial (a certificate's, or a reholder line's card); it narrows every queue and its count alike, so the tabs
// show where the matches are, and without a queue it searches every order. A serial with a certificate also answers
// that certificate, for the link to its back-office page (issue #22). Staff only.
import type { DbOrTx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import {
  DEFAULT_QUEUE,
  LAB_ORDER_STATUSES,
  QUEUE_IDS,
  REFUND_ORDER_STATUSES,
  REFUND_QUEUE_REFUND_STATUSES,
  STAFF_ORDERS_PAGE_SIZE,
  isInRefundsQueue,
  isLate,
} from '@/lib/shared/lab/queues';
import type { QueueId, StaffOrderList, StaffOrderRow } from '@/lib/shared/lab/views';
import type { StaffOrderListQuery } from '@/lib/shared/schemas/lab-read';
import { type OrderSession, requireStaff } from '../orders/order-action';

const ROW = {
  member: { select: { mbEmail: true, mbNick: true } },
} satisfies Prisma.GradingOrderInclude;

type Row = Prisma.GradingOrderGetPayload<{ include: typeof ROW }>;

const ORDER_BY: Prisma.GradingOrderOrderByWithRelationInput[] = [
  { paidAt: { sort: 'asc', nulls: 'last' } },
  { submittedAt: { sort: 'asc', nulls: 'last' } },
  { id: 'asc' },
];

/** LIKE's wildcards in the search text are text (Prisma's `contains` passes them through). */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** What the search text matches; null matches every order. */
function searchWhere(q: string | null): Prisma.GradingOrderWhereInput {
  if (!q) return {};
  const any: Prisma.GradingOrderWhereInput[] = [
    // Order numbers are upper case (order-number.ts); an insensitive `equals` would be an ILIKE pattern.
    { orderNumber: { in: [...new Set([q, q.toUpperCase()])] } },
    { member: { mbEmail: { contains: literal(q), mode: 'insensitive' } } },
  ];
  if (/^\d{7}$/.test(q)) any.push({ gradingOrderItems: { some: { OR: [{ certificates: { some: { serial: q } } }, { serialNumber: q }] } } });
  return { OR: any };
}

/** Every submitted order (drafts are not orders yet). */
const SUBMITTED: Prisma.GradingOrderWhereInput = { gradingOrderStatus: { not: 'TEMP_SAVED' } };

/** Orders that may be in REFUNDS; the rule (isInRefundsQueue) then decides on their refund rows. */
const REFUND_CANDIDATES: Prisma.GradingOrderWhereInput = {
  OR: [{ gradingOrderStatus: { in: [...REFUND_ORDER_STATUSES] } }, { refunds: { some: { status: { in: [...REFUND_QUEUE_REFUND_STATUSES] } } } }],
};

function toRow(order: Row, now: Date): StaffOrderRow {
  return {
    orderNumber: order.orderNumber,
    memberEmail: order.member.mbEmail,
    memberNick: order.member.mbNick,
    submitType: order.submitType,
    orderType: order.gradingOrderType,
    shippingMethod: order.shippingMethod,
    status: order.gradingOrderStatus,
    processingStatus: order.gradingOrderProcessingStatus,
    totalQt: order.totalQt,
    paidAt: order.paidAt?.toISOString() ?? null,
    receivedAt: order.receivedAt?.toISOString() ?? null,
    estimatedCompletionAt: order.estimatedCompletionAt?.toISOString() ?? null,
    late: isLate(order, now),
  };
}

export async function listStaffOrders(db: DbOrTx, session: OrderSession, query: StaffOrderListQuery, now = new Date()): Promise<StaffOrderList> {
  requireStaff(session);
  const q = query.q?.trim() || null;
  const queue: QueueId = query.queue ?? (q ? 'ALL' : DEFAULT_QUEUE);
  const search = searchWhere(q);
  const lab: Prisma.GradingOrderWhereInput = { ...search, gradingOrderStatus: { in: [...LAB_ORDER_STATUSES] } };

  const [groups, all, refundCandidates, certificate] = await Promise.all([
    db.gradingOrder.groupBy({ by: ['gradingOrderProcessingStatus'], where: lab, _count: { _all: true } }),
    db.gradingOrder.count({ where: { ...search, ...SUBMITTED } }),
    db.gradingOrder.findMany({
      where: { AND: [search, SUBMITTED, REFUND_CANDIDATES] },
      select: { id: true, gradingOrderStatus: true, refunds: { select: { id: true, paymentId: true, amount: true, status: true } } },
    }),
    // A serial searched for leads to its certificate's own page as well (docs/product/certificates.md#staff-corrections).
    q && /^\d{7}$/.test(q) ? db.certificate.findUnique({ where: { serial: q }, select: { serial: true } }) : null,
  ]);
  const refundIds = refundCandidates.filter(isInRefundsQueue).map((order) => order.id);
  const counts = Object.fromEntries(QUEUE_IDS.map((id) => [id, 0])) as Record<QueueId, number>;
  for (const group of groups) counts[group.gradingOrderProcessingStatus] = group._count._all;
  counts.ALL = all;
  counts.REFUNDS = refundIds.length;

  const where: Prisma.GradingOrderWhereInput =
    queue === 'ALL' ? { ...search, ...SUBMITTED } : queue === 'REFUNDS' ? { id: { in: refundIds } } : { ...lab, gradingOrderProcessingStatus: queue };
  const rows = counts[queue]
    ? await db.gradingOrder.findMany({ where, include: ROW, orderBy: ORDER_BY, skip: (query.page - 1) * STAFF_ORDERS_PAGE_SIZE, take: STAFF_ORDERS_PAGE_SIZE })
    : [];
  return {
    rows: rows.map((row) => toRow(row, now)),
    queue,
    q,
    page: query.page,
    pageSize: STAFF_ORDERS_PAGE_SIZE,
    total: counts[queue],
    counts,
    certificateSerial: certificate?.serial ?? null,
  };
}
