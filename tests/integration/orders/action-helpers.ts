// Shared by the order-action tests (issue #9): the four member routes, a call as a signed-in member, valid
// bodies that name the statuses the member's page showed, and the rows an action writes (to prove a refusal
// wrote none).
import addressRoute from '@/pages/api/orders/[orderNumber]/address';
import cancelRoute from '@/pages/api/orders/[orderNumber]/cancel';
import refundAccountRoute from '@/pages/api/orders/[orderNumber]/refund-account';
import trackingRoute from '@/pages/api/orders/[orderNumber]/tracking';
import type { Db } from '@/lib/server/db/client';
import type { GradingOrder } from '@/lib/server/db/generated/client';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { callApi } from '@/tests/helpers/api';
import type { Orderer } from './order-helpers';

export const ROUTES = { cancel: cancelRoute, refundAccount: refundAccountRoute, changeAddress: addressRoute, enterTracking: trackingRoute } as const;
export type ActionName = keyof typeof ROUTES;
const METHOD = { cancel: 'POST', refundAccount: 'PUT', changeAddress: 'PUT', enterTracking: 'PUT' } as const;

/** The statuses as the page showed them. */
export const shown = (order: Pick<GradingOrder, 'gradingOrderStatus' | 'gradingOrderProcessingStatus'>) => ({
  expectedStatus: order.gradingOrderStatus,
  expectedProcessingStatus: order.gradingOrderProcessingStatus,
});

/** A valid body of each action for a TWD order of `who`. */
export function validBody(action: ActionName, order: GradingOrder, who: Orderer): Record<string, unknown> {
  if (action === 'cancel') return { ...shown(order), refundAccount: null };
  if (action === 'refundAccount') return { ...shown(order), bank: 'TW-812', accountNumber: '123456789012', holderName: 'Lin Mei' };
  if (action === 'changeAddress') return { ...shown(order), shippingAddressId: who.addressId };
  return { ...shown(order), courier: 'TCAT', trackingNumber: '9012-3456-7890', note: 'Two boxes' };
}

export function act(action: ActionName, who: { jar: { cookies: Record<string, string> } } | null, orderNumber: string, body: unknown) {
  return callApi<OrderDetail>(ROUTES[action], { method: METHOD[action], query: { orderNumber }, body, cookies: who?.jar.cookies ?? {} });
}

/** Everything an action may write for an order: to compare before and after a refusal. */
export async function footprint(db: Db, orderId: number) {
  const order = await db.gradingOrder.findUniqueOrThrow({ where: { id: orderId }, include: { refundAccount: true } });
  return {
    order: { ...order, updatedAt: null },
    events: await db.orderEvent.count({ where: { gradingOrderId: orderId } }),
    refunds: await db.refund.findMany({ where: { gradingOrderId: orderId }, orderBy: { id: 'asc' } }),
    payments: await db.payment.findMany({ where: { gradingOrderId: orderId }, orderBy: { id: 'asc' }, select: { id: true, status: true } }),
    audit: await db.auditLog.count({ where: { entityId: order.orderNumber } }),
  };
}
