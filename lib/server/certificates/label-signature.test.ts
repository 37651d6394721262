/** @jest-environment node */
// The QR signature of docs/product/certificates.md#qr-signature as decided in docs/decisions/0012-label-signature.md:
// what changes the verdict, what does not, key rotation, and hostile query values.
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { canonicalCard } from '@/lib/shared/certificates/same-card';
import { type LabelFacts, labelFacts, labelUrl, signLabel, verifyLabel } from './label-signature';

const VARIABLES = ['LABEL_SIGNING_KEY', 'LABEL_SIGNING_KEYS_RETIRED', 'AUTH_SECRET', 'APP_ORIGIN', 'NODE_ENV', 'ALLOW_GENERATED_SECRET'] as const;
const env = process.env as Record<string, string | undefined>;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, env[name]]));

/** A fresh secret per run: no key is written into the repository, not even a test one. */
const secret = () => randomBytes(32).toString('base64url');
const KEY_1 = `1:${secret()}`;
const KEY_2 = `2:${secret()}`;

function setEnv(values: Partial<Record<(typeof VARIABLES)[number], string | undefined>>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
}

beforeEach(() => {
  setEnv({ ...saved, LABEL_SIGNING_KEY: KEY_1, LABEL_SIGNING_KEYS_RETIRED: undefined, AUTH_SECRET: secret(), APP_ORIGIN: 'https://cardgrade.tw' });
});
afterAll(() => setEnv(saved));

const CHARIZARD: LabelFacts = {
  serial: '4829173',
  grade: 9.5,
  authentic: false,
  card: { cardCategory: 'POKEMON', year: 1999, brand: 'Wizards of the Coast', setName: 'Base Set', cardNumber: '4/102', playerName: 'Charizard' },
};

const withCard = (card: Partial<LabelFacts['card']>): LabelFacts => ({ ...CHARIZARD, card: { ...CHARIZARD.card, ...card } });

