// Order numbers (their shape: lib/shared/orders/order-number.ts): "G" (grading) or "R" (reholder), the Taipei date,
// and 6 random digits — readable on the phone, unguessable from another order's number.
import { randomInt } from 'node:crypto';
import type { SubmitType } from '@/lib/server/db/generated/enums';

export function newOrderNumber(submitType: SubmitType, now = new Date()): string {
  const taipei = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(2, 10).replace(/-/g, '');
  return `${submitType === 'REHOLDER' ? 'R' : 'G'}${taipei}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
