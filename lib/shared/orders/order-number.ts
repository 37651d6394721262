// What an order number looks like (issue #24: one home): "G" (grading) or "R" (reholder), the Taipei date (yymmdd) and
// six random digits — G261122123456. Made by lib/server/orders/order-number.ts; checked wherever one comes in (the
// submit body, a route parameter, the payment start), so anything else is simply not found.
export const ORDER_NUMBER_PATTERN = /^[GR]\d{12}$/;

export function isOrderNumber(value: unknown): value is string {
  return typeof value === 'string' && ORDER_NUMBER_PATTERN.test(value);
}
