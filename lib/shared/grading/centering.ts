// Centering tolerances and the cap measured centering puts on the centering subgrade
// (docs/product/grading.md#centering-tolerances, docs/decisions/0011-centering-tolerances.md). Pure and browser-safe:
// the staff scoring form previews with these functions and the server decides with the same ones. Texts live in
// locales/<locale>/grading.json.
import type { Grade } from './scale';

/** One row of the completed table: the worst centering a grade still allows, larger border's share first. */
export interface CenteringToleranceRow {
  grade: Grade;
  /** Worst front centering allowed ("60/40"); "100/0" means no limit. */
  front: string;
  /** Only 10 has a range: from this ratio (best) up to `front` (worst, the limit the cap applies). */
  frontBest?: string;
  /** Worst back centering allowed; "100/0" means no limit. */
  back: string;
  /** Whether the front value is the contract's or one the project chose where the contract is silent. */
  frontSource: 'contract' | 'project';
}

/**
 * The completed table, every grade of the scale, best first (docs/decisions/0011-centering-tolerances.md). The
 * contract's front values are kept as given (10 is 55:45 to 60:40; 9 is 60:40; 8 is 65:35; 7.5 and 7 are 70:30; 6 and 5
 * are 75:25; 4 is 80:20; 3 is 90:10). Project values, after PSA's published centering standards: 8.5 takes the 65/35
 * of 8 (as the contract's 7.5 takes the 70/30 of 7), 2 shares the 90/10 of 3, 1 has no limit; the back allows 75/25
 * for 10, 90/10 from 9 to 2, anything for 1.
 */
export const CENTERING_TABLE: readonly CenteringToleranceRow[] = [
  { grade: 10, frontBest: '55/45', front: '60/40', back: '75/25', frontSource: 'contract' },
  { grade: 9, front: '60/40', back: '90/10', frontSource: 'contract' },
  { grade: 8.5, front: '65/35', back: '90/10', frontSource: 'project' },
  { grade: 8, front: '65/35', back: '90/10', frontSource: 'contract' },
  { grade: 7.5, front: '70/30', back: '90/10', frontSource: 'contract' },
  { grade: 7, front: '70/30', back: '90/10', frontSource: 'contract' },
  { grade: 6, front: '75/25', back: '90/10', frontSource: 'contract' },
  { grade: 5, front: '75/25', back: '90/10', frontSource: 'contract' },
  { grade: 4, front: '80/20', back: '90/10', frontSource: 'contract' },
  { grade: 3, front: '90/10', back: '90/10', frontSource: 'contract' },
  { grade: 2, front: '90/10', back: '90/10', frontSource: 'project' },
  { grade: 1, front: '100/0', back: '100/0', frontSource: 'project' },
];

/** A front tolerance as the public grading page shows it (contract rows only). */
export interface CenteringTolerance {
  grade: Grade;
  /** Worst front centering still allowed for the grade, larger border first ("60/40"). */
  front: string;
  /** Only 10 has a range: from this ratio (best) up to `front` (worst). */
  frontBest?: string;
}

/**
 * The contract's front tolerances only, as docs/product/grading.md#centering-tolerances gives them: the public grading
 * page lists these. The project's values for 8.5, 2 and 1 and the back side are in CENTERING_TABLE.
 */
export const CENTERING_TOLERANCES: readonly CenteringTolerance[] = CENTERING_TABLE.filter((row) => row.frontSource === 'contract').map(
  ({ grade, front, frontBest }) => (frontBest ? { grade, frontBest, front } : { grade, front }),
);

/** A measured ratio, normalised: the larger border's share first, shares in percent with at most one decimal. */
export interface CenteringRatio {
  larger: number;
  smaller: number;
  /** Canonical text, e.g. "55/45" or "57.5/42.5": what is stored. */
  text: string;
}

/** Why a ratio was refused: not two numbers with "/" (or ":"), a share above 100, or shares not adding to 100. */
export type CenteringRatioProblem = 'format' | 'range' | 'sum';

export type ParsedCenteringRatio = { ok: true; ratio: CenteringRatio } | { ok: false; problem: CenteringRatioProblem };

// Whole percents or one decimal (measuring tools give tenths); "/" as stored, ":" as the contract writes it.
const RATIO = /^(\d{1,3}(?:\.\d)?)\s*[/:]\s*(\d{1,3}(?:\.\d)?)$/;

/** Shares are read in tenths of a percent, as integers, so that 57.3 + 42.7 adds up to exactly 100. */
const tenths = (share: string) => Math.round(Number(share) * 10);

/**
 * Reads a measured ratio such as "55/45". Either order is accepted ("45/55" is the same centering) and normalised to the
 * larger share first; spaces around the separator and ":" are accepted; each share is 0 to 100 with at most one
 * decimal, and the two add up to exactly 100.
 */
