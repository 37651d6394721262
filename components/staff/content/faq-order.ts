// A FAQ topic's new order when one question moves up or down (issue #10): the whole topic's ids, as PUT
// /api/admin/faq/order takes them.

/** `ids` with the one at `index` moved by `step` (−1 up, +1 down); unchanged past either end. */
export function moved(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  const target = index + step;
  if (index < 0 || index >= next.length || target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