test('a label verifies for the certificate it was signed for; the signature is 22 characters under the current key', () => {
  const label = signLabel(CHARIZARD);
  expect(label).toEqual({ kid: '1', sig: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
  expect(verifyLabel(CHARIZARD, label)).toBe('valid');
  expect(signLabel(CHARIZARD)).toEqual(label); // deterministic: a reprint carries the same code
});

test.each<[string, LabelFacts]>([
  ['another serial', { ...CHARIZARD, serial: '4829174' }],
  ['another grade', { ...CHARIZARD, grade: 9 }],
  ['the authentic mark instead of the grade', { ...CHARIZARD, authentic: true, grade: null }],
  ['another category', withCard({ cardCategory: 'YUGIOH' })],
  ['another year', withCard({ year: 2000 })],
  ['no year', withCard({ year: null })],
  ['another brand', withCard({ brand: 'Topps' })],
  ['another set', withCard({ setName: 'Base Set 2' })],
  ['another card number', withCard({ cardNumber: '4/103' })],
  ['another punctuation in the number', withCard({ cardNumber: '4-102' })],
  ['another player or card name', withCard({ playerName: 'Charmeleon' })],
])('a label signed for the record does not verify with %s', (_, changed) => {
  expect(verifyLabel(changed, signLabel(CHARIZARD))).toBe('invalid');
  expect(verifyLabel(CHARIZARD, signLabel(changed))).toBe('invalid');
});

test('an "A" label verifies as "A" and not as a numeric grade', () => {
  const authentic: LabelFacts = { ...CHARIZARD, grade: null, authentic: true };
  expect(verifyLabel(authentic, signLabel(authentic))).toBe('valid');
  expect(verifyLabel({ ...authentic, authentic: false }, signLabel(authentic))).toBe('invalid');
  expect(verifyLabel({ ...CHARIZARD, grade: 9.5, authentic: false }, signLabel(authentic))).toBe('invalid');
});

test('a changed key id or signature does not verify', () => {
  const label = signLabel(CHARIZARD);
  setEnv({ LABEL_SIGNING_KEYS_RETIRED: KEY_2 });
  expect(verifyLabel(CHARIZARD, { ...label, kid: '2' })).toBe('invalid');
  for (let i = 0; i < label.sig.length; i++) {
    const other = label.sig[i] === 'A' ? 'B' : 'A';
    expect(verifyLabel(CHARIZARD, { ...label, sig: label.sig.slice(0, i) + other + label.sig.slice(i + 1) })).toBe('invalid');
  }
});

test('white space, letter case and full-width forms of the card fields do not matter', () => {
  const label = signLabel(CHARIZARD);
  const retyped = withCard({ brand: '  wizards   OF the\tcoast ', setName: 'BASE SET', cardNumber: '４/１０２', playerName: 'ｃｈａｒｉｚａｒｄ\n' });
  expect(verifyLabel(retyped, label)).toBe('valid');
  expect(canonicalCard(retyped.card)).toBe('pokemon\n1999\nwizards of the coast\nbase set\n4/102\ncharizard');
  // A word split or joined is another text, so another card.
  expect(verifyLabel(withCard({ playerName: 'Chari zard' }), label)).toBe('invalid');
});

test('the canonical card keeps its fields apart: a field cannot borrow from its neighbour', () => {
  const a = withCard({ setName: 'Base', cardNumber: 'Set 4/102' });
  const b = withCard({ setName: 'Base Set', cardNumber: '4/102' });
  expect(canonicalCard(a.card)).not.toBe(canonicalCard(b.card));
  expect(verifyLabel(a, signLabel(b))).toBe('invalid');
});

test('rotation: labels of a retired key stay valid, new labels name the new key, a withdrawn key is unknown', () => {
  const old = signLabel(CHARIZARD);
  setEnv({ LABEL_SIGNING_KEY: KEY_2, LABEL_SIGNING_KEYS_RETIRED: KEY_1 });
  expect(verifyLabel(CHARIZARD, old)).toBe('valid');
  const fresh = signLabel(CHARIZARD);
  expect(fresh.kid).toBe('2');
  expect(fresh.sig).not.toBe(old.sig);
  expect(verifyLabel(CHARIZARD, fresh)).toBe('valid');
  // Key 1 withdrawn (e.g. after a leak): its labels name a key this server no longer holds.
  setEnv({ LABEL_SIGNING_KEYS_RETIRED: undefined });
  expect(verifyLabel(CHARIZARD, old)).toBe('unknown-key');
  expect(verifyLabel(CHARIZARD, { kid: 'zz9', sig: fresh.sig })).toBe('unknown-key');
});

test.each<[string, unknown, unknown]>([
  ['no key id and no signature', undefined, undefined],
  ['repeated query values', ['1', '1'], ['x', 'y']],
  ['numbers', 1, 12345],
  ['an empty signature', '1', ''],
  ['a signature one character short', '1', 'A'.repeat(21)],
  ['a signature one character long', '1', 'A'.repeat(23)],
  ['padding', '1', `${'A'.repeat(20)}==`],
  ['standard base64 characters', '1', `${'A'.repeat(20)}+/`],
  ['a key id with a path', '../1', 'A'.repeat(22)],
  ['an overlong key id', '123456789', 'A'.repeat(22)],
  ['an empty key id', '', 'A'.repeat(22)],
  ['control characters', '1\u0000', `${'A'.repeat(21)}\n`],
])('%s → invalid, never an exception', (_, kid, sig) => {
  expect(verifyLabel(CHARIZARD, { kid, sig })).toBe('invalid');
});

test('a record that cannot carry a label, or no record at all, answers invalid instead of throwing', () => {
  const label = signLabel(CHARIZARD);
  const broken = [
    { ...CHARIZARD, serial: '123' },
    { ...CHARIZARD, grade: null },
    { ...CHARIZARD, grade: Number.NaN },
    { ...CHARIZARD, card: null },
    withCard({ playerName: { toString: () => 'Charizard' } as unknown as string }),
    withCard({ year: 1999.5 }),
    null,
  ] as unknown as LabelFacts[];
  for (const facts of broken) expect(verifyLabel(facts, label)).toBe('invalid');
  expect(verifyLabel(CHARIZARD, null as unknown as { kid: unknown; sig: unknown })).toBe('invalid');
  // Signing one is a bug of the caller: it says so.
  expect(() => signLabel({ ...CHARIZARD, grade: null })).toThrow('grade or the authentic mark');
  expect(() => signLabel({ ...CHARIZARD, serial: '0123' })).toThrow('7-digit serial');
});

test('labelFacts takes a certificate row as it is', () => {
  const row = { id: 7, serial: CHARIZARD.serial, grade: 9.5, authentic: false, surface: 10, ...CHARIZARD.card };
  expect(labelFacts(row)).toEqual(CHARIZARD);
});

test('the label URL: the certificate page on the first public origin, with k and s; small enough for a version-5 QR code', () => {
  setEnv({ APP_ORIGIN: 'https://cardgrade.tw/, https://www.cardgrade.tw' });
  const url = labelUrl(CHARIZARD);
  const { kid, sig } = signLabel(CHARIZARD);
  expect(url).toBe(`https://cardgrade.tw/certification/4829173?k=${kid}&s=${sig}`);
  const parsed = new URL(url);
  expect(verifyLabel(CHARIZARD, { kid: parsed.searchParams.get('k'), sig: parsed.searchParams.get('s') })).toBe('valid');
  // 37×37 modules at error correction M (docs/decisions/0012-label-signature.md: an Ed25519 signature needs 49×49).
  expect(QRCode.create(url, { errorCorrectionLevel: 'M' }).version).toBeLessThanOrEqual(5);
});

test('production refuses to print a label without APP_ORIGIN (a printed code cannot be corrected); development uses localhost', () => {
  setEnv({ APP_ORIGIN: undefined, NODE_ENV: 'production' });
  expect(() => labelUrl(CHARIZARD)).toThrow('APP_ORIGIN is required to print labels in production');
  setEnv({ NODE_ENV: 'development' });
  expect(labelUrl(CHARIZARD)).toMatch(/^http:\/\/localhost:\d+\/certification\/4829173\?k=1&s=/);
});

describe('the signing key', () => {
  test('production without LABEL_SIGNING_KEY refuses to sign, unless told to generate secrets', () => {
    setEnv({ LABEL_SIGNING_KEY: undefined, NODE_ENV: 'production' });
    expect(() => signLabel(CHARIZARD)).toThrow('LABEL_SIGNING_KEY is required in production (see .env.example).');
    setEnv({ ALLOW_GENERATED_SECRET: '1' });
    expect(signLabel(CHARIZARD).kid).toBe('dev');
  });

  test('development and tests derive one from AUTH_SECRET: stable for a machine, different between machines', () => {
    setEnv({ LABEL_SIGNING_KEY: undefined, NODE_ENV: 'test' });
    const label = signLabel(CHARIZARD);
    expect(label.kid).toBe('dev');
    expect(signLabel(CHARIZARD)).toEqual(label);
    expect(verifyLabel(CHARIZARD, label)).toBe('valid');
    setEnv({ AUTH_SECRET: secret() });
    expect(signLabel(CHARIZARD).sig).not.toBe(label.sig);
    expect(verifyLabel(CHARIZARD, label)).toBe('invalid');
  });

  test('a malformed key is a configuration error, named', () => {
    setEnv({ LABEL_SIGNING_KEY: 'short' });
    expect(() => signLabel(CHARIZARD)).toThrow(/^LABEL_SIGNING_KEY must be KEY_ID:SECRET/);
    setEnv({ LABEL_SIGNING_KEY: KEY_1, LABEL_SIGNING_KEYS_RETIRED: `${KEY_2},oops` });
    expect(() => verifyLabel(CHARIZARD, { kid: '2', sig: 'A'.repeat(22) })).toThrow(/^LABEL_SIGNING_KEYS_RETIRED must be/);
  });
});
