// POST /api/orders: the wizard's "Pay" creates the order (docs/product/orders.md#submission-wizard: steps 1-4 and
// their rules). Everything is validated with the wizard's own schema, priced again on the server (client prices are
// never read), and written in one transaction: the order SAVED with its items, the shipping-address snapshot, the
// photos, and its OrderEvent. Idempotent: the same key from the same member answers the same order. Submitting again
// with the `orderNumber` of the member's unpaid order changes that order in place instead
// (docs/decisions/0010-wizard-currency-and-unpaid-orders.md, revise-unpaid-order.ts). Jobs and staff tools call it
// directly with a validated input (the route validates with submitOrderSchema).
import { eventNote } from '@/lib/shared/orders/event-notes';
import type { Db, DbOrTx, Tx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import { addBusinessDays } from '@/lib/shared/orders/business-days';
import { quoteLinesOf } from '@/lib/shared/orders/card-count';
import { TURNAROUND_BUSINESS_DAYS } from '@/lib/shared/orders/turnaround';
import { ValidationError } from 'yup';
import { ORDER_ERRORS } from '@/lib/shared/schemas/order/errors';
import type { SubmitOrderInput } from '@/lib/shared/schemas/order/submit';
import { lockActiveMember } from '../members/active-member';
import { findOwnedAddress, shippingSnapshot } from '../addresses/owned-address';
import type { Actor } from '../auth/access-token';
import { attachPhotosToOrder } from '../photos/attach-photos-to-order';
import { paymentProvider } from '../payments/registry';
import { changeOrderStatus } from './change-status';
import { requireReholderCertificates } from './check-reholder-serial';
import { type OrderView, loadOrderView } from './get-order';
import { itemRows, moneyColumns } from './order-data';
import { alreadySubmitted, keyTaken } from './order-errors';
import { unusedOrderNumber } from './order-number';
import { type OrderEventActor, recordOrderEvent } from './record-order-event';
import { assertMayOrder, loadOrderingMember } from './ordering-member';
import { isJejuAddress, priceOrder } from './price-order';
import { type OrderColumns, reviseUnpaidOrder } from './revise-unpaid-order';

/** The order this member already created with this key; another member's key is a conflict. */
async function orderForKey(db: DbOrTx, memberId: number, idempotencyKey: string) {
  const order = await db.gradingOrder.findUnique({ where: { idempotencyKey }, select: { id: true, memberId: true } });
  if (order && order.memberId !== memberId) throw keyTaken();
  return order;
}

export async function submitOrder(db: Db, session: Actor, input: SubmitOrderInput): Promise<OrderView> {
  const done = await orderForKey(db, session.memberId, input.idempotencyKey);
  if (done) return loadOrderView(db, { id: done.id });

  const member = await loadOrderingMember(db, session.memberId);
  assertMayOrder(member);
  // The shared schema knows every method some gateway takes; this site's gateway for the order's currency decides
  // (decision 0037 "Which gateway"): a method it does not take is refused as the payment step would.
  if (!paymentProvider(input.currency).methods.includes(input.paymentMethod)) {
    throw new ValidationError(ORDER_ERRORS.paymentMethodUnavailable, input.paymentMethod, 'paymentMethod');
  }
  const address = await findOwnedAddress(db, member.id, input.shippingAddressId);
  const serials = input.reholderCards.map((card) => card.serialNumber);
  const certificates = input.submitType === 'REHOLDER' ? await requireReholderCertificates(db, serials) : undefined;
  const priced = await priceOrder(db, {
    currency: input.currency,
    submitType: input.submitType,
    orderType: input.orderType,
    lines: quoteLinesOf({ ...input, reholderCards: serials.map((serial) => ({ card: certificates?.get(serial) ?? null })) }),
    shippingMethod: input.shippingMethod,
    discountRate: member.discountRate,
    jeju: isJejuAddress(input.currency, address),
  });

  const now = new Date();
  const actor = { id: member.id, role: member.role };
  const orderId = await db.$transaction(async (tx) => {
    // One submission per member at a time: a double click waits here, then finds the first one's order.
    await lockActiveMember(tx, member.id);
    const raced = await orderForKey(tx, member.id, input.idempotencyKey);
    if (raced) return raced.id;
    const columns = {
      submitType: input.submitType,
      gradingOrderType: priced.quote.orderType,
      currency: input.currency,
      shippingMethod: input.shippingMethod,
      paymentMethod: input.paymentMethod,
      ...moneyColumns(priced),
      photoUploadAgreement: input.photoUploadAgreement,
      cautionAgreement: input.cautionAgreement,
      serviceAgreementChecked: input.serviceAgreementChecked,
      // The address as it is now: later edits of the address book do not move the order.
      ...shippingSnapshot(address),
      idempotencyKey: input.idempotencyKey,
      submittedAt: now,
      // An estimate for the complete page; recomputed from the day the cards arrive
      // (docs/product/order-lifecycle.md#estimated-completion).
      estimatedCompletionAt: addBusinessDays(now, TURNAROUND_BUSINESS_DAYS[priced.quote.orderType]),
    };
    const items = itemRows(input, priced, certificates);
    // The member's unpaid order, changed in place: the same order number, the new key, the new quote.
    const id = input.orderNumber
      ? await reviseUnpaidOrder(tx, { orderNumber: input.orderNumber, memberId: member.id, actor, submitType: input.submitType, columns, items })
      : await placeOrder(tx, input, { memberId: member.id, actor, columns, items });
    await attachPhotosToOrder(tx, {
      actor: { id: member.id, role: member.role },
      orderId: id,
      photos: input.photos.map(({ id: photoId, cardsInPhoto }) => ({ id: photoId, cardsInPhoto })),
    });
    return id;
  });
  return loadOrderView(db, { id: orderId });
}

interface NewOrder {
  memberId: number;
  actor: OrderEventActor;
  columns: OrderColumns;
  items: Prisma.GradingOrderItemCreateManyGradingOrderInput[];
}

/** A new SAVED order, or the member's saved draft (TEMP_SAVED) becoming the order. */
async function placeOrder(tx: Tx, input: SubmitOrderInput, { memberId, actor, columns, items }: NewOrder): Promise<number> {
  const orderNumber = await unusedOrderNumber(tx, input.submitType);
  const draft = input.draftId ? await tx.gradingOrder.findFirst({ where: { id: input.draftId, memberId } }) : null;
  if (draft && draft.gradingOrderStatus !== 'TEMP_SAVED') throw alreadySubmitted();
  if (draft) {
    // The saved draft becomes the order: TEMP_SAVED → SAVED through the guarded status change.
    await tx.gradingOrderItem.deleteMany({ where: { gradingOrderId: draft.id } });
    await tx.gradingOrderItem.createMany({ data: items.map((item) => ({ ...item, gradingOrderId: draft.id })) });
    await changeOrderStatus(tx, { orderId: draft.id, to: 'SAVED', actor, note: eventNote('order.submitted'), data: { ...columns, orderNumber } });
    return draft.id;
  }
  const created = await tx.gradingOrder.create({
    data: { ...columns, orderNumber, memberId, gradingOrderStatus: 'SAVED', gradingOrderItems: { createMany: { data: items } } },
  });
  await recordOrderEvent(tx, { orderId: created.id, from: null, to: 'SAVED', actor, note: eventNote('order.submitted') });
  return created.id;
}
