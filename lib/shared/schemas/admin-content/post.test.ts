import { ValidationError } from 'yup';
import { CONTENT_ERRORS as E } from './content-errors';
import { postSchema } from './post';

const zh = { title: '年末公告', summary: '摘要', body: '內文。' };
const empty = { title: '', summary: '', body: '' };
const valid = () => ({
  kind: 'EVENT',
  slug: 'year-end-2026',
  pinned: false,
  publishedAt: '2026-11-22T04:00:00.000Z',
  startsAt: '2026-12-01T10:00:00+08:00',
  endsAt: '2026-12-02T18:00:00+08:00',
  translations: { 'zh-TW': zh, en: { title: 'Year end', summary: 'Summary', body: 'Body.' }, ko: empty },
});

/** The field errors of a body: path → message key. */
async function problems(body: unknown): Promise<Record<string, string>> {
  try {
    await postSchema.validate(body, { abortEarly: false, stripUnknown: true });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((item) => [item.path ?? '', item.message]));
  }
}

test('a full event passes; texts are trimmed; a language left out entirely is empty', async () => {
  const { ko: _ko, ...translations } = valid().translations;
  const out = await postSchema.validate({ ...valid(), slug: ' year-end-2026 ', translations: { ...translations, 'zh-TW': { ...zh, title: '  年末公告 ' } } });
  expect(out.slug).toBe('year-end-2026');
  expect(out.translations['zh-TW'].title).toBe('年末公告');
  expect(out.translations.ko).toEqual(empty);
});

test('zh-TW is required; another language is all or nothing', async () => {
  expect(await problems({ ...valid(), translations: { ...valid().translations, 'zh-TW': { ...zh, title: '  ' } } })).toEqual({
    'translations.zh-TW.title': E.required,
  });
  expect(await problems({ ...valid(), translations: { ...valid().translations, ko: { title: '제목', summary: '', body: '' } } })).toEqual({
    'translations.ko.summary': E.incomplete,
    'translations.ko.body': E.incomplete,
  });
  expect(await problems({ ...valid(), translations: { ...valid().translations, en: { ...zh, body: 'x'.repeat(20_001) } } })).toEqual({
    'translations.en.body': E.tooLong,
  });
});

test('slugs are lowercase words joined by single hyphens', async () => {
  for (const slug of ['Year-End', 'year_end', 'year--end', '-year', 'year-', '公告', 'a b', '../x', '']) {
    expect((await problems({ ...valid(), slug }))['slug']).toBe(E.slug);
  }
  expect(await problems({ ...valid(), slug: 'a'.repeat(121) })).toEqual({ slug: E.tooLong });
  expect(await problems({ ...valid(), slug: 42 })).toEqual({ slug: E.wrongType });
});

test('dates: ISO with a zone, this century, real days; an event ends after it starts; notices have no period', async () => {
  for (const publishedAt of [
    '2026-11-22',
    '2026-11-22T12:00',
    '2026-02-31T00:00:00Z',
    '1999-12-31T00:00:00Z',
    '2101-01-01T00:00:00Z',
    1_700_000_000_000,
    'soon',
  ]) {
    expect((await problems({ ...valid(), publishedAt }))['publishedAt']).toBe(E.date);
  }
  expect((await problems({ ...valid(), publishedAt: null }))['publishedAt']).toBe(E.required);
  expect(await problems({ ...valid(), publishedAt: '2026-02-28T23:30:00-05:00' })).toEqual({});
  expect(await problems({ ...valid(), endsAt: '2026-11-30T00:00:00Z' })).toEqual({ endsAt: E.endsBeforeStart });
  expect(await problems({ ...valid(), startsAt: null, endsAt: null })).toEqual({});
  expect(await problems({ ...valid(), kind: 'NOTICE' })).toEqual({ startsAt: E.noticeDates, endsAt: E.noticeDates });
  expect(await problems({ ...valid(), kind: 'NOTICE', startsAt: null, endsAt: undefined })).toEqual({});
});

test('wrong types are refused, not converted', async () => {
  expect(await problems({ ...valid(), pinned: 'true' })).toEqual({ pinned: E.wrongType });
  expect(await problems({ ...valid(), kind: 'BLOG' })).toEqual({ kind: E.wrongType });
  expect((await problems({ ...valid(), translations: 'zh' }))['translations']).toBe(E.wrongType);
  expect(await problems({ ...valid(), translations: { ...valid().translations, en: { ...zh, title: 5 } } })).toEqual({ 'translations.en.title': E.wrongType });
  expect(Object.keys(await problems(null))).toEqual(['']);
});
