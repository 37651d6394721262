// Every AuditLog action written about an order, its cards and their certificates has words on the lab page's audit
// trail, in every locale (issue #10): the services under lib/server/{lab,certificates,orders} write their action
// names only from AUDIT_ACTIONS, and each name there maps to a key of lab:audit.actions.* (not "Other change").
import fs from 'node:fs';
import path from 'node:path';
import { auditActionKey } from '@/components/staff/lab/lab-labels';
import { LOCALES } from '../locale';
import { AUDIT_ACTIONS } from './audit-actions';

const root = process.cwd();
// lib/server/claims: a certificate's owners and claim codes (issue #25).
const SERVICE_DIRS = ['lib/server/lab', 'lib/server/certificates', 'lib/server/orders', 'lib/server/claims'];

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** Each service source that writes AuditLog rows, with its text. */
function writers(): { file: string; source: string }[] {
  return SERVICE_DIRS.flatMap(sources)
    .map((file) => ({ file, source: fs.readFileSync(path.join(root, file), 'utf8') }))
    .filter(({ source }) => /\brecordAudits?\(/.test(source));
}

function labText(locale: string, key: string): unknown {
  const words = JSON.parse(fs.readFileSync(path.join(root, 'locales', locale, 'lab.json'), 'utf8')) as { audit: { actions: Record<string, unknown> } };
  return words.audit.actions[key.replace('lab:audit.actions.', '')];
}

test('the services write their audit actions from AUDIT_ACTIONS only, and every name there is written', () => {
  const files = writers();
  expect(files.length).toBeGreaterThanOrEqual(12);
  // A literal or a template would escape the page's words.
  const literal = files.flatMap(({ file, source }) => [...source.matchAll(/\baction: *(['`][^'`]*['`])/g)].map((match) => `${file}: ${match[1]}`));
  expect(literal).toEqual([]);
  const used = new Set(files.flatMap(({ source }) => [...source.matchAll(/\bAUDIT_ACTIONS\.(\w+)/g)].map((match) => match[1]!)));
  // check-card.ts names the note's action by its field (AUDIT_ACTIONS[field]: vscNote, defectNote).
  if (files.some(({ source }) => source.includes('AUDIT_ACTIONS[field]'))) used.add('vscNote').add('defectNote');
  expect([...used].sort()).toEqual(Object.keys(AUDIT_ACTIONS).sort());
});

test.each(Object.entries(AUDIT_ACTIONS))('%s (%s) has its own words in every locale', (name, action) => {
  const key = auditActionKey(action);
  expect(key).toBe(`lab:audit.actions.${name}`);
  expect(LOCALES.filter((locale) => typeof labText(locale, key) !== 'string')).toEqual([]);
});
