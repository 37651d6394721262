// The coupon refusals of docs/product/payments.md#coupons as AppErrors: each its own message (coupons.json
// `errors.*`), a 4xx the payment step shows under the code field; never a 500 for what a member typed.
import type { ErrorCode } from '@/lib/shared/errors';
import type { CouponRefusal } from '@/lib/shared/orders/coupon-discount';
import { AppError } from '../errors/app-error';

const REFUSALS = {
  notFound: ['NOT_FOUND', 'This coupon code does not exist.'],
  notStarted: ['CONFLICT', 'This coupon cannot be used yet.'],
  expired: ['CONFLICT', 'This coupon has expired.'],
  wrongCurrency: ['CONFLICT', "This coupon is for another currency than the order's."],
  wrongOrderType: ['CONFLICT', 'This coupon is not for this kind of order.'],
  belowMinimum: ['CONFLICT', 'The order does not reach the minimum amount of this coupon.'],
  nothingToDiscount: ['CONFLICT', 'This coupon gives this order no discount.'],
  usedUp: ['CONFLICT', 'This coupon has been used up.'],
  perMemberLimit: ['CONFLICT', 'You have already used this coupon as many times as it allows.'],
  alreadyApplied: ['CONFLICT', 'This order already has a coupon. Remove it first to use another.'],
  noCoupon: ['CONFLICT', 'This order has no coupon.'],
  orderNotPayable: ['CONFLICT', 'A coupon can only be changed on an order that is waiting for payment.'],
  orderNotFound: ['NOT_FOUND', 'Order information error'],
  couponNotFound: ['NOT_FOUND', 'This coupon does not exist.'],
  codeTaken: ['CONFLICT', 'Another coupon already has this code.'],
  termsLocked: ['CONFLICT', 'This coupon has been used: only its end date, limits and active switch can change.'],
  maxUsesBelowUsed: ['CONFLICT', 'The total limit cannot be lower than the uses so far.'],
} as const satisfies Record<string, readonly [ErrorCode, string]>;

export type CouponErrorName = keyof typeof REFUSALS | CouponRefusal;

export function couponError(name: CouponErrorName, data?: unknown): AppError {
  const [code, message] = REFUSALS[name];
  return new AppError(code, message, `coupons:errors.${name}`, data === undefined ? {} : { data });
}

/** The refusals that count as a guess of a code (rate-limited, apply-coupon.ts). */
export const GUESS_KEYS: ReadonlySet<string> = new Set(['coupons:errors.notFound']);
