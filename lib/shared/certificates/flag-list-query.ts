// The suspicious-certificates queue's URL state (issue #22): status, source and page in the query string, read with the
// API's schema (a wrong or hand-edited URL shows the open entries' first page, never an error) and written back
// without the defaults, so plain links stay short.
import { type FlagListQuery, flagListQuerySchema } from '../schemas/certificate-admin';

type Query = Partial<Record<string, string | string[]>>;

export function parseFlagList(query: Query): FlagListQuery {
  try {
    return flagListQuerySchema.validateSync(query, { stripUnknown: true });
  } catch {
    return flagListQuerySchema.validateSync({}, { stripUnknown: true });
  }
}

/** The query string of a page of the queue (the open entries and page 1 are the defaults, left out). */
export function flagListParams(list: FlagListQuery): Record<string, string> {
  return {
    ...(list.status && list.status !== 'OPEN' ? { status: list.status } : {}),
    ...(list.source ? { source: list.source } : {}),
    ...(list.page > 1 ? { page: String(list.page) } : {}),
  };
}
