import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../../lib/shared/locale';

type Tree = { [key: string]: string | Tree };

/** Flattens nested keys to dotted paths, keeping each leaf value. */
export function flattenKeys(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flattenKeys(value, full)) out.set(k, v);
  }
  return out;
}

// i18next plural suffixes differ by language (ko and zh have only _other), so they are compared by stem.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const stem = (key: string) => key.replace(PLURAL, '');

export function findLocaleProblems(root: string): string[] {
  const problems: string[] = [];
  const namespaces = new Set<string>();
  for (const locale of LOCALES) {
    const dir = path.join(root, locale);
    if (!fs.existsSync(dir)) problems.push(`${locale}: folder missing`);
    else for (const file of fs.readdirSync(dir)) if (file.endsWith('.json')) namespaces.add(file);
  }
  for (const ns of [...namespaces].sort()) {
    const keys = new Map<string, Set<string>>();
    for (const locale of LOCALES) {
      const file = path.join(root, locale, ns);
      if (!fs.existsSync(file)) {
        problems.push(`${locale}/${ns}: file missing`);
        continue;
      }
      let flat: Map<string, string>;
      try {
        flat = flattenKeys(JSON.parse(fs.readFileSync(file, 'utf8')) as Tree);
      } catch (error) {
        problems.push(`${locale}/${ns}: ${(error as Error).message}`);
        continue;
      }
      for (const [key, value] of flat) if (value.trim() === '') problems.push(`${locale}/${ns}: "${key}" is empty`);
      keys.set(locale, new Set([...flat.keys()].map(stem)));
    }
    const all = new Set([...keys.values()].flatMap((set) => [...set]));
    for (const [locale, set] of keys) {
      for (const key of all) if (!set.has(key)) problems.push(`${locale}/${ns}: missing "${key}"`);
    }
  }
  return problems;
}
