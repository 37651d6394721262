// The collection's query (issue #25): the API refuses anything but exact values (400); the page reads the same schema
// but drops a refused value and keeps the rest.
import {
  COLLECTION_ERRORS as E,
  COLLECTION_MAX_PAGE,
  collectionExportSchema,
  collectionQueryParams,
  collectionQuerySchema,
  parseCollectionQuery,
} from './collection-query';

const parse = (query: Record<string, unknown>) => collectionQuerySchema.validate(query, { abortEarly: false, stripUnknown: true });

async function problems(query: Record<string, unknown>) {
  try {
    await parse(query);
    return [];
  } catch (error) {
    // A value may fail two checks with the same message (its type, then the list): one problem.
    const found = (error as { inner: { path: string; message: string }[] }).inner.map(({ path, message }) => `${path}|${message}`);
    return [...new Set(found)].map((entry) => entry.split('|'));
  }
}

test('absent or blank values take the defaults: every card, newest first, page 1', async () => {
  expect(await parse({})).toEqual({ sort: 'recent', page: 1 });
  expect(await parse({ name: ' ', serial: '', grade: '', category: '', year: ' ', sort: '', page: '' })).toEqual({ sort: 'recent', page: 1 });
  expect(await parse({ utm_source: 'x' })).toEqual({ sort: 'recent', page: 1 });
});

test('filters as a query string sends them', async () => {
  expect(await parse({ name: ' Pikachu ', serial: '12', grade: 'A', category: 'POKEMON', year: '1999', sort: 'grade-desc', page: '3' })).toEqual({
    name: 'Pikachu',
    serial: '12',
    grade: 'A',
    category: 'POKEMON',
    year: 1999,
    sort: 'grade-desc',
    page: 3,
  });
  expect((await parse({ grade: '8.5' })).grade).toBe('8.5');
  expect((await parse({ grade: '10' })).grade).toBe('10');
  // Full-width digits, as typed with a CJK input method.
  expect((await parse({ serial: '１２３４５６７', year: '２０２６' })).serial).toBe('1234567');
  expect((await parse({ page: String(COLLECTION_MAX_PAGE) })).page).toBe(COLLECTION_MAX_PAGE);
});

test.each<[string, Record<string, unknown>, string, string]>([
  ['a serial with letters', { serial: '12a' }, 'serial', E.serial],
  ['a serial past 7 digits', { serial: '12345678' }, 'serial', E.serial],
  ['a serial as a list', { serial: ['1', '2'] }, 'serial', E.serial],
  ['a grade off the scale', { grade: '9.5' }, 'grade', E.grade],
  ['a grade in lower case', { grade: 'a' }, 'grade', E.grade],
  ['a grade as a number', { grade: 10 }, 'grade', E.grade],
  ['an unknown category', { category: 'pokemon' }, 'category', E.category],
  ['a year in words', { year: 'nineteen' }, 'year', E.year],
  ['a year too early', { year: '1800' }, 'year', E.year],
  ['an unknown sort', { sort: 'price' }, 'sort', E.sort],
  ['page 0', { page: '0' }, 'page', E.page],
  ['a page past the limit', { page: String(COLLECTION_MAX_PAGE + 1) }, 'page', E.page],
  ['a huge page', { page: '9'.repeat(30) }, 'page', E.page],
  ['a name too long', { name: 'x'.repeat(61) }, 'name', E.tooLong],
  ['a name as an object', { name: { $ne: '' } }, 'name', E.wrongType],
])('%s is refused', async (_label, query, path, message) => {
  expect(await problems(query)).toEqual([[path, message]]);
});

test('the export takes the same filters and sort, and the language of its header', async () => {
  expect(await collectionExportSchema.validate({ grade: 'A', sort: 'name', lang: 'ko', page: '2' }, { stripUnknown: true })).toEqual({
    grade: 'A',
    sort: 'name',
    lang: 'ko',
  });
  await expect(collectionExportSchema.validate({ lang: 'fr' })).rejects.toThrow();
});

test('the page reads its URL with the schema, dropping only what it refuses', () => {
  expect(parseCollectionQuery({})).toEqual({ sort: 'recent', page: 1 });
  expect(parseCollectionQuery({ grade: 'A', year: 'x', page: '2', sort: 'price' })).toEqual({ grade: 'A', sort: 'recent', page: 2 });
  expect(parseCollectionQuery({ serial: ['123', '456'], category: 'SPORTS' })).toEqual({ serial: '123', category: 'SPORTS', sort: 'recent', page: 1 });
});

test("a state's URL leaves out its defaults and reads back the same", () => {
  expect(collectionQueryParams({ sort: 'recent', page: 1 })).toEqual({});
  const state = { name: 'Ohtani', serial: '9', grade: '10', category: 'SPORTS' as const, year: 2018, sort: 'serial' as const, page: 4 };
  const params = collectionQueryParams(state);
  expect(params).toEqual({ name: 'Ohtani', serial: '9', grade: '10', category: 'SPORTS', year: '2018', sort: 'serial', page: '4' });
  expect(parseCollectionQuery(params)).toEqual(state);
});
