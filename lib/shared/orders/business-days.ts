// Estimated completion (docs/product/order-lifecycle.md#estimated-completion): business days counted from receipt,
// skipping Saturdays and Sundays (Taipei time). Public holidays are not modelled: the estimate says "about".
const TAIPEI_OFFSET_MS = 8 * 3_600_000;

export function addBusinessDays(start: Date, days: number): Date {
  const local = new Date(start.getTime() + TAIPEI_OFFSET_MS);
  let added = 0;
  while (added < days) {
    local.setUTCDate(local.getUTCDate() + 1);
    const weekday = local.getUTCDay();
    if (weekday !== 0 && weekday !== 6) added += 1;
  }
  return new Date(local.getTime() - TAIPEI_OFFSET_MS);
}
