// GET /api/admin/orders?queue=&q=&page= and the internal note's body (issue #10): defaults for what is absent or
// blank, anything else exact.
import { problems } from '@/tests/helpers/order-schema';
import { QUEUE_IDS } from '../lab/queues';
import { LAB_READ_ERRORS as E, MAX_STAFF_ORDERS_PAGE, NOTE_MAX, SEARCH_MAX, orderNoteSchema, staffOrderListQuerySchema } from './lab-read';

const parse = (query: Record<string, unknown>) => staffOrderListQuerySchema.validate(query, { abortEarly: false, stripUnknown: true });

test('absent or blank values: no queue chosen, no search, the first page', async () => {
  expect(await parse({})).toEqual({ queue: null, q: null, page: 1 });
  expect(await parse({ queue: '', q: '  ', page: '' })).toEqual({ queue: null, q: null, page: 1 });
});

test('every queue, a trimmed search and page numbers as the query string sends them', async () => {
  for (const queue of QUEUE_IDS) expect((await parse({ queue })).queue).toBe(queue);
  expect(await parse({ queue: 'REFUNDS', q: ' G261122123456 ', page: '3' })).toEqual({ queue: 'REFUNDS', q: 'G261122123456', page: 3 });
  expect((await parse({ q: 'x'.repeat(SEARCH_MAX) })).q).toHaveLength(SEARCH_MAX);
  expect((await parse({ page: String(MAX_STAFF_ORDERS_PAGE) })).page).toBe(MAX_STAFF_ORDERS_PAGE);
  expect(await parse({ sort: 'asc' })).toEqual({ queue: null, q: null, page: 1 });
});

test.each<[string, Record<string, unknown>, string, string]>([
  ['an unknown queue', { queue: 'PROCESSING' }, 'queue', E.wrongType],
  ['a queue in another case', { queue: 'all' }, 'queue', E.wrongType],
  ['a repeated queue', { queue: ['ALL', 'REFUNDS'] }, 'queue', E.wrongType],
  ['a search past 100 characters', { q: 'x'.repeat(SEARCH_MAX + 1) }, 'q', E.searchTooLong],
  ['a repeated search', { q: ['a', 'b'] }, 'q', E.wrongType],
  ['page 0', { page: '0' }, 'page', E.wrongType],
  ['a fractional page', { page: '1.5' }, 'page', E.wrongType],
  ['a negative page', { page: '-2' }, 'page', E.wrongType],
  ['a page past the limit', { page: String(MAX_STAFF_ORDERS_PAGE + 1) }, 'page', E.wrongType],
  ['a page of words', { page: 'two' }, 'page', E.wrongType],
])('refused: %s', async (_name, query, path, key) => {
  const found = await problems(staffOrderListQuerySchema, query);
  expect(Object.keys(found)).toEqual([path]);
  expect(new Set(found[path])).toEqual(new Set([key]));
});

describe('the note', () => {
  test('trimmed, from 1 to 2000 characters', async () => {
    expect(await orderNoteSchema.validate({ body: '  Corner ding on card 2.  ' })).toEqual({ body: 'Corner ding on card 2.' });
    expect((await orderNoteSchema.validate({ body: 'x'.repeat(NOTE_MAX) })).body).toHaveLength(NOTE_MAX);
    expect(NOTE_MAX).toBe(2000);
  });

  test.each<[string, unknown, string]>([
    ['missing', undefined, E.noteRequired],
    ['empty', '', E.noteRequired],
    ['blank', '   \n ', E.noteRequired],
    ['too long', 'x'.repeat(NOTE_MAX + 1), E.noteTooLong],
    ['a number', 42, E.wrongType],
    ['a list', ['a'], E.wrongType],
  ])('refused: %s', async (_name, body, key) => {
    expect(await problems(orderNoteSchema, { body })).toEqual({ body: [key] });
  });
});
