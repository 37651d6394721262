// GET /api/orders?tab=&type=&page=: defaults for what is absent or blank; anything else must be exact.
import { problems } from '@/tests/helpers/order-schema';
import { ORDER_TABS } from '../orders/order-tabs';
import { ORDER_ACTION_ERRORS as E } from './order-actions';
import { MAX_ORDER_LIST_PAGE } from '../orders/order-tabs';
import { orderListQuerySchema } from './order-list-query';

const parse = (query: Record<string, unknown>) => orderListQuerySchema.validate(query, { abortEarly: false, stripUnknown: true });

test('absent or blank values take the defaults: every order, every type, the first page', async () => {
  expect(await parse({})).toEqual({ tab: 'all', type: null, page: 1 });
  expect(await parse({ tab: '', type: ' ', page: '' })).toEqual({ tab: 'all', type: null, page: 1 });
  expect(await parse({ type: null })).toEqual({ tab: 'all', type: null, page: 1 });
});

test('every tab and type, and page numbers as the query string sends them', async () => {
  for (const tab of ORDER_TABS) expect((await parse({ tab })).tab).toBe(tab);
  expect(await parse({ tab: 'refund', type: 'REHOLDER', page: '3' })).toEqual({ tab: 'refund', type: 'REHOLDER', page: 3 });
  expect((await parse({ type: 'GRADING' })).type).toBe('GRADING');
  expect((await parse({ page: ' 12 ' })).page).toBe(12);
  expect((await parse({ page: String(MAX_ORDER_LIST_PAGE) })).page).toBe(MAX_ORDER_LIST_PAGE);
  // A page loader may pass a number it parsed itself.
  expect((await parse({ page: 4 })).page).toBe(4);
  // Unknown parameters are dropped.
  expect(await parse({ sort: 'asc' })).toEqual({ tab: 'all', type: null, page: 1 });
});

test.each<[string, Record<string, unknown>, string]>([
  ['an unknown tab', { tab: 'cancelled' }, 'tab'],
  ['a tab in another case', { tab: 'ALL' }, 'tab'],
  ['a repeated tab', { tab: ['all', 'refund'] }, 'tab'],
  ['an unknown type', { type: 'BULK' }, 'type'],
  ['a type in lower case', { type: 'grading' }, 'type'],
  ['a type as a number', { type: 1 }, 'type'],
  ['page 0', { page: '0' }, 'page'],
  ['a negative page', { page: '-1' }, 'page'],
  ['a fractional page', { page: '1.5' }, 'page'],
  ['a page in exponent form', { page: '1e3' }, 'page'],
  ['a page past the limit', { page: String(MAX_ORDER_LIST_PAGE + 1) }, 'page'],
  ['a huge page', { page: '9'.repeat(30) }, 'page'],
  ['a page of words', { page: 'two' }, 'page'],
  ['a repeated page', { page: ['1', '2'] }, 'page'],
])('%s is refused with the wrong-type message', async (_label, query, field) => {
  const found = await problems(orderListQuerySchema, query);
  expect(Object.keys(found)).toEqual([field]);
  expect(new Set(found[field])).toEqual(new Set([E.wrongType]));
});
