// The translation function every page uses, in the browser and on the server (issue #11). It reads the resources
// next-i18next's serverSideTranslations puts in a page's props and answers exactly as i18next would for what our
// locales/ files use — "ns:a.b" keys, plural suffixes by Intl.PluralRules (`_one`, `_other`, `_zero` for 0), `{{name}}`
// unescaped (React escapes), the fallback language after the page's — so the browser does not download and start
// i18next with react-i18next (≈ 19 kB gzip on every page; docs/decisions/0016-translations-without-i18next.md).
// translate.test.ts checks every key of every locale against i18next itself.
import { DEFAULT_LOCALE } from '@/lib/shared/locale';

export type TranslationTree = { [key: string]: string | TranslationTree };
/** locale → namespace → tree: the shape of next-i18next's `initialI18nStore`. */
export type TranslationStore = Record<string, Record<string, TranslationTree>>;
export type TranslateParams = Record<string, unknown> & { count?: number };
export type Translate = (key: string, params?: TranslateParams) => string;

// "ns:a.b". A text that is not a key (a message with a colon and spaces) keeps its colon, as with i18next.
const NAMESPACED_KEY = /^([A-Za-z][\w-]*):([^\s:]+)$/;

export function lookup(tree: TranslationTree | undefined, dotted: string): string | undefined {
  let node: string | TranslationTree | undefined = tree;
  for (const part of dotted.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * `{{name}}` and `{{ name }}` become the parameter's text, as in i18next: a parameter given as undefined or null
 * becomes empty; one not given at all leaves the placeholder, so a forgotten value shows instead of vanishing.
 */
export function interpolate(text: string, params: Record<string, unknown> = {}): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(params, key)) return placeholder;
    const value = params[key];
    return value === undefined || value === null ? '' : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The page's language first, then the default one (next-i18next.config.js `fallbackLng`). */
export function languagesFor(language: string): string[] {
  return language === DEFAULT_LOCALE ? [language] : [language, DEFAULT_LOCALE];
}

function resolve(store: TranslationStore, languages: readonly string[], ns: string, key: string, count: number | undefined): string | undefined {
  for (const language of languages) {
    const tree = store[language]?.[ns];
    if (!tree) continue;
    if (count !== undefined) {
      // i18next's order within a language: `_zero` for 0, then the language's plural form, then the bare key.
      const text = (count === 0 ? lookup(tree, `${key}_zero`) : undefined) ?? lookup(tree, `${key}_${pluralCategory(language, count)}`);
      if (text !== undefined) return text;
    }
    const text = lookup(tree, key);
    if (text !== undefined) return text;
  }
  return undefined;
}

/**
 * `t` for one page: keys without a namespace are looked up in `defaultNs` (the first namespace a component names, as
 * react-i18next does), under `keyPrefix` when one is given. A missing key answers the key without its namespace, as
 * i18next does.
 */
export function createTranslate(store: TranslationStore, languages: readonly string[], defaultNs: string, keyPrefix?: string): Translate {
  return (asked, params) => {
    // i18next's getFixedT puts the prefix before the whole key.
    const fullKey = keyPrefix ? `${keyPrefix}.${asked}` : asked;
    const namespaced = NAMESPACED_KEY.exec(fullKey);
    const ns = namespaced ? namespaced[1]! : defaultNs;
    const key = namespaced ? namespaced[2]! : fullKey;
    const count = typeof params?.count === 'number' ? params.count : undefined;
    const text = resolve(store, languages, ns, key, count);
    return text === undefined ? key : interpolate(text, params);
  };
}
