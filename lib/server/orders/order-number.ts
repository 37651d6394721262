// Order numbers (their shape: lib/shared/orders/order-number.ts): "G" (grading) or "R" (reholder), the Taipei date,
// and 6 random digits — readable on the phone, unguessable from another order's number.
import { randomInt } from 'node:crypto';
import type { DbOrTx } from '@/lib/server/db/client';
import type { SubmitType } from '@/lib/server/db/generated/enums';

export function newOrderNumber(submitType: SubmitType, now = new Date()): string {
  const taipei = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(2, 10).replace(/-/g, '');
  return `${submitType === 'REHOLDER' ? 'R' : 'G'}${taipei}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

// A number no order holds yet. A million numbers a day make a clash rare but not impossible (two thousand orders in
// a day give one about one chance in a hundred per order): every new order — draft or submitted — takes its number
// here, so a clash costs one more read instead of a failed insert.
export async function unusedOrderNumber(db: DbOrTx, submitType: SubmitType, draw = () => newOrderNumber(submitType)): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = draw();
    if (!(await db.gradingOrder.findUnique({ where: { orderNumber: candidate }, select: { id: true } }))) return candidate;
  }
  return draw();
}
