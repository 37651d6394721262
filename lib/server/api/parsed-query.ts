// A route's query when its path parameters (and a few plain query values) are checked by the feature's own parse
// helper (issue #24: every route declares its query; route() validates it). The helpers stay the one rule of each
// parameter, so a malformed one answers what it always answered — usually the feature's not-found (404), so ids cannot
// be probed — and never a generic 400. They run in the order given (the path's parameters first), whatever yup's
// own field order; anything not declared is dropped (route(): a query stays lenient, decision 0030).
import { type AnyObject, type ObjectSchema, mixed, object } from 'yup';

export type QueryParsers<Q> = { readonly [K in keyof Q]: (value: unknown) => Q[K] };

export function parsedQuery<Q extends AnyObject>(parsers: QueryParsers<Q>): ObjectSchema<Q> {
  const keys = Object.keys(parsers) as (keyof Q & string)[];
  const shape = Object.fromEntries(keys.map((key) => [key, mixed().nullable()]));
  return object(shape).transform((value: unknown) => {
    const query = (value ?? {}) as Record<string, unknown>;
    return Object.fromEntries(keys.map((key) => [key, parsers[key](query[key])]));
  }) as unknown as ObjectSchema<Q>;
}

/** A plain text parameter read as the route always read it: one value, or null when absent or repeated. */
export const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The same, with '' for absent or repeated: the service answers that like any unknown id. */
export const textOrEmpty = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A value the service checks itself, because a malformed one is not a 400 there: the OAuth callback answers any bad
 * answer of the provider with a redirect to the failure page, a label's code with its verdict.
 */
export const asGiven = (value: unknown): unknown => value;
