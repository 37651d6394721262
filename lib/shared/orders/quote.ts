// The price of an order, computed from the price policy alone (docs/product/pricing.md#quote-formula):
//   unit price = category amount + service amount × (1 − membership discount; never for BULK)
//                + auto-grading surcharge (isAuto) + quick-submission extra (SIMPLE)
//   reholder unit price = REHOLDER service amount, or the policy's default (9800 KRW) when absent
//   totalPrice = Σ unit price × quantity; totalAmount = totalPrice + delivery (+ Jeju surcharge)
// Integers in the currency's minor unit; the discount is rounded once per unit price.
import type { CardCategory, GradingOrderItemType, GradingOrderType, ShippingMethod, SubmitType } from '@/lib/server/db/generated/enums';
import type { PricePolicy } from '../price-policy';

export interface QuoteLine {
  cardCategory: CardCategory;
  isAuto: boolean;
  quantity: number;
}

export interface QuoteInput {
  policy: PricePolicy;
  submitType: SubmitType;
  /** Ignored for SIMPLE (always EXP) and REHOLDER. */
  orderType: GradingOrderType;
  lines: QuoteLine[];
  shippingMethod: ShippingMethod | null;
  /** Membership discount in percent (0-100). */
  discountRate: number;
  /** A Korean delivery address on Jeju island (KRW policy only). */
  jeju?: boolean;
}

export interface QuotedLine extends QuoteLine {
  gradingOrderItemType: GradingOrderItemType | null;
  price: number;
  amount: number;
}

export interface OrderQuote {
  orderType: GradingOrderType;
  lines: QuotedLine[];
  totalQt: number;
  totalPrice: number;
  deliveryCost: number;
  totalAmount: number;
  counts: Record<'korQt' | 'korAutoQt' | 'foreignQt' | 'foreignAutoQt' | 'pokemonQt' | 'yugiohQt' | 'reholderQt', number>;
  totals: Record<
    'korTotalPrice' | 'korAutoTotalPrice' | 'foreignTotalPrice' | 'foreignAutoTotalPrice' | 'pokemonTotalPrice' | 'yugiohTotalPrice' | 'reholderTotalPrice',
    number
  >;
}

/** docs/product/orders.md#submission-types: SIMPLE forces the express order type; REHOLDER orders are REHOLDER. */
export function effectiveOrderType(submitType: SubmitType, orderType: GradingOrderType): GradingOrderType {
  if (submitType === 'SIMPLE') return 'EXP';
  if (submitType === 'REHOLDER') return 'REHOLDER';
  return orderType === 'REHOLDER' ? 'REG' : orderType;
}

/**
 * Pokémon and Yu-Gi-Oh! have their own item types; every other card is a GRADING_CARD (the KOR_* types
 * belong to the Korean service's Korean-issue cards, which this Taiwan service does not take).
 */
export function itemTypeOf(category: CardCategory, isAuto: boolean): GradingOrderItemType {
  if (category === 'POKEMON') return 'POKEMON';
  if (category === 'YUGIOH') return 'YUGIOH';
  return isAuto ? 'GRADING_CARD_AUTO' : 'GRADING_CARD';
}

function serviceAmount(policy: PricePolicy, name: string): number | undefined {
  return policy.services.find((service) => service.serviceName === name)?.amount;
}

export function discounted(amount: number, discountRate: number): number {
  const rate = Math.min(Math.max(discountRate, 0), 100);
  return Math.round((amount * (100 - rate)) / 100);
}

export function deliveryCostOf(policy: PricePolicy, shippingMethod: ShippingMethod | null, jeju = false): number {
  if (!shippingMethod) return 0;
  const base = policy.deliveryCosts.find((cost) => cost.shippingMethod === shippingMethod)?.amount ?? 0;
  return base + (jeju && policy.currency === 'KRW' ? policy.jejuSurcharge : 0);
}

export function unitPrice(input: Omit<QuoteInput, 'lines'>, line: Pick<QuoteLine, 'cardCategory' | 'isAuto'>): number {
  const { policy } = input;
  const orderType = effectiveOrderType(input.submitType, input.orderType);
  if (orderType === 'REHOLDER') return serviceAmount(policy, 'REHOLDER') ?? policy.reholderDefaultPrice;
  const category = policy.categories.find((c) => c.category === line.cardCategory)?.amount ?? 0;
  const service = serviceAmount(policy, orderType) ?? 0;
  const serviceAfterDiscount = orderType === 'BULK' ? service : discounted(service, input.discountRate);
  const auto = line.isAuto ? policy.autoGradingSurcharge : 0;
  const quick = input.submitType === 'SIMPLE' ? (serviceAmount(policy, 'QUICK_SUBMISSION') ?? 0) : 0;
  return category + serviceAfterDiscount + auto + quick;
}

export function quoteOrder(input: QuoteInput): OrderQuote {
  const orderType = effectiveOrderType(input.submitType, input.orderType);
  const counts = { korQt: 0, korAutoQt: 0, foreignQt: 0, foreignAutoQt: 0, pokemonQt: 0, yugiohQt: 0, reholderQt: 0 };
  const totals = {
    korTotalPrice: 0,
    korAutoTotalPrice: 0,
    foreignTotalPrice: 0,
    foreignAutoTotalPrice: 0,
    pokemonTotalPrice: 0,
    yugiohTotalPrice: 0,
    reholderTotalPrice: 0,
  };
  const lines = input.lines.map((line): QuotedLine => {
    const quantity = Math.max(0, Math.trunc(line.quantity));
    const price = unitPrice(input, line);
    const amount = price * quantity;
    const type = orderType === 'REHOLDER' ? null : itemTypeOf(line.cardCategory, line.isAuto);
    const bucket =
      type === null
        ? 'reholder'
        : {
            POKEMON: 'pokemon',
            YUGIOH: 'yugioh',
            GRADING_CARD: 'foreign',
            GRADING_CARD_AUTO: 'foreignAuto',
            KOR_GRADING_CARD: 'kor',
            KOR_GRADING_CARD_AUTO: 'korAuto',
          }[type];
    counts[`${bucket}Qt` as keyof typeof counts] += quantity;
    totals[`${bucket}TotalPrice` as keyof typeof totals] += amount;
    // Only the fields the quote knows are kept: anything else a browser sent is dropped.
    return { cardCategory: line.cardCategory, isAuto: line.isAuto, quantity, gradingOrderItemType: type, price, amount };
  });
  const totalPrice = lines.reduce((sum, line) => sum + line.amount, 0);
  const deliveryCost = deliveryCostOf(input.policy, input.shippingMethod, input.jeju);
  return {
    orderType,
    lines,
    totalQt: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalPrice,
    deliveryCost,
    totalAmount: totalPrice + deliveryCost,
    counts,
    totals,
  };
}

/**
 * docs/product/pricing.md#regular-and-express-difference: the cost difference between regular and express, per card.
 */
export function regularExpressDifference(policy: PricePolicy): number {
  return Math.abs((serviceAmount(policy, 'EXP') ?? 0) - (serviceAmount(policy, 'REG') ?? 0));
}
