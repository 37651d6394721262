// The order list's place in the URL (/account/orders?tab=&type=&page=): shareable, read the same way by the server
// render and the browser. The API refuses a wrong value (lib/shared/schemas/order-list-query.ts); a page address
// with one falls back to its default instead (tab "all", every type, page 1), keeping the rest.
import type { ParsedUrlQuery } from 'node:querystring';
import type { MyOrdersQuery, OrderTypeFilter } from '@/hooks/useMyOrders';
import { MAX_ORDER_LIST_PAGE, ORDER_LIST_TYPES, isOrderTab } from '@/lib/shared/orders/order-tabs';

export const ORDER_TYPE_FILTERS = ORDER_LIST_TYPES;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function parseListQuery(query: ParsedUrlQuery): MyOrdersQuery {
  const tab = single(query.tab);
  const type = single(query.type);
  const page = single(query.page);
  return {
    tab: isOrderTab(tab) ? tab : 'all',
    type: (ORDER_TYPE_FILTERS as readonly string[]).includes(type ?? '') ? (type as OrderTypeFilter) : null,
    page: page && /^[1-9]\d{0,5}$/.test(page) && Number(page) <= MAX_ORDER_LIST_PAGE ? Number(page) : 1,
  };
}

/** The query string of a list state, without defaults: "/account/orders" is all orders, page 1. */
export function listQueryParams(query: MyOrdersQuery): Record<string, string> {
  return {
    ...(query.tab !== 'all' ? { tab: query.tab } : {}),
    ...(query.type ? { type: query.type } : {}),
    ...(query.page > 1 ? { page: String(query.page) } : {}),
  };
}