export function parseCenteringRatio(input: string): ParsedCenteringRatio {
  const match = RATIO.exec(input.trim());
  if (!match) return { ok: false, problem: 'format' };
  const a = tenths(match[1]!);
  const b = tenths(match[2]!);
  if (a > 1000 || b > 1000) return { ok: false, problem: 'range' };
  if (a + b !== 1000) return { ok: false, problem: 'sum' };
  const [larger, smaller] = a >= b ? [a / 10, b / 10] : [b / 10, a / 10];
  return { ok: true, ratio: { larger, smaller, text: `${larger}/${smaller}` } };
}

/**
 * The larger share of a ratio written the way the table writes it ("60/40" → 60); NaN for anything else, including
 * the smaller share first or ":" (use parseCenteringRatio to read what a grader typed).
 */
export function largerShare(ratio: string): number {
  const parsed = parseCenteringRatio(ratio);
  return parsed.ok && parsed.ratio.text === ratio ? parsed.ratio.larger : Number.NaN;
}

/**
 * Measured centering of one card, as the Certificate stores it (centeringFrontLR … centeringBackTB). The front is
 * always measured; a back axis left out (null, undefined or blank) was not measured and does not count.
 */
export interface CenteringMeasurements {
  frontLR: string;
  frontTB: string;
  backLR?: string | null;
  backTB?: string | null;
}

export type CenteringField = keyof CenteringMeasurements;

const FIELDS: readonly CenteringField[] = ['frontLR', 'frontTB', 'backLR', 'backTB'];
const isBlank = (value: string | null | undefined) => value == null || value.trim() === '';
const isBackField = (field: CenteringField) => field === 'backLR' || field === 'backTB';

/** What is wrong with each field, for a form; empty when the measurements can be assessed. */
export function centeringProblems(measurements: CenteringMeasurements): Partial<Record<CenteringField, CenteringRatioProblem>> {
  const problems: Partial<Record<CenteringField, CenteringRatioProblem>> = {};
  for (const field of FIELDS) {
    const value = measurements[field];
    if (isBackField(field) && isBlank(value)) continue;
    const parsed = parseCenteringRatio(value ?? '');
    if (!parsed.ok) problems[field] = parsed.problem;
  }
  return problems;
}

export interface CenteringAssessment {
  /** The best grade whose front AND back tolerances the card meets (10 when centering limits nothing). */
  cap: Grade;
  /** The best grade the front alone allows, and the back alone (null when the back was not measured). */
  frontCap: Grade;
  backCap: Grade | null;
  /** The worse measured axis of each side, normalised (null: back not measured). */
  frontWorst: CenteringRatio;
  backWorst: CenteringRatio | null;
}

/** The table's limits as larger shares, read once with the same parser the measurements go through. */
const LIMITS = CENTERING_TABLE.map((row) => ({ grade: row.grade, front: tableShare(row.front), back: tableShare(row.back) }));

function tableShare(ratio: string): number {
  const parsed = parseCenteringRatio(ratio);
  if (!parsed.ok) throw new Error(`CENTERING_TABLE holds an invalid ratio: ${ratio}`);
  return parsed.ratio.larger;
}

/** The best grade (the table is best first) whose limit on one side allows `worst`; grade 1 allows anything. */
function bestAllowed(worst: CenteringRatio, side: 'front' | 'back'): Grade {
  return LIMITS.find((row) => worst.larger <= row[side])?.grade ?? 1;
}

function parseField(measurements: CenteringMeasurements, field: CenteringField): CenteringRatio {
  const parsed = parseCenteringRatio(measurements[field] ?? '');
  // A programming error by then: forms and request schemas check each field with parseCenteringRatio first.
  if (!parsed.ok) throw new RangeError(`Centering ${field} is not a ratio like "55/45" (${parsed.problem}): ${JSON.stringify(measurements[field])}`);
  return parsed.ratio;
}

const worse = (a: CenteringRatio, b: CenteringRatio) => (a.larger >= b.larger ? a : b);

/**
 * Assesses measured centering against CENTERING_TABLE: on each side the worse of the measured axes counts, and the cap
 * is the best grade whose front and back tolerances both allow them. Each side's tolerances only loosen as the grade
 * drops, so that grade is the lower of the front's and the back's own caps. Throws a RangeError on an invalid ratio.
 */
export function assessCentering(measurements: CenteringMeasurements): CenteringAssessment {
  const frontWorst = worse(parseField(measurements, 'frontLR'), parseField(measurements, 'frontTB'));
  const back = (['backLR', 'backTB'] as const).filter((field) => !isBlank(measurements[field])).map((field) => parseField(measurements, field));
  const backWorst = back.length ? back.reduce(worse) : null;
  const frontCap = bestAllowed(frontWorst, 'front');
  const backCap = backWorst ? bestAllowed(backWorst, 'back') : null;
  const cap = backCap !== null && backCap < frontCap ? backCap : frontCap;
  return { cap, frontCap, backCap, frontWorst, backWorst };
}

/** The best grade the measured centering allows (10 when it limits nothing). Throws a RangeError on an invalid ratio. */
export function centeringCap(measurements: CenteringMeasurements): Grade {
  return assessCentering(measurements).cap;
}
