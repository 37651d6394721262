// The search as the address carries it (components/population/population-fields.ts).
import { EMPTY_FIELDS, fieldsFromQuery, hasAnyField, queryOf } from './population-fields';

test('the fields of an address: first values, cut to their lengths; a page within range or 1', () => {
  expect(fieldsFromQuery({ name: ['mew', 'pikachu'], year: '19999', page: '3' })).toEqual({ fields: { ...EMPTY_FIELDS, name: 'mew', year: '1999' }, page: 3 });
  expect(fieldsFromQuery({ name: 'x'.repeat(100) }).fields.name).toHaveLength(64);
  for (const page of ['0', '101', '1.5', 'two', undefined]) expect(fieldsFromQuery({ page }).page).toBe(1);
});

test('the query of a search: blank fields left out, values trimmed, extras added', () => {
  expect(queryOf({ ...EMPTY_FIELDS, name: ' 大谷 ', set: '  ' }, { page: 2 })).toEqual({ name: '大谷', page: '2' });
  expect(hasAnyField(EMPTY_FIELDS)).toBe(false);
  expect(hasAnyField({ ...EMPTY_FIELDS, number: '4/102' })).toBe(true);
});
