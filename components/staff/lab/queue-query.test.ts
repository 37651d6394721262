// The queues' URL: defaults left out, wrong values falling back, the search trimmed and searching every order.
import { DEFAULT_QUEUE } from '@/lib/shared/lab/queues';
import { SEARCH_MAX } from '@/lib/shared/schemas/lab-read';
import { parseQueueQuery, queueQueryParams, searchText } from './queue-query';

test('an empty query is the default queue, page 1, no search', () => {
  expect(parseQueueQuery({})).toEqual({ queue: DEFAULT_QUEUE, q: null, page: 1 });
  expect(queueQueryParams({ queue: DEFAULT_QUEUE, q: null, page: 1 })).toEqual({});
});

test('keeps the queue, the search and the page', () => {
  const query = parseQueueQuery({ queue: 'WAREHOUSE_IN', q: ' 1234567 ', page: '3' });
  expect(query).toEqual({ queue: 'WAREHOUSE_IN', q: '1234567', page: 3 });
  expect(queueQueryParams(query)).toEqual({ queue: 'WAREHOUSE_IN', q: '1234567', page: '3' });
});

test('a search without a queue looks through every order', () => {
  const query = parseQueueQuery({ q: 'member@example.com' });
  expect(query.queue).toBe('ALL');
  expect(queueQueryParams(query)).toEqual({ q: 'member@example.com' });
  // Searching inside the default queue has to say so.
  expect(queueQueryParams({ queue: DEFAULT_QUEUE, q: 'x', page: 1 })).toEqual({ queue: DEFAULT_QUEUE, q: 'x' });
});

test.each([
  [{ queue: 'NOPE' }, { queue: DEFAULT_QUEUE, q: null, page: 1 }],
  [{ queue: ['CARD_SCORED', 'ALL'] }, { queue: 'CARD_SCORED', q: null, page: 1 }],
  [{ page: '0' }, { queue: DEFAULT_QUEUE, q: null, page: 1 }],
  [{ page: '-2' }, { queue: DEFAULT_QUEUE, q: null, page: 1 }],
  [{ page: '1.5' }, { queue: DEFAULT_QUEUE, q: null, page: 1 }],
  [{ page: '99999999' }, { queue: DEFAULT_QUEUE, q: null, page: 1 }],
  [{ q: '   ' }, { queue: DEFAULT_QUEUE, q: null, page: 1 }],
])('falls back on a wrong value: %j', (input, expected) => {
  expect(parseQueueQuery(input)).toEqual(expected);
});

test('a search is cut to what the API takes', () => {
  expect(searchText('a'.repeat(SEARCH_MAX + 20))).toHaveLength(SEARCH_MAX);
  expect(searchText(null)).toBeNull();
});
