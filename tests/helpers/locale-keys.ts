// For the locale-coverage unit tests (the member's order pages, the lab's pages: issue #10): which translation keys
// have no words in a locale, and the keys a set of source files names literally. check-locales only compares the
// locales with each other; these prove the keys the code uses exist.
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/lib/shared/locale';

type Tree = { [key: string]: string | Tree };
const root = path.join(process.cwd(), 'locales');
const cache = new Map<string, Tree>();

function load(locale: string, ns: string): Tree {
  const file = path.join(root, locale, `${ns}.json`);
  if (!cache.has(file)) cache.set(file, fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Tree) : {});
  return cache.get(file)!;
}

/** The text of `fullKey` ("ns:a.b", or "a.b" in `defaultNs`) in `locale`; a plural form counts as the key. */
function text(locale: string, fullKey: string, defaultNs: string): string | undefined {
  const [ns, key] = fullKey.includes(':') ? (fullKey.split(':') as [string, string]) : [defaultNs, fullKey];
  const parts = key.split('.');
  const last = parts.pop()!;
  let node: string | Tree | undefined = load(locale, ns);
  for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') return undefined;
  const value = node[last] ?? node[`${last}_other`];
  return typeof value === 'string' ? value : undefined;
}

/** "locale: key" for every key without words in a locale ([] when all are there). */
export function missingKeys(keys: string[], defaultNs: string): string[] {
  return LOCALES.flatMap((locale) => keys.filter((key) => !text(locale, key, defaultNs)).map((key) => `${locale}: ${key}`));
}

/** The source files (not tests) of `dir`, relative to the project. */
export function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(process.cwd(), dir))
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
    .map((file) => path.join(dir, file));
}

/** The keys `files` name literally: t('a.b'), any 'ns:a.b' of `namespaces`, and both keys of t(cond ? 'a.b' : 'c.d'). */
export function literalKeys(files: string[], namespaces: string[]): Set<string> {
  const prefixed = new RegExp(`'((?:${namespaces.join('|')}):[\\w.]+)'`, 'g');
  const keys = new Set<string>();
  for (const file of files) {
    const source = fs.readFileSync(path.join(process.cwd(), file), 'utf8');
    for (const match of source.matchAll(/\bt\(\s*'([a-zA-Z][\w.:-]*)'/g)) keys.add(match[1]!);
    for (const match of source.matchAll(prefixed)) keys.add(match[1]!);
    for (const match of source.matchAll(/\bt\([^()]*\?\s*'([a-z][\w:]*\.[\w.]+)'\s*:\s*'([a-z][\w:]*\.[\w.]+)'/g)) keys.add(match[1]!).add(match[2]!);
  }
  return keys;
}
