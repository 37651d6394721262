// The population search's query (docs/product/certificates.md#population-report): what the form and the API accept, and
// the message key of everything refused — huge or hostile values included.
import { ValidationError } from 'yup';
import { POPULATION_ERRORS as E, POPULATION_LIMITS as L, populationExportSchema, populationPassSchema, populationSearchSchema } from './population';

const parse = (query: unknown) => populationSearchSchema.validate(query, { abortEarly: false, stripUnknown: true });

async function problems(query: unknown, schema = populationSearchSchema): Promise<Record<string, string>> {
  try {
    await schema.validate(query, { abortEarly: false, stripUnknown: true });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries((error.inner.length ? error.inner : [error]).map((issue) => [issue.path ?? '', String(issue.message)]));
  }
}

test('every filter as the query string sends it; blank values are not given; page 1 by default', async () => {
  expect(await parse({ name: ' Charizard ', category: 'POKEMON', year: '1999', set: 'Base Set', number: '4/102' })).toEqual({
    name: 'Charizard',
    category: 'POKEMON',
    year: 1999,
    set: 'Base Set',
    number: '4/102',
    page: 1,
  });
  expect(await parse({ name: '大谷', year: '', set: ' ', number: '', page: '' })).toEqual({ name: '大谷', page: 1 });
  expect(await parse({ year: '２０２３', page: '３' })).toEqual({ year: 2023, page: 3 });
  expect(await parse({ number: '151/165', page: String(L.maxPage) })).toEqual({ number: '151/165', page: L.maxPage });
  // Unknown parameters are dropped.
  expect(await parse({ name: 'mew', sort: 'asc', limit: '100000' })).toEqual({ name: 'mew', page: 1 });
});

test.each<[string, Record<string, unknown>, Record<string, string>]>([
  ['nothing at all', {}, { name: E.narrow }],
  ['only a category', { category: 'POKEMON' }, { name: E.narrow }],
  ['only blank fields', { name: '  ', set: '', number: ' ' }, { name: E.narrow }],
  ['a name past 64 characters', { name: 'x'.repeat(L.name + 1) }, { name: E.tooLong }],
  ['a huge name', { name: 'ピカチュウ'.repeat(20_000) }, { name: E.tooLong }],
  ['a set past 64 characters', { set: 's'.repeat(L.set + 1) }, { set: E.tooLong }],
  ['a number past 32 characters', { number: '1'.repeat(L.number + 1) }, { number: E.tooLong }],
  ['a name of punctuation only', { name: '%%' }, { name: E.noLetters }],
  ['a set of wildcards only', { set: '_%\\' }, { set: E.noLetters }],
  ['an unknown category', { name: 'mew', category: 'pokemon' }, { category: E.category }],
  ['a category as a list', { name: 'mew', category: ['POKEMON', 'YUGIOH'] }, { category: E.category }],
  ['a name as a list', { name: ['mew', 'pikachu'] }, { name: E.wrongType }],
  ['a name as an object', { name: { $ne: '' } }, { name: E.wrongType }],
  ['a year before 1900', { year: '1899' }, { year: E.year }],
  ['a year after 2100', { year: '2101' }, { year: E.year }],
  ['a year of five digits', { year: '20230' }, { year: E.year }],
  ['a year in exponent form', { year: '2e3' }, { year: E.year }],
  ['a negative year', { year: '-1999' }, { year: E.year }],
  ['a fractional year', { year: '1999.5' }, { year: E.year }],
  ['a huge year', { year: '9'.repeat(400) }, { year: E.year }],
  ['a year as a list', { year: ['1999', '2000'] }, { year: E.year }],
  ['page 0', { name: 'mew', page: '0' }, { page: E.page }],
  ['a page past the last', { name: 'mew', page: String(L.maxPage + 1) }, { page: E.page }],
  ['a huge page', { name: 'mew', page: '9'.repeat(30) }, { page: E.page }],
  ['a negative page', { name: 'mew', page: '-1' }, { page: E.page }],
  ['a page of words', { name: 'mew', page: 'two' }, { page: E.page }],
])('refused: %s', async (_what, query, expected) => {
  expect(await problems(query)).toEqual(expected);
});

test('a query that is no object is refused', async () => {
  expect(await problems('name=mew')).toEqual({ '': E.wrongType });
  expect(await problems(null)).toEqual({ '': E.wrongType });
});

test('the export takes the same filters (no page) and the language of its header row', async () => {
  const options = { abortEarly: false, stripUnknown: true } as const;
  expect(await populationExportSchema.validate({ name: 'mew', page: '3', lang: 'ko' }, options)).toEqual({ name: 'mew', lang: 'ko' });
  expect(await problems({ name: 'mew', lang: 'fr' }, populationExportSchema as never)).toEqual({ lang: E.lang });
  expect(await problems({ category: 'POKEMON' }, populationExportSchema as never)).toEqual({ name: E.narrow });
});

test('the pass needs a solved proof of work, of a sane length', async () => {
  const options = { abortEarly: false, stripUnknown: true } as const;
  expect(await populationPassSchema.validate({ captcha: 'abc' }, options)).toEqual({ captcha: 'abc' });
  await expect(populationPassSchema.validate({}, options)).rejects.toThrow(E.captchaRequired);
  await expect(populationPassSchema.validate({ captcha: 'x'.repeat(L.captcha + 1) }, options)).rejects.toThrow(E.tooLong);
  await expect(populationPassSchema.validate({ captcha: 42 }, options)).rejects.toThrow(E.wrongType);
});
