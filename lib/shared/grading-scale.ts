// The public grading scale and the facts the grading pages show (SPEC.md §1 and §9).
// Pure data, browser-safe: texts live in locales/<locale>/grading.json under the ids exported here.

import { GRADE_STEPS, type Grade } from './grading/scale';

export type { Grade };

/**
 * Numeric grades from best to worst, as the public scale is read (SPEC.md §1: 10, 9, 8.5 … 1).
 * Derived from the graders' ascending GRADE_STEPS so the scale is written once.
 */
export const GRADES: readonly Grade[] = [...GRADE_STEPS].reverse();

/** Translation id of a grade: 8.5 → "g8_5" (dots would be read as key separators). */
export function gradeKey(grade: Grade): string {
  return `g${String(grade).replace('.', '_')}`;
}

/** The mark given instead of a number when the member's requested minimum grade is not met (SPEC.md §1). */
export const AUTHENTIC_MARK = 'A';

/** The four subgrades every card is scored on (SPEC.md §1). */
export const SUBGRADES = ['surface', 'edges', 'corners', 'centering'] as const;

export interface CenteringTolerance {
  grade: Grade;
  /** Worst front centering still allowed for the grade, larger border first ("60/40"). */
  front: string;
  /** Only 10 has a range: from this ratio (best) up to `front` (worst). */
  frontBest?: string;
}

/**
 * Front centering tolerances of SPEC.md §9: 10 is 55:45 to 60:40; 9 is 60:40; 8 is 65:35; 7.5 and 7 are 70:30;
 * 6 and 5 are 75:25; 4 is 80:20; 3 is 90:10. The spec gives none for 8.5, 2 and 1, so they are not listed.
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

/** Security features printed on every label (SPEC.md §1); the serial has 7 digits (SPEC.md §9). */
export const LABEL_FEATURES = ['serial', 'hologram', 'qr', 'fluorescent'] as const;
export const SERIAL_DIGITS = 7;

/** The 12 steps of the grading process (SPEC.md §1), in order, from the online application to the return. */
export const PROCESS_STEPS = [
  'apply',
  'pay',
  'ship',
  'received',
  'cardInfo',
  'authenticity',
  'defects',
  'scoring',
  'encapsulation',
  'label',
  'finalCheck',
  'returnShipping',
] as const;

/** Estimated turnaround in business days per order type (SPEC.md §9: REG 15, EXP 5, REHOLDER 10). */
export const TURNAROUND_DAYS = { REG: 15, EXP: 5, REHOLDER: 10 } as const;

/** Bulk service: at least 40 cards, up to 30 business days (SPEC.md §9). */
export const BULK_MIN_CARDS = 40;
export const BULK_MAX_DAYS = 30;

/** Cards we accept (SPEC.md §9): standard size, at most 160pt (4mm) thick, printed 1999 or later (Pokemon any year). */
export const ACCEPTED_CARD = { widthIn: 2.5, heightIn: 3.5, maxThicknessPt: 160, maxThicknessMm: 4, minYear: 1999 } as const;
