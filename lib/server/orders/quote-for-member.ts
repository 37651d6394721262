// POST /api/orders/quote: the live order statement of the wizard, priced on the server exactly as the
// order will be (same policy, same discount, same quote function); prices sent by the browser are
// dropped by the schema and never read.
import type { DbOrTx } from '@/lib/server/db/client';
import type { QuoteRequest } from '@/lib/shared/schemas/order/quote-request';
import { findOwnedAddress } from '../addresses/owned-address';
import type { Actor } from '../auth/access-token';
import { getPricePolicy } from '../pricing/get-price-policy';
import { loadOrderingMember } from './ordering-member';
import { type PricedOrder, isJejuAddress, priceWithPolicy } from './price-order';

export async function quoteForMember(db: DbOrTx, session: Actor, input: QuoteRequest): Promise<PricedOrder> {
  // Issue #11: the three reads go together, one wait for the database instead of three in turn (the wizard asks for a
  // quote while the member types). Their refusals keep their order: the member's standing, then the address (only the
  // member's own counts: another member's id answers 404, like the address book), then the policy.
  const [member, address, policy] = await Promise.allSettled([
    loadOrderingMember(db, session.memberId),
    input.shippingAddressId ? findOwnedAddress(db, session.memberId, input.shippingAddressId) : null,
    getPricePolicy(db, input.currency),
  ]);
  const ordering = valueOf(member);
  const jeju = isJejuAddress(input.currency, valueOf(address));
  return priceWithPolicy(valueOf(policy), {
    currency: input.currency,
    submitType: input.submitType,
    orderType: input.orderType,
    lines: input.lines.map((line) => ({ cardCategory: line.cardCategory, isAuto: line.isAuto === true, quantity: line.quantity })),
    shippingMethod: input.shippingMethod,
    discountRate: ordering.discountRate,
    jeju,
  });
}

function valueOf<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
