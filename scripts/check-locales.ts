// Fails when a translation key exists in one locale but not in another, or a value is empty.
// Every word in the UI is translated into zh-TW (default), en and ko (DEVELOPERS.md).
import fs from 'node:fs';
import path from 'node:path';
import { findLocaleProblems } from './lib/locale-problems';

const root = path.join(process.cwd(), 'locales');
const problems = findLocaleProblems(root);
if (problems.length > 0) {
  console.error(`Locale check failed (${problems.length}):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
const files = fs.readdirSync(path.join(root, 'zh-TW')).length;
console.log(`Locale check passed: ${files} namespaces in zh-TW, en and ko.`);
