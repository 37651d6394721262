// The portfolio of a collection (issue #25, docs/product/storefront.md#collection-and-albums): a pure rule over the
// member's certificates, so the page, the API and the tests read one definition.
// - Voided certificates stay in the collection (marked), but count in no number here but `voided`: like the population
//   report, a voided grade is no grade.
// - Grade columns are the population report's: "10" … "1", then "A" (authentic: the requested minimum was not met, no
//   number) as a column of its own.
// - Gem rate = 10s ÷ cards with a numeric grade. "A" is in neither: it is not a grade on the scale, so it neither lowers
//   nor raises the rate. No numeric grade at all: null (not 0 %).
// - Highest grade per card: per population card (the same card, docs/product/certificates.md#same-card); a
//   certificate not counted under one (none yet) is a card of its own. Any number beats "A".
// - Over time: cards owned at the end of each month, from `ownedSince` (gradedAt when unknown), every month from the
//   first to `now`'s. It counts the cards owned today by when they arrived; cards given away since are not in it.
import type { CardCategory } from '@/lib/server/db/generated/enums';
import { AUTHENTIC_MARK } from '../grading/scale';
import { POPULATION_GRADES, populationGrade } from '../certificates/population';
import type { PortfolioCard, PortfolioView } from './views';

export const PORTFOLIO_TOP_CARDS = 50;
/** Twenty years of months at most: the chart's width, and a bound on the work. */
export const PORTFOLIO_MAX_MONTHS = 240;

const CATEGORY_ORDER: readonly CardCategory[] = ['POKEMON', 'YUGIOH', 'ETC_TCG', 'SPORTS', 'ETC'];

export interface PortfolioRow {
  serial: string;
  name: string;
  category: CardCategory;
  year: number | null;
  setName: string | null;
  cardNumber: string | null;
  grade: number | null;
  authentic: boolean;
  populationCardId: number | null;
  voided: boolean;
  ownedSince: Date | null;
  gradedAt: Date;
}

/** A grade column's rank: higher is better; "A" below every number. */
function rank(grade: string): number {
  return grade === AUTHENTIC_MARK ? -1 : Number(grade);
}

/** Code-point order: the same in every runtime, and ~20× cheaper than localeCompare over 5,000 cards (the bench). */
function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function portfolioOf(rows: readonly PortfolioRow[], now: Date = new Date()): PortfolioView {
  const counted = rows.filter((row) => !row.voided);
  const graded = counted
    .map((row) => ({ row, grade: populationGrade(row) }))
    .filter((entry): entry is { row: PortfolioRow; grade: string } => entry.grade !== null);

  const perGrade = new Map<string, number>();
  for (const { grade } of graded) perGrade.set(grade, (perGrade.get(grade) ?? 0) + 1);
  const perCategory = new Map<CardCategory, number>();
  for (const row of counted) perCategory.set(row.category, (perCategory.get(row.category) ?? 0) + 1);

  const numeric = graded.filter((entry) => entry.grade !== AUTHENTIC_MARK);
  const tens = numeric.filter((entry) => entry.grade === '10').length;

  return {
    cards: rows.length,
    voided: rows.length - counted.length,
    byGrade: POPULATION_GRADES.map((grade) => ({ grade, count: perGrade.get(grade) ?? 0 })),
    byCategory: CATEGORY_ORDER.filter((category) => perCategory.has(category)).map((category) => ({ category, count: perCategory.get(category)! })),
    gemRate: numeric.length > 0 ? tens / numeric.length : null,
    graded: numeric.length,
    ...bestCopies(graded),
    overTime: overTime(counted, now),
  };
}

interface Best {
  row: PortfolioRow;
  grade: string;
  /** rank(grade), kept so the sort reads numbers only. */
  score: number;
  since: number;
  copies: number;
}

/** Is `a` the better copy of a card: a higher grade, then owned earlier, then the lower serial. */
function beats(a: Omit<Best, 'copies'>, b: Omit<Best, 'copies'>): boolean {
  if (a.score !== b.score) return a.score > b.score;
  if (a.since !== b.since) return a.since < b.since;
  return a.row.serial < b.row.serial;
}

function bestCopies(graded: { row: PortfolioRow; grade: string }[]): { topCards: PortfolioCard[]; distinctCards: number } {
  const cards = new Map<string, Best>();
  for (const { row, grade } of graded) {
    const key = row.populationCardId !== null ? `card:${row.populationCardId}` : `serial:${row.serial}`;
    const copy = { row, grade, score: rank(grade), since: (row.ownedSince ?? row.gradedAt).getTime() };
    const best = cards.get(key);
    if (!best) cards.set(key, { ...copy, copies: 1 });
    else cards.set(key, beats(copy, best) ? { ...copy, copies: best.copies + 1 } : { ...best, copies: best.copies + 1 });
  }
  const sorted = [...cards.values()].sort(
    (a, b) => b.score - a.score || b.copies - a.copies || byText(a.row.name, b.row.name) || byText(a.row.serial, b.row.serial),
  );
  return {
    topCards: sorted.slice(0, PORTFOLIO_TOP_CARDS).map((best) => ({ ...cardOf(best.row, best.grade), copies: best.copies })),
    distinctCards: cards.size,
  };
}

function cardOf(row: PortfolioRow, grade: string): Omit<PortfolioCard, 'copies'> {
  return { name: row.name, category: row.category, year: row.year, setName: row.setName, cardNumber: row.cardNumber, highestGrade: grade, serial: row.serial };
}

function overTime(counted: readonly PortfolioRow[], now: Date): PortfolioView['overTime'] {
  if (counted.length === 0) return [];
  // Months as numbers (year × 12 + month) while counting: a string per card cost more than the rest of the rule.
  const monthIndex = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();
  const added = new Map<number, number>();
  let first = Infinity;
  let last = monthIndex(now);
  for (const row of counted) {
    const month = monthIndex(row.ownedSince ?? row.gradedAt);
    added.set(month, (added.get(month) ?? 0) + 1);
    if (month < first) first = month;
    if (month > last) last = month;
  }
  const result: PortfolioView['overTime'] = [];
  let total = 0;
  for (let month = first; month <= last; month += 1) {
    const count = added.get(month) ?? 0;
    total += count;
    result.push({ month: `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`, added: count, total });
  }
  return result.slice(-PORTFOLIO_MAX_MONTHS);
}
