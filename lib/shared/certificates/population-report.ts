// What the population report answers (docs/product/certificates.md#population-report), shared by the service, the page
// and the tests, and the one rule on short names (docs/decisions/0022-population-report.md): the trigram index finds a
// substring of three characters or more; one or two characters ("大谷", "김") are looked for at the start of the name or
// of a word in it, which the same index serves through its word-start trigrams.
import type { CardCategory } from '@/lib/server/db/generated/enums';
import { normaliseCardField } from './same-card';

/** The search's limits (lib/shared/schemas/population.ts checks them). */
export const POPULATION_LIMITS = {
  name: 64,
  set: 64,
  number: 32,
  yearMin: 1900,
  yearMax: 2100,
  /** Cards per page of the table. */
  pageSize: 50,
  /** Pages × page size = the rows of an export: a result is shown and exported up to its first 5,000 cards. */
  maxPage: 100,
  exportRows: 5_000,
  captcha: 4_000,
} as const;

/** Below this many characters (after the same-card folding) a name or set matches at word starts only. */
export const SUBSTRING_MIN_CHARS = 3;

export type TextMatch = 'substring' | 'word-start';

/** How a name or set query is matched, by its folded length in characters (code points, so "大谷" is 2). */
export function textMatch(folded: string): TextMatch {
  return [...folded].length >= SUBSTRING_MIN_CHARS ? 'substring' : 'word-start';
}

/** A name or set query as it is compared: the same folding as the cards' keys. */
export const foldQuery = (value: string): string => normaliseCardField(value);

export interface PopulationCardView {
  category: CardCategory;
  year: number | null;
  brand: string | null;
  setName: string | null;
  cardNumber: string | null;
  /** The first spelling graded (population-counters.ts). */
  name: string;
}

/** One card of a result: its fields, a count per column (every POPULATION_GRADES column, zeros included), its total. */
export interface PopulationRowView {
  id: number;
  card: PopulationCardView;
  counts: { grade: string; count: number }[];
  total: number;
  lastChangedAt: string;
}

export interface PopulationPageView {
  rows: PopulationRowView[];
  page: number;
  pageSize: number;
  /** Cards matching, up to POPULATION_LIMITS.exportRows: a result is shown and exported up to its first 5,000 cards. */
  matches: number;
  /** More cards match than `matches` says (the page says "more than 5,000: narrow the search"). */
  more: boolean;
  /** How the name was matched, when one was given. */
  nameMatch: TextMatch | null;
  asOf: string;
}

/** One day of a card's history: its counts at the end of the day (as the sweep last saw them). */
export interface PopulationDayView {
  /** YYYY-MM-DD, the day in Taiwan (UTC+8). */
  day: string;
  counts: Record<string, number>;
  total: number;
}

export interface PopulationHistoryView {
  cardId: number;
  card: PopulationCardView;
  /** Oldest first; the current counts are `now` (today's snapshot may be older than the last change). */
  days: PopulationDayView[];
  now: PopulationDayView;
  lastChangedAt: string;
}

/** The answer of POST /api/population/pass: when the pass ends (the cookie itself is httpOnly). */
export interface PopulationPassView {
  expiresAt: string;
}

/**
 * The report's search for one card (the certificate page links to it): its name, category, year, set and number as the
 * address of /certification/population carries them. A name or set longer than the form takes is cut (still a
 * substring of it); a number that long is left out (it is compared whole).
 */
export function populationSearchFor(card: Pick<PopulationCardView, 'category' | 'year' | 'setName' | 'cardNumber' | 'name'>): Record<string, string> {
  const query: Record<string, string> = { name: card.name.trim().slice(0, POPULATION_LIMITS.name), category: card.category };
  if (card.year !== null) query.year = String(card.year);
  if (card.setName?.trim()) query.set = card.setName.trim().slice(0, POPULATION_LIMITS.set);
  if (card.cardNumber?.trim() && card.cardNumber.trim().length <= POPULATION_LIMITS.number) query.number = card.cardNumber.trim();
  return query;
}
