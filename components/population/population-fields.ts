// The search form's fields as typed, and the same fields as the address's query (`/certification/population?name=…`):
// the page keeps the address in step with the last search, so it can be shared, bookmarked and gone back to, and the
// certificate page links to a card's population with it. Browser-side only; the server checks every value again
// (lib/shared/schemas/population.ts).
import { POPULATION_LIMITS } from '@/lib/shared/certificates/population-report';

export const FIELD_NAMES = ['name', 'category', 'year', 'set', 'number'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];
export type PopulationFields = Record<FieldName, string>;

export const EMPTY_FIELDS: PopulationFields = { name: '', category: '', year: '', set: '', number: '' };

/** The longest value each field takes (the year: four digits). */
export const FIELD_MAX_LENGTH: Record<FieldName, number> = {
  name: POPULATION_LIMITS.name,
  category: 20,
  year: 4,
  set: POPULATION_LIMITS.set,
  number: POPULATION_LIMITS.number,
};

type QueryLike = Partial<Record<string, string | string[] | undefined>>;

/** The fields an address carries (the first value of each, cut to its length), and its page (1 when absent). */
export function fieldsFromQuery(query: QueryLike): { fields: PopulationFields; page: number } {
  const first = (name: string) => {
    const value = query[name];
    return (Array.isArray(value) ? value[0] : value) ?? '';
  };
  const fields = Object.fromEntries(FIELD_NAMES.map((name) => [name, first(name).slice(0, FIELD_MAX_LENGTH[name])])) as PopulationFields;
  const page = Number(first('page'));
  return { fields, page: Number.isInteger(page) && page >= 1 && page <= POPULATION_LIMITS.maxPage ? page : 1 };
}

/** The non-blank fields as query parameters, plus any `extra` (the page, the CSV's language). */
export function queryOf(fields: PopulationFields, extra: Record<string, string | number> = {}): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of FIELD_NAMES) if (fields[name].trim() !== '') query[name] = fields[name].trim();
  for (const [name, value] of Object.entries(extra)) query[name] = String(value);
  return query;
}

/** Whether any field was filled in (an address without a search leaves the form empty). */
export const hasAnyField = (fields: PopulationFields) => FIELD_NAMES.some((name) => fields[name].trim() !== '');
