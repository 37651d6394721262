// POST /api/orders/quote: the live order statement of the wizard, priced on the server exactly as the
// order will be (same policy, same discount, same quote function); prices sent by the browser are
// dropped by the schema and never read.
import type { DbOrTx } from '@/lib/server/db/client';
import type { QuoteRequest } from '@/lib/shared/schemas/order/quote-request';
import { findOwnedAddress } from '../addresses/owned-address';
import type { Actor } from '../auth/access-token';
import { loadOrderingMember } from './ordering-member';
import { type PricedOrder, isJejuAddress, priceOrder } from './price-order';

export async function quoteForMember(db: DbOrTx, session: Actor, input: QuoteRequest): Promise<PricedOrder> {
  const member = await loadOrderingMember(db, session.memberId);
  // Only the member's own address counts (another member's id answers 404, like the address book).
  const address = input.shippingAddressId ? await findOwnedAddress(db, member.id, input.shippingAddressId) : null;
  return priceOrder(db, {
    currency: input.currency,
    submitType: input.submitType,
    orderType: input.orderType,
    lines: input.lines.map((line) => ({ cardCategory: line.cardCategory, isAuto: line.isAuto === true, quantity: line.quantity })),
    shippingMethod: input.shippingMethod,
    discountRate: member.discountRate,
    jeju: isJejuAddress(input.currency, address),
  });
}
