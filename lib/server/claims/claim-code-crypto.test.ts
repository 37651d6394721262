/** @jest-environment node */
import { formatClaimCode, isClaimCode } from '@/lib/shared/certificates/claim-code';
import { claimCodeColumns, claimCodeMatches, hashClaimCode, newClaimCode, openClaimCode, sealClaimCode } from './claim-code-crypto';
import { claimCodeKeys, claimCodeSecret } from './claim-code-key';

const SECRET = 'c'.repeat(40);
const keys = claimCodeKeys(Buffer.from(SECRET));
const otherKeys = claimCodeKeys(Buffer.from('d'.repeat(40)));

test('new codes are well formed and differ', () => {
  const codes = new Set(Array.from({ length: 200 }, newClaimCode));
  expect(codes.size).toBe(200);
  for (const code of codes) expect(isClaimCode(code)).toBe(true);
});

test('the hash is keyed, of the normalised code, and checked whatever the typing', () => {
  const code = newClaimCode();
  const hash = hashClaimCode(code, keys);
  expect(hash).not.toContain(code);
  expect(hashClaimCode(formatClaimCode(code).toLowerCase(), keys)).toBe(hash);
  expect(hashClaimCode(code, otherKeys)).not.toBe(hash);
  expect(claimCodeMatches(hash, ` ${formatClaimCode(code)} `, keys)).toBe(true);
  expect(claimCodeMatches(hash, newClaimCode(), keys)).toBe(false);
  expect(claimCodeMatches(hash, code, otherKeys)).toBe(false);
  expect(claimCodeMatches(null, code, keys)).toBe(false);
  expect(claimCodeMatches('short', code, keys)).toBe(false);
});

test('sealed and opened again for the same certificate; another key, another serial or a changed copy opens nothing', () => {
  const code = newClaimCode();
  const sealed = sealClaimCode(formatClaimCode(code), '1234567', keys);
  expect(sealed).not.toContain(code);
  expect(sealClaimCode(code, '1234567', keys)).not.toBe(sealed);
  expect(openClaimCode(sealed, '1234567', keys)).toBe(code);
  expect(openClaimCode(sealed, '1234567', otherKeys)).toBeNull();
  expect(openClaimCode(sealed, '7654321', keys)).toBeNull();
  const [version, iv, body, tag] = sealed.split('.');
  const flipped = Buffer.from(body!, 'base64url');
  flipped[0] = flipped[0]! ^ 1;
  expect(openClaimCode([version, iv, flipped.toString('base64url'), tag].join('.'), '1234567', keys)).toBeNull();
  expect(openClaimCode('garbage', '1234567', keys)).toBeNull();
  expect(openClaimCode('v1.a.b.c', '1234567', keys)).toBeNull();
});

describe('the secret', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  test('CLAIM_CODE_SECRET when set; refused when short; required in production; derived in development', () => {
    process.env.CLAIM_CODE_SECRET = SECRET;
    expect(claimCodeSecret().toString()).toBe(SECRET);
    process.env.CLAIM_CODE_SECRET = 'short';
    expect(() => claimCodeSecret()).toThrow(/at least 32/);
    delete process.env.CLAIM_CODE_SECRET;
    Object.assign(process.env, { NODE_ENV: 'production' });
    delete process.env.ALLOW_GENERATED_SECRET;
    expect(() => claimCodeSecret()).toThrow(/required in production/);
    Object.assign(process.env, { NODE_ENV: 'test', AUTH_SECRET: 'a'.repeat(40) });
    expect(claimCodeSecret()).toHaveLength(32);
    expect(claimCodeSecret().equals(claimCodeSecret())).toBe(true);
  });

  test('the columns of a fresh code: hash and sealed copy of the same code', () => {
    process.env.CLAIM_CODE_SECRET = SECRET;
    const code = newClaimCode();
    const now = new Date('2026-11-29T00:00:00Z');
    const columns = claimCodeColumns('1234567', now, code);
    expect(columns.claimCodeIssuedAt).toBe(now);
    expect(columns.claimCodeHash).toBe(hashClaimCode(code, keys));
    expect(openClaimCode(columns.claimCodeSealed, '1234567', keys)).toBe(code);
  });
});
