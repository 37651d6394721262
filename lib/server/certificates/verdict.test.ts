/** @jest-environment node */
// docs/product/certificates.md#verdicts as a table: every verdict from a record, its labels and a code.
import { randomBytes } from 'node:crypto';
import { type IssuedLabel, type VerdictInput, decideVerdict } from './verdict';
import { type SignedLabel, signatureFor } from './label-signature';

const KEYS: Record<string, Buffer> = { '1': randomBytes(32), '2': randomBytes(32) };
const FOREIGN = randomBytes(32);
const SERIAL = '4829173';
const CARD = 'pokemon\n1999\nwizards of the coast\nbase set\n4/102\ncharizard';
const OTHER_CARD = 'pokemon\n1999\nwizards of the coast\nbase set\n2/102\nblastoise';
const T1 = new Date('2026-01-10T00:00:00Z');
const T2 = new Date('2026-06-01T00:00:00Z');

const code = (kid: string, label: Partial<SignedLabel>, secret = KEYS[kid]!) => ({
  kid,
  sig: signatureFor(kid, secret, { serial: SERIAL, grade: '9', card: CARD, generation: 1, ...label }),
});

const gen1: IssuedLabel = { generation: 1, format: 2, kid: '1', grade: '9', card: CARD, issuedAt: T1, supersededAt: null, supersededBy: null };
const gen1Replaced: IssuedLabel = { ...gen1, supersededAt: T2, supersededBy: 'REHOLDER' };
const gen2: IssuedLabel = { ...gen1, generation: 2, issuedAt: T2 };
const legacy: IssuedLabel = { generation: 1, format: 1, kid: null, grade: '9', card: CARD, issuedAt: null, supersededAt: null, supersededBy: null };

const base: VerdictInput = {
  code: null,
  current: { serial: SERIAL, grade: '9', card: CARD },
  labels: [gen1],
  voided: false,
  reported: null,
  keyFor: (kid) => KEYS[kid] ?? null,
  issuedElsewhere: () => false,
};

type Row = [string, Partial<VerdictInput>, string | null, string | null];
const rows: Row[] = [
  ['no code: a plain look-up, no verdict', {}, null, null],
  ['the newest label', { code: code('1', {}) }, 'valid', 'valid'],
  ['a first-format label of a certificate labelled before generations were recorded', { labels: [], code: code('1', { generation: null }) }, 'valid', 'valid'],
  ['label 1 printed without its printing being recorded', { labels: [], code: code('1', { generation: 1 }) }, 'valid', 'valid'],
  ['a recorded first-format label, any key', { labels: [legacy], code: code('2', { generation: null }) }, 'valid', 'valid'],
  ['the old label of a reholdered slab', { labels: [gen1Replaced, gen2], code: code('1', { generation: 1 }) }, 'superseded', 'superseded'],
  ['the new label of a reholdered slab', { labels: [gen1Replaced, gen2], code: code('1', { generation: 2 }) }, 'valid', 'valid'],
  [
    'a regraded card whose new label is not printed yet',
    { current: { serial: SERIAL, grade: '9.5', card: CARD }, labels: [{ ...gen1, supersededAt: T2, supersededBy: 'REGRADE' }], code: code('1', {}) },
    'superseded',
    'superseded',
  ],
  ['the record changed under the newest label', { current: { serial: SERIAL, grade: '8.5', card: CARD }, code: code('1', {}) }, 'mismatch', 'mismatch'],
  ['a genuine code for another grade of this card', { code: code('1', { grade: '10' }) }, 'mismatch', 'mismatch'],
  ['a genuine code for another card', { code: code('1', { card: OTHER_CARD }), issuedElsewhere: () => true }, 'mismatch', 'mismatch'],
  ['a key this server does not hold', { code: code('zz9', {}, FOREIGN) }, 'unknown-key', 'unknown-key'],
  ['a made-up code', { code: { kid: '1', sig: 'A'.repeat(22) } }, 'not-verified', 'not-verified'],
  ['a code signed for another card that was never issued', { code: code('1', { card: OTHER_CARD }) }, 'not-verified', 'not-verified'],
  ['a code signed with a key that is not ours under our id', { code: code('1', {}, FOREIGN) }, 'not-verified', 'not-verified'],
  ['a signature of the wrong length', { code: { kid: '1', sig: 'abc' } }, 'not-verified', 'not-verified'],
  ['a signature outside base64url', { code: { kid: '1', sig: `${'A'.repeat(21)}=` } }, 'not-verified', 'not-verified'],
  ['a key id too long', { code: { kid: '123456789', sig: 'A'.repeat(22) } }, 'not-verified', 'not-verified'],
  ['repeated query values', { code: { kid: ['1', '1'], sig: 'A'.repeat(22) } }, 'not-verified', 'not-verified'],
  ['a genuine code on a reported certificate', { code: code('1', {}), reported: 'under-review' }, 'reported', 'valid'],
  [
    'a superseded code on a certificate with a confirmed fake',
    { labels: [gen1Replaced, gen2], code: code('1', { generation: 1 }), reported: 'confirmed' },
    'reported',
    'superseded',
  ],
  [
    'a made-up code on a reported certificate stays not verified',
    { code: { kid: '1', sig: 'B'.repeat(22) }, reported: 'confirmed' },
    'not-verified',
    'not-verified',
  ],
  ['a genuine code on a voided certificate', { code: code('1', {}), voided: true, reported: 'confirmed' }, 'voided', 'valid'],
];

test.each(rows)('%s', (_name, change, verdict, labelCheck) => {
  const result = decideVerdict({ ...base, ...change });
  if (verdict === null) return expect(result).toBeNull();
  expect(result?.verdict).toBe(verdict);
  expect(result?.labelCheck).toBe(labelCheck);
});

test('a superseded label says when and why, and which label it was', () => {
  const result = decideVerdict({ ...base, labels: [gen1Replaced, gen2], code: code('1', { generation: 1 }) });
  expect(result).toMatchObject({ generation: 1, issuedAt: T1.toISOString(), supersededAt: T2.toISOString(), supersededBy: 'REHOLDER' });
});

test('a mismatch names the grade the code was signed for', () => {
  expect(decideVerdict({ ...base, code: code('1', { grade: 'A', generation: 2 }) })?.signedGrade).toBe('A');
  expect(decideVerdict({ ...base, code: code('1', { grade: '10', generation: null }) })?.signedGrade).toBe('10');
});

test('a label recorded under one key does not verify under another id', () => {
  expect(decideVerdict({ ...base, code: code('2', {}) })?.verdict).toBe('not-verified');
});
