// Translations outside React (API messages, e-mails): reads the same locales/ files as the pages.
import fs from 'node:fs';
import path from 'node:path';
import { type TranslationTree, lookup } from '@/lib/shared/i18n/translate';
import { DEFAULT_LOCALE, type Locale } from '@/lib/shared/locale';

const cache = new Map<string, TranslationTree>();

function load(locale: Locale, ns: string): TranslationTree {
  const id = `${locale}/${ns}`;
  let tree = cache.get(id);
  if (!tree) {
    // Fixed base folder (not computed from input) so the build traces only locales/.
    const file = path.join(process.cwd(), 'locales', locale, `${ns}.json`);
    tree = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as TranslationTree) : {};
    if (process.env.NODE_ENV === 'production') cache.set(id, tree);
  }
  return tree;
}

// "ns:a.b" where ns names a file: anything else (e.g. a message quoting user input) is not a key, and
// must never reach the file system as a path.
const KEY = /^(?:([a-z][a-zA-Z0-9-]{0,39}):)?([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)$/;

export function isTranslationKey(value: string): boolean {
  return KEY.test(value);
}

/** Translates "ns:a.b" (default namespace common), falling back to zh-TW, then to the key itself. */
export function translateServer(locale: Locale, key: string, params: Record<string, unknown> = {}): string {
  const match = KEY.exec(key);
  if (!match) return key;
  const ns = match[1] ?? 'common';
  const rest = match[2]!;
  const text = lookup(load(locale, ns), rest) ?? lookup(load(DEFAULT_LOCALE, ns), rest) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
