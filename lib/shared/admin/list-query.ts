// The ADMIN lists' URL state (issue #10): the members search and the inquiry inbox keep their filters and page in the
// query string, read with the same schemas as the API (a wrong or hand-edited URL shows the unfiltered first page,
// never an error) and written back without the defaults, so plain links stay short.
import { type InquiryListQuery, inquiryListQuerySchema } from '../schemas/admin/inquiries';
import { type MemberSearchQuery, memberSearchQuerySchema } from '../schemas/admin/members';

/** A page's query string (Next's router.query or getServerSideProps' ctx.query). */
type Query = Partial<Record<string, string | string[]>>;

function parse<T>(schema: { validateSync(value: unknown, options: object): T }, query: Query): T {
  try {
    return schema.validateSync(query, { stripUnknown: true });
  } catch {
    return schema.validateSync({}, { stripUnknown: true });
  }
}

export function parseMemberSearch(query: Query): MemberSearchQuery {
  return parse(memberSearchQuerySchema, query);
}

export function memberSearchParams(search: MemberSearchQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (search.q) params.q = search.q;
  if (search.role) params.role = search.role;
  if (search.status) params.status = search.status;
  if (search.page > 1) params.page = String(search.page);
  return params;
}

export function parseInquiryList(query: Query): InquiryListQuery {
  return parse(inquiryListQuerySchema, query);
}

export function inquiryListParams(list: InquiryListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (list.status) params.status = list.status;
  if (list.page > 1) params.page = String(list.page);
  return params;
}
