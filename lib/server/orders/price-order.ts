// The server's price of an order: the stored policy of the currency, the member's discount, and the
// Jeju surcharge for a Korean delivery to Jeju island (docs/product/pricing.md#delivery-costs-and-jeju-surcharge).
// What a browser says about money is never read: only categories, auto flags, quantities and the choices the price
// depends on.
import type { DbOrTx } from '@/lib/server/db/client';
import type { Currency, GradingOrderType, ShippingMethod, SubmitType } from '@/lib/server/db/generated/enums';
import { type OrderQuote, type QuoteLine, quoteOrder } from '@/lib/shared/orders/quote';
import type { DeliveryPrice, PricePolicy } from '@/lib/shared/price-policy';
import { getPricePolicy } from '../pricing/get-price-policy';
import { policyMissing } from './order-errors';

export interface PriceInput {
  currency: Currency;
  submitType: SubmitType;
  orderType: GradingOrderType;
  lines: QuoteLine[];
  shippingMethod: ShippingMethod | null;
  discountRate: number;
  jeju: boolean;
}

export interface PricedOrder {
  currency: Currency;
  quote: OrderQuote;
  /**
   * The member's membership discount in percent (docs/product/pricing.md#membership-discount: not applied to BULK;
   * reholder is flat).
   */
  discountRate: number;
  /** How much the membership discount takes off this order's total (0 when it does not apply). */
  discountAmount: number;
  jeju: boolean;
  /** Every shipping method's cost for this order (Jeju included), for the shipping step. */
  deliveryCosts: DeliveryPrice[];
}

/** A delivery address on Jeju island (제주): the KRW policy adds its surcharge. */
export function isJejuAddress(currency: Currency, address: { address: string; addressDetail?: string | null } | null): boolean {
  if (currency !== 'KRW' || !address) return false;
  const text = `${address.address} ${address.addressDetail ?? ''}`;
  return text.includes('제주') || /\bjeju\b/i.test(text);
}

export async function priceOrder(db: DbOrTx, input: PriceInput): Promise<PricedOrder> {
  return priceWithPolicy(await getPricePolicy(db, input.currency), input);
}

/** The same price from a policy the caller already read (`getPricePolicy` of the input's currency; null: none stored). */
export function priceWithPolicy(policy: PricePolicy | null, input: PriceInput): PricedOrder {
  if (!policy) throw policyMissing();
  const quote = quoteOrder({ ...input, policy });
  const undiscounted = quoteOrder({ ...input, policy, discountRate: 0 });
  const discountAmount = undiscounted.totalPrice - quote.totalPrice;
  const surcharge = input.jeju && policy.currency === 'KRW' ? policy.jejuSurcharge : 0;
  return {
    currency: input.currency,
    quote,
    discountRate: Math.min(Math.max(input.discountRate, 0), 100),
    discountAmount,
    jeju: surcharge > 0,
    deliveryCosts: policy.deliveryCosts.map(({ shippingMethod, amount }) => ({ shippingMethod, amount: amount + surcharge })),
  };
}
