// The browser's `t` must say exactly what i18next says (docs/decisions/0016-translations-without-i18next.md): every
// key of every namespace in every locale, bare and with counts, is compared with i18next configured like
// next-i18next.config.js.
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n as I18n } from 'i18next';
import { LOCALES } from '@/lib/shared/locale';
import { type TranslationStore, type TranslationTree, createTranslate, interpolate, languagesFor, lookup } from './translate';

const LOCALES_DIR = path.join(process.cwd(), 'locales');

function loadStore(): TranslationStore {
  const store: TranslationStore = {};
  for (const locale of LOCALES) {
    store[locale] = {};
    for (const file of fs.readdirSync(path.join(LOCALES_DIR, locale))) {
      store[locale][file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, file), 'utf8')) as TranslationTree;
    }
  }
  return store;
}

function keysOf(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}

/** Every variable a text names gets a recognisable value. */
function paramsFor(texts: string[]): Record<string, string> {
  const names = texts.flatMap((text) => [...text.matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1]!.trim()));
  return Object.fromEntries(names.filter((name) => name !== 'count').map((name) => [name, `<${name}>`]));
}

const store = loadStore();
let reference: I18n;

beforeAll(async () => {
  reference = i18next.createInstance();
  await reference.init({
    resources: store,
    lng: 'zh-TW',
    fallbackLng: 'zh-TW',
    defaultNS: 'common',
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
});

describe('createTranslate matches i18next', () => {
  const namespaces = Object.keys(store['zh-TW']!);

  it.each(LOCALES.flatMap((locale) => namespaces.map((ns) => [locale, ns] as const)))('%s / %s', (locale, ns) => {
    const t = createTranslate(store, languagesFor(locale), ns);
    const expected = reference.getFixedT(locale, ns);
    const keys = new Set(LOCALES.flatMap((language) => keysOf(store[language]?.[ns] ?? {})));
    // Plural forms are asked for by their bare key with a count.
    const bare = new Set([...keys].map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')));
    let compared = 0;
    for (const key of bare) {
      const texts = [...keys]
        .filter((candidate) => candidate === key || candidate.startsWith(`${key}_`))
        .flatMap((candidate) => LOCALES.map((language) => lookup(store[language]?.[ns], candidate) ?? ''));
      const params = paramsFor(texts);
      expect(t(key, params)).toBe(expected(key, params));
      expect(t(`${ns}:${key}`)).toBe(expected(`${ns}:${key}`));
      for (const count of [0, 1, 2, 5, 21]) expect(t(key, { ...params, count })).toBe(expected(key, { ...params, count }));
      compared += 1;
    }
    expect(compared).toBeGreaterThan(0);
  });
});

describe('createTranslate edge cases', () => {
  const t = createTranslate(store, languagesFor('en'), 'common');
  const expected = () => reference.getFixedT('en', 'common');

  it.each([
    ['a missing key', 'nothing.here'],
    ['a missing key in another namespace', 'login:nothing.here'],
    ['a missing namespace', 'nowhere:nothing'],
    ['a message with a colon', 'Error: something went wrong'],
  ])('%s answers as i18next', (_, key) => {
    expect(t(key)).toBe(expected()(key));
  });

  it('puts keyPrefix before the key, as getFixedT does', () => {
    const prefixed = createTranslate(store, languagesFor('ko'), 'grading', 'detail');
    expect(prefixed('meta.title')).toBe(reference.getFixedT('ko', 'grading', 'detail')('meta.title'));
    expect(prefixed('meta.title')).not.toBe('meta.title');
  });

  it('falls back to zh-TW for a key only zh-TW has', () => {
    const only = { 'zh-TW': { common: { onlyHere: '只有這裡' } }, en: { common: {} } };
    expect(createTranslate(only, languagesFor('en'), 'common')('onlyHere')).toBe('只有這裡');
  });
});

describe('interpolate', () => {
  it('fills named values, with or without spaces; empty for undefined or null, the placeholder for one not given', () => {
    expect(interpolate('{{a}} and {{ b }} and {{c}} and {{d}} and {{e}}', { a: 1, b: 'two', c: undefined, d: null })).toBe('1 and two and  and  and {{e}}');
  });

  it('does not escape: React escapes what it renders', () => {
    expect(interpolate('{{name}}', { name: '<b>&' })).toBe('<b>&');
  });
});
