// PUT /api/admin/price-policy/[currency]: one currency's whole price policy as the admin form sends it
// (docs/product/pricing.md#price-policy). Every amount is an integer in the currency's minor unit
// (docs/decisions/0002-money.md), from 0 to MAX_PRICE_AMOUNT; every service, card category and shipping method
// appears exactly once, so the policy can never lose a row the quote needs. The same schema checks the form.
import { type AnyObject, type InferType, type ObjectSchema, array, object, string } from 'yup';
import { CardCategory, type Currency, ServiceName } from '@/lib/server/db/generated/enums';
import { SHIPPING_METHODS } from '../../orders/shipping';
import { CURRENCIES } from '../../price-policy';
import { nullableInt, oneOfStrings } from '../fields';
import { ADMIN_ERRORS as E } from './admin-errors';

/**
 * The largest amount of one price item. A card's unit price adds at most four items (category, service, auto, quick)
 * and an order holds at most 1000 cards (docs/product/constants.md#orders-and-photos): 4 × 500,000 × 1000 plus
 * delivery and the Jeju surcharge still fits the orders' integer money columns (2,147,483,647).
 */
export const MAX_PRICE_AMOUNT = 500_000;
/** Turnaround shown per tier on the pricing page; bulk takes up to 30 business days today. */
export const MAX_BUSINESS_DAYS = 120;

export const SERVICE_NAMES = Object.values(ServiceName);
export const CARD_CATEGORIES = Object.values(CardCategory);

const amount = () => nullableInt(E.amount).nonNullable(E.amount).required(E.amount).min(0, E.amount).max(MAX_PRICE_AMOUNT, E.amountMax);

/** A list of `row`s that names each of `all` exactly once, by `key`. */
function oneRowEach<R extends AnyObject>(row: ObjectSchema<R>, key: keyof R & string, all: readonly string[]) {
  return array(row.typeError(E.wrongType).required(E.wrongType))
    .typeError(E.wrongType)
    .required(E.wrongType)
    .test('each-once', E.eachOnce, (rows) => {
      const names: unknown[] = (rows ?? []).map((item) => item?.[key]);
      return names.length === all.length && all.every((name) => names.includes(name));
    });
}

export const pricePolicyUpdateSchema = object({
  /** When the form's copy was loaded: another admin's change since then is a conflict, never overwritten. */
  expectedUpdatedAt: string()
    .transform((_value: unknown, original: unknown) => original)
    .typeError(E.wrongType)
    .nullable()
    .default(null)
    .test(
      'iso-date',
      E.wrongType,
      (value) => value === null || value === undefined || (/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value) && !Number.isNaN(Date.parse(value))),
    ),
  autoGradingSurcharge: amount(),
  jejuSurcharge: amount(),
  reholderDefaultPrice: amount(),
  services: oneRowEach(
    object({
      serviceName: oneOfStrings(SERVICE_NAMES, E.wrongType).required(E.wrongType),
      amount: amount(),
      businessDays: nullableInt(E.businessDays).min(1, E.businessDays).max(MAX_BUSINESS_DAYS, E.businessDays).default(null),
    }),
    'serviceName',
    SERVICE_NAMES,
  ),
  categories: oneRowEach(object({ category: oneOfStrings(CARD_CATEGORIES, E.wrongType).required(E.wrongType), amount: amount() }), 'category', CARD_CATEGORIES),
  deliveryCosts: oneRowEach(
    object({ shippingMethod: oneOfStrings(SHIPPING_METHODS, E.wrongType).required(E.wrongType), amount: amount() }),
    'shippingMethod',
    SHIPPING_METHODS,
  ),
})
  .typeError(E.wrongType)
  .required(E.wrongType);

export type PricePolicyUpdateInput = InferType<typeof pricePolicyUpdateSchema>;

/** The path's currency: exactly TWD, USD or KRW (upper case, as the admin page links it). */
export const pricePolicyCurrencySchema = object({
  currency: oneOfStrings<Currency>(CURRENCIES, E.query).required(E.query),
});
