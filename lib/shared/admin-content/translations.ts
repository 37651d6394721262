// Between the forms' texts per language and the stored translation rows (issue #10). A language whose texts are all
// empty is not stored at all, so the public pages fall back for it (lib/server/content/pick-translation.ts,
// lib/server/partners/list-partner-shops.ts) instead of showing blanks.
import { LOCALES, type Locale } from '../locale';
import type { LocalizedTexts } from '../schemas/admin-content/fields';

export type TranslationRow<K extends string> = { locale: Locale } & Record<K, string>;

/** The languages that are filled in, as rows to store, in LOCALES order. */
export function filledLanguages<K extends string>(texts: LocalizedTexts<K>, fields: readonly K[]): TranslationRow<K>[] {
  return LOCALES.filter((locale) => fields.some((field) => texts[locale][field] !== '')).map((locale) => {
    const row = { locale } as TranslationRow<K>;
    for (const field of fields) (row as Record<string, string>)[field] = texts[locale][field];
    return row;
  });
}

/** Stored rows as the forms' texts: '' in every field of a language that is not stored; unknown locales ignored. */
export function textsOf<K extends string>(rows: readonly ({ locale: string } & Record<K, string>)[], fields: readonly K[]): LocalizedTexts<K> {
  const texts = {} as LocalizedTexts<K>;
  for (const locale of LOCALES) {
    const row = rows.find((item) => item.locale === locale);
    texts[locale] = Object.fromEntries(fields.map((field) => [field, row ? row[field] : ''])) as Record<K, string>;
  }
  return texts;
}

/** The languages a set of texts is written in. */
export function languagesOf<K extends string>(texts: LocalizedTexts<K>, fields: readonly K[]): Locale[] {
  return filledLanguages(texts, fields).map((row) => row.locale);
}
