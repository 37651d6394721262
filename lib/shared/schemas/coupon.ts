// A coupon as the admin form sends it, and the code a member types on the payment step (docs/product/payments.md#coupons,
// docs/decisions/0039-coupons.md). The same schemas check the forms in the browser and the bodies of /api/admin/coupons
// and /api/orders/[orderNumber]/coupon. Strict like schemas/fields.ts: a wrong type is refused, never converted.
// Messages: keys of `coupons`.
import { type InferType, array, object } from 'yup';
import type { Currency, GradingOrderType } from '@/lib/server/db/generated/enums';
import { isContentInstant } from './admin-content/fields';
import { nullableInt, oneOfStrings, strictBoolean, strictString } from './fields';

export const COUPON_ERRORS = {
  wrongType: 'coupons:validation.wrongType',
  codeRequired: 'coupons:validation.codeRequired',
  codeFormat: 'coupons:validation.codeFormat',
  kind: 'coupons:validation.kind',
  value: 'coupons:validation.value',
  percent: 'coupons:validation.percent',
  currency: 'coupons:validation.currency',
  minOrderAmount: 'coupons:validation.minOrderAmount',
  orderTypes: 'coupons:validation.orderTypes',
  date: 'coupons:validation.date',
  endsAfterStart: 'coupons:validation.endsAfterStart',
  maxUses: 'coupons:validation.maxUses',
  maxUsesPerMember: 'coupons:validation.maxUsesPerMember',
} as const;
const E = COUPON_ERRORS;

/** Upper-case A–Z and 0–9, 4 to 20 characters (the database checks the same). */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{4,20}$/;
export const COUPON_KINDS = ['FIXED', 'PERCENT'] as const;
export const COUPON_CURRENCIES = ['TWD', 'KRW', 'USD'] as const satisfies readonly Currency[];
export const COUPON_ORDER_TYPES = ['REG', 'EXP', 'REHOLDER', 'BULK'] as const satisfies readonly GradingOrderType[];
/** Far past any real coupon; a PostgreSQL integer either way. */
export const COUPON_MAX_AMOUNT = 100_000_000;
export const COUPON_MAX_USES = 1_000_000;

/** The code as typed: spaces dropped, upper-cased, then A–Z 0–9, 4–20. */
export const couponCode = () =>
  strictString(E.wrongType)
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s/g, '').toUpperCase() : value))
    .required(E.codeRequired)
    .matches(COUPON_CODE_PATTERN, E.codeFormat);

/** An instant as ISO text with its zone (the admin form's Taipei-time field sends one). */
const instant = () =>
  strictString(E.date)
    .required(E.date)
    .test('instant', E.date, (value) => value === undefined || isContentInstant(value));

const whole = (message: string, min: number, max: number) => nullableInt(message).min(min, message).max(max, message);

export const couponSchema = object({
  code: couponCode(),
  kind: oneOfStrings(COUPON_KINDS, E.kind).required(E.kind),
  value: whole(E.value, 1, COUPON_MAX_AMOUNT)
    .nonNullable(E.value)
    .required(E.value)
    .when('kind', { is: 'PERCENT', then: (schema) => schema.max(100, E.percent) }),
  currency: oneOfStrings(COUPON_CURRENCIES, E.currency).required(E.currency),
  minOrderAmount: whole(E.minOrderAmount, 0, COUPON_MAX_AMOUNT).nonNullable(E.minOrderAmount).required(E.minOrderAmount),
  /** Empty: every order type. */
  orderTypes: array(oneOfStrings(COUPON_ORDER_TYPES, E.orderTypes).required(E.orderTypes))
    .typeError(E.orderTypes)
    .required(E.orderTypes)
    .max(COUPON_ORDER_TYPES.length, E.orderTypes)
    .test('distinct', E.orderTypes, (types) => !types || new Set(types).size === types.length),
  startsAt: instant(),
  endsAt: instant().test('after', E.endsAfterStart, function (endsAt) {
    const startsAt = (this.parent as { startsAt?: unknown }).startsAt;
    return typeof startsAt !== 'string' || !endsAt || Date.parse(endsAt) > Date.parse(startsAt);
  }),
  /** null: unlimited. */
  maxUses: whole(E.maxUses, 1, COUPON_MAX_USES).defined(E.maxUses),
  maxUsesPerMember: whole(E.maxUsesPerMember, 1, COUPON_MAX_USES).nonNullable(E.maxUsesPerMember).required(E.maxUsesPerMember),
  active: strictBoolean(E.wrongType).required(E.wrongType),
})
  .typeError(E.wrongType)
  .required(E.wrongType);
export type CouponInput = InferType<typeof couponSchema>;

/** POST /api/orders/[orderNumber]/coupon: only the code; the discount is the server's. */
export const applyCouponSchema = object({ code: couponCode() }).typeError(E.wrongType).required(E.wrongType);
export type ApplyCouponInput = InferType<typeof applyCouponSchema>;
