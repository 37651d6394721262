// The work queues' place in the URL (/admin?queue=&q=&page=, issue #10): shareable and reloadable, read the same way
// by the server render and the browser. Without a queue the list shows the default queue, or every order while
// searching (list-staff-orders.ts); a wrong value falls back to that default instead of failing the page.
import type { ParsedUrlQuery } from 'node:querystring';
import type { StaffOrdersQuery } from '@/hooks/useStaffOrders';
import { DEFAULT_QUEUE, isQueueId } from '@/lib/shared/lab/queues';
import type { QueueId } from '@/lib/shared/lab/views';
import { MAX_STAFF_ORDERS_PAGE, SEARCH_MAX } from '@/lib/shared/schemas/lab-read';

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The queue shown when none is chosen: every order while searching, else the default queue. */
export const defaultQueueFor = (q: string | null): QueueId => (q ? 'ALL' : DEFAULT_QUEUE);

/** A search as the API takes it: trimmed, blank as none, no longer than the API allows. */
export function searchText(value: string | null | undefined): string | null {
  const text = (value ?? '').trim().slice(0, SEARCH_MAX).trim();
  return text === '' ? null : text;
}

export function parseQueueQuery(query: ParsedUrlQuery): StaffOrdersQuery {
  const queue = single(query.queue);
  const q = searchText(single(query.q));
  const page = single(query.page);
  return {
    queue: isQueueId(queue) ? queue : defaultQueueFor(q),
    q,
    page: page && /^[1-9]\d{0,5}$/.test(page) && Number(page) <= MAX_STAFF_ORDERS_PAGE ? Number(page) : 1,
  };
}

/** The query string of a list state, without defaults: "/admin" is the default queue, page 1. */
export function queueQueryParams(query: StaffOrdersQuery): Record<string, string> {
  return {
    ...(query.queue !== defaultQueueFor(query.q) ? { queue: query.queue } : {}),
    ...(query.q ? { q: query.q } : {}),
    ...(query.page > 1 ? { page: String(query.page) } : {}),
  };
}
