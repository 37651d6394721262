/** @jest-environment node */
// The key's shape (docs/decisions/0021-public-api.md): cgk_ + 43 base64url characters, stored as its SHA-256, and the
// two headers a key may come in; anything else in them is malformed, never "no key".
import { createHash } from 'node:crypto';
import { hashApiKey, isApiKey, newApiKey, presentedApiKey } from './api-key-format';

test('a new key: the tag, 32 random bytes, its SHA-256 in hex and 8 characters to tell it apart', () => {
  const made = newApiKey();
  expect(made.key).toMatch(/^cgk_[A-Za-z0-9_-]{43}$/);
  expect(Buffer.from(made.key.slice(4), 'base64url')).toHaveLength(32);
  expect(made.hash).toBe(createHash('sha256').update(made.key).digest('hex'));
  expect(made.hash).toBe(hashApiKey(made.key));
  expect(made.prefix).toBe(made.key.slice(4, 12));
  expect(isApiKey(made.key)).toBe(true);
  expect(new Set(Array.from({ length: 50 }, () => newApiKey().key)).size).toBe(50);
});

test('the shape is exact', () => {
  const key = newApiKey().key;
  for (const wrong of [
    key.slice(0, -1),
    `${key}A`,
    key.replace('cgk_', 'CGK_'),
    key.replace('cgk_', 'sk_'),
    `${key.slice(0, -1)}=`,
    `${key.slice(0, -1)}+`,
    ` ${key}`,
    '',
  ]) {
    expect(isApiKey(wrong)).toBe(false);
  }
});

describe('presentedApiKey', () => {
  const key = newApiKey().key;
  test.each([
    [{}, { kind: 'none' }],
    [{ authorization: `Bearer ${key}` }, { kind: 'key', key }],
    [{ authorization: `bearer   ${key}` }, { kind: 'key', key }],
    [{ 'x-api-key': key }, { kind: 'key', key }],
    [{ 'x-api-key': ` ${key} ` }, { kind: 'key', key }],
    [
      { authorization: `Bearer ${key}`, 'x-api-key': key },
      { kind: 'key', key },
    ],
  ])('%j → %j', (headers, expected) => {
    expect(presentedApiKey(headers)).toEqual(expected);
  });

  test.each([
    [{ authorization: 'Bearer' }],
    [{ authorization: `Basic ${key}` }],
    [{ authorization: `Bearer ${key} extra` }],
    [{ authorization: 'Bearer cgk_short' }],
    [{ 'x-api-key': '' }],
    [{ 'x-api-key': [key, key] }],
    [{ authorization: `Bearer ${key}`, 'x-api-key': newApiKey().key }],
    [{ 'x-api-key': 'x'.repeat(100_000) }],
  ])('%j is malformed', (headers) => {
    expect(presentedApiKey(headers as never)).toEqual({ kind: 'malformed' });
  });
});
