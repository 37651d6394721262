// Front centering tolerances per grade (docs/product/grading.md#centering-tolerances), as the grading scale page
// shows them. Pure data, browser-safe: texts live in locales/<locale>/grading.json.
import type { Grade } from './scale';

export interface CenteringTolerance {
  grade: Grade;
  /** Worst front centering still allowed for the grade, larger border first ("60/40"). */
  front: string;
  /** Only 10 has a range: from this ratio (best) up to `front` (worst). */
  frontBest?: string;
}

/**
 * Front centering tolerances of docs/product/grading.md#centering-tolerances: 10 is 55:45 to 60:40; 9 is 60:40; 8 is
 * 65:35; 7.5 and 7 are 70:30; 6 and 5 are 75:25; 4 is 80:20; 3 is 90:10. The contract gives none for 8.5, 2 and 1, so
 * they are not listed.
 */
export const CENTERING_TOLERANCES: readonly CenteringTolerance[] = [
  { grade: 10, frontBest: '55/45', front: '60/40' },
  { grade: 9, front: '60/40' },
  { grade: 8, front: '65/35' },
  { grade: 7.5, front: '70/30' },
  { grade: 7, front: '70/30' },
  { grade: 6, front: '75/25' },
  { grade: 5, front: '75/25' },
  { grade: 4, front: '80/20' },
  { grade: 3, front: '90/10' },
];

/** The larger share of a "60/40" ratio, e.g. 60; NaN when the text is not a ratio of two shares adding to 100. */
export function largerShare(ratio: string): number {
  const match = /^(\d{2})\/(\d{1,2})$/.exec(ratio);
  if (!match) return Number.NaN;
  const [a, b] = [Number(match[1]), Number(match[2])];
  return a + b === 100 && a >= b ? a : Number.NaN;
}
