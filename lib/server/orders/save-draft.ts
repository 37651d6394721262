// POST /api/orders/drafts: "Save draft" keeps the wizard's draft on the server as a TEMP_SAVED order, so
// the member can resume it on another device (docs/product/orders.md#drafts). Upsert by
// draft id; a draft may be incomplete, but every field keeps its type and length limits.
import { eventNote } from '@/lib/shared/orders/event-notes';
import { memberActor, recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import { quoteLinesOf } from '@/lib/shared/orders/card-count';
import type { DraftSaveInput } from '@/lib/shared/schemas/order/draft-save';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import { lockActiveMember } from '../members/active-member';
import { findOwnedAddress } from '../addresses/owned-address';
import type { Actor } from '../auth/access-token';
import { AppError } from '../errors/app-error';
import { itemRows, moneyColumns } from './order-data';
import { alreadySubmitted, orderNotFound } from './order-errors';
import { unusedOrderNumber } from './order-number';
import { recordOrderEvent } from './record-order-event';
import { loadOrderingMember } from './ordering-member';
import { type PricedOrder, isJejuAddress, priceOrder } from './price-order';

/** Drafts kept per member: enough for real use, bounded against abuse. */
export const MAX_DRAFTS = 20;

export interface SavedDraft {
  id: number;
  savedAt: string;
}

export async function saveDraft(db: Db, session: Actor, input: DraftSaveInput): Promise<SavedDraft> {
  const member = await loadOrderingMember(db, session.memberId);
  const address = input.shippingAddressId ? await findOwnedAddress(db, member.id, input.shippingAddressId) : null;
  const reholderCards = input.reholderCards.map((card) => ({ serialNumber: card.serialNumber, card: null }));
  const draft = { ...input, lines: input.lines, reholderCards };
  // The statement of a draft is informative (the list shows it); the order is priced again on submit.
  const priced: PricedOrder | null = await priceOrder(db, {
    currency: input.currency,
    submitType: input.submitType,
    orderType: input.orderType,
    lines: quoteLinesOf(draft),
    shippingMethod: input.shippingMethod,
    discountRate: member.discountRate,
    jeju: isJejuAddress(input.currency, address),
  }).catch((error: unknown) => {
    if (error instanceof AppError) return null; // no policy for this currency yet: saved without prices
    throw error;
  });

  const columns = {
    submitType: input.submitType,
    gradingOrderType: priced?.quote.orderType ?? input.orderType,
    currency: input.currency,
    shippingMethod: input.shippingMethod,
    paymentMethod: input.paymentMethod ?? 'CONNECT_PAY',
    shippingAddressId: address?.id ?? null,
    photoUploadAgreement: input.photoUploadAgreement,
    cautionAgreement: input.cautionAgreement,
    serviceAgreementChecked: input.serviceAgreementChecked,
    ...moneyColumns(priced),
  };
  const items = itemRows(draft, priced);

  const saved = await db.$transaction(async (tx) => {
    await lockActiveMember(tx, member.id);
    if (input.draftId) {
      const existing = await tx.gradingOrder.findFirst({ where: { id: input.draftId, memberId: member.id }, select: { id: true, gradingOrderStatus: true } });
      if (!existing) throw orderNotFound();
      if (existing.gradingOrderStatus !== 'TEMP_SAVED') throw alreadySubmitted();
      await tx.gradingOrderItem.deleteMany({ where: { gradingOrderId: existing.id } });
      await tx.gradingOrderItem.createMany({ data: items.map((item) => ({ ...item, gradingOrderId: existing.id })) });
      const updated = await tx.gradingOrder.update({ where: { id: existing.id }, data: columns });
      await recordAudit(tx, {
        actor: memberActor(member),
        action: AUDIT_ACTIONS.draftSaved,
        entity: 'GradingOrder',
        entityId: String(existing.id),
        data: { items: items.length },
      });
      return updated;
    }
    const count = await tx.gradingOrder.count({ where: { memberId: member.id, gradingOrderStatus: 'TEMP_SAVED' } });
    if (count >= MAX_DRAFTS) throw new AppError('BAD_REQUEST', `You can keep up to ${MAX_DRAFTS} drafts. Please delete one first.`, 'orders:errors.draftLimit');
    const created = await tx.gradingOrder.create({
      data: {
        ...columns,
        orderNumber: await unusedOrderNumber(tx, input.submitType),
        memberId: member.id,
        gradingOrderStatus: 'TEMP_SAVED',
        gradingOrderItems: { createMany: { data: items } },
      },
    });
    await recordOrderEvent(tx, {
      orderId: created.id,
      from: null,
      to: 'TEMP_SAVED',
      actor: { id: member.id, role: member.role },
      note: eventNote('draft.saved'),
    });
    return created;
  });
  return { id: saved.id, savedAt: saved.updatedAt.toISOString() };
}
