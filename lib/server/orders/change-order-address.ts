// PUT /api/orders/[orderNumber]/address: the return address changes while the order is address-changeable
// (docs/product/order-lifecycle.md#shipping-address-changes) — to one of the member's own addresses, copied
// into the order's ship* columns, with an event row (a note, no status change) and an audit row. The delivery
// cost was fixed and paid with the order: an address that would change it (to or from Jeju, a KRW surcharge,
// docs/product/pricing.md#delivery-costs-and-jeju-surcharge) is refused here; the member contacts us instead.
import { eventNote } from '@/lib/shared/orders/event-notes';
import { memberActor, recordAudit } from '@/lib/server/audit/record-audit';
import type { Db, Tx } from '@/lib/server/db/client';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import type { ChangeOrderAddressInput } from '@/lib/shared/schemas/order-actions';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import { findOwnedAddress, shippingSnapshot } from '../addresses/owned-address';
import { AppError } from '../errors/app-error';
import { changeOrderStatus } from './change-status';
import { getOrderDetail } from './get-order-detail';
import { type OrderSession, actorOf, lockOwnOrderFor, runOrderAction } from './order-action';
import { fieldErrors } from './order-errors';
import { isJejuAddress } from './price-order';

const FIELD = 'shippingAddressId';

/** Another member's address, or one deleted meanwhile, is not there for this member. */
async function chosenAddress(tx: Tx, memberId: number, id: number) {
  try {
    return await findOwnedAddress(tx, memberId, id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw fieldErrors([{ path: FIELD, key: 'myorders:errors.addressNotFound' }]);
    throw error;
  }
}

export async function changeOrderAddress(db: Db, session: OrderSession, orderNumber: string, input: ChangeOrderAddressInput): Promise<OrderDetail> {
  await runOrderAction(db, session, orderNumber, async (tx, member) => {
    const order = await lockOwnOrderFor(tx, member, orderNumber, input, 'changeAddress');
    const address = await chosenAddress(tx, member.id, input.shippingAddressId);
    const current = order.shipAddress === null ? null : { address: order.shipAddress, addressDetail: order.shipAddressDetail };
    if (isJejuAddress(order.currency, address) !== isJejuAddress(order.currency, current))
      throw fieldErrors([{ path: FIELD, key: 'myorders:errors.deliveryCostWouldChange' }]);
    await changeOrderStatus(tx, { orderId: order.id, actor: actorOf(member), note: eventNote('address.changed'), data: shippingSnapshot(address) });
    await recordAudit(tx, {
      actor: memberActor(member),
      action: AUDIT_ACTIONS.addressChanged,
      entity: 'GradingOrder',
      entityId: order.orderNumber,
      data: { fromAddressId: order.shippingAddressId, toAddressId: address.id },
    });
  });
  return getOrderDetail(db, session, orderNumber);
}
