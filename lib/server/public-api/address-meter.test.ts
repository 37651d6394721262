/** @jest-environment node */
// Callers without a key (docs/product/certificates.md#public-api): 60 a minute and 1,000 a day per address, an IPv6
// caller counted by its /64; the fields the answer carries, and 429's wait.
import { KEYLESS_PER_DAY, KEYLESS_PER_MINUTE } from '@/lib/shared/public-api/limits';
import { meterAddress, meteredAddress, resetAddressMeter } from './address-meter';
import { rateLimitHeaders } from './quotas';

beforeEach(() => resetAddressMeter());

const day = Date.UTC(2026, 11, 1);
const minute = (n: number, second = 0) => day + n * 60_000 + second * 1000;

test('an IPv4 address is itself; an IPv6 one its /64, however it is written', () => {
  expect(meteredAddress('203.0.113.9')).toBe('203.0.113.9');
  expect(meteredAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
  expect(meteredAddress('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
  expect(meteredAddress('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
  expect(meteredAddress('2001:DB8::1')).toBe('2001:db8:0:0::/64');
  expect(meteredAddress('::1')).toBe('0:0:0:0::/64');
  expect(meteredAddress('unknown')).toBe('unknown');
});

test('60 a minute: the 61st waits for the next minute, with the fields saying so', () => {
  for (let i = 0; i < KEYLESS_PER_MINUTE; i += 1) expect(meterAddress('a', minute(5, 10)).allowed).toBe(true);
  const refused = meterAddress('a', minute(5, 20));
  expect(refused.allowed).toBe(false);
  expect(rateLimitHeaders(refused)).toEqual({
    'RateLimit-Policy': `"minute";q=${KEYLESS_PER_MINUTE};w=60, "day";q=${KEYLESS_PER_DAY};w=86400`,
    RateLimit: '"minute";r=0;t=40',
    'RateLimit-Limit': String(KEYLESS_PER_MINUTE),
    'RateLimit-Remaining': '0',
    'RateLimit-Reset': '40',
  });
  expect(meterAddress('b', minute(5, 20)).allowed).toBe(true);
  expect(meterAddress('a', minute(6)).allowed).toBe(true);
});

test('1,000 a day: once spent, the day binds — the wait is until midnight UTC', () => {
  for (let i = 0; i < KEYLESS_PER_DAY; i += 1) expect(meterAddress('a', minute(Math.floor(i / 50))).allowed).toBe(true);
  const refused = meterAddress('a', minute(600));
  expect(refused.allowed).toBe(false);
  const headers = rateLimitHeaders(refused);
  expect(headers.RateLimit).toBe(`"day";r=0;t=${(86_400_000 - 600 * 60_000) / 1000}`);
  expect(headers['RateLimit-Limit']).toBe(String(KEYLESS_PER_DAY));
  expect(meterAddress('a', day + 86_400_000).allowed).toBe(true);
});

test('refused requests are not counted', () => {
  for (let i = 0; i < KEYLESS_PER_MINUTE + 100; i += 1) meterAddress('a', minute(1));
  const next = meterAddress('a', minute(2));
  expect(next.quotas.find((quota) => quota.name === 'day')?.remaining).toBe(KEYLESS_PER_DAY - KEYLESS_PER_MINUTE - 1);
});
