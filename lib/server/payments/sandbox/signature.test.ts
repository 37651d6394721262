/** @jest-environment node */
import { parseSandboxEvent } from './event';
import { signSandboxBody, verifySandboxSignature } from './signature';

const secret = Buffer.from('a-test-secret-that-is-long-enough-for-hmac');
const body = JSON.stringify({
  eventId: 'evt_1',
  providerPaymentId: 'sbx_1',
  type: 'payment.approved',
  amount: 1300,
  currency: 'TWD',
  occurredAt: '2026-01-01T00:00:00.000Z',
});
const now = new Date('2026-01-01T00:00:00Z');

test('a body signed with the secret verifies', () => {
  expect(verifySandboxSignature(secret, body, signSandboxBody(secret, body, now), now)).toBe(true);
});

test('another secret, another body, a missing or malformed header do not', () => {
  const header = signSandboxBody(secret, body, now);
  expect(verifySandboxSignature(Buffer.from('another-secret-that-is-long-enough-xx'), body, header, now)).toBe(false);
  expect(verifySandboxSignature(secret, body.replace('1300', '1'), header, now)).toBe(false);
  expect(verifySandboxSignature(secret, body, undefined, now)).toBe(false);
  expect(verifySandboxSignature(secret, body, ['t=1', 'v1=2'], now)).toBe(false);
  expect(verifySandboxSignature(secret, body, 'garbage', now)).toBe(false);
  expect(verifySandboxSignature(secret, body, header.replace(/v1=.*/, 'v1=zz'), now)).toBe(false);
  expect(verifySandboxSignature(secret, body, 'x'.repeat(10_000), now)).toBe(false);
});

test('the timestamp is signed and must be within 5 minutes', () => {
  const header = signSandboxBody(secret, body, now);
  expect(verifySandboxSignature(secret, body, header, new Date(now.getTime() + 299_000))).toBe(true);
  expect(verifySandboxSignature(secret, body, header, new Date(now.getTime() + 301_000))).toBe(false);
  expect(verifySandboxSignature(secret, body, header, new Date(now.getTime() - 301_000))).toBe(false);
  // Moving the timestamp breaks the signature.
  const fresh = header.replace(/t=\d+/, `t=${Math.floor(now.getTime() / 1000) + 60}`);
  expect(verifySandboxSignature(secret, body, fresh, now)).toBe(false);
});

test('events are parsed strictly', () => {
  expect(parseSandboxEvent(body)).toMatchObject({ eventId: 'evt_1', amount: 1300, currency: 'TWD', type: 'payment.approved' });
  expect(parseSandboxEvent('not json')).toBeNull();
  expect(parseSandboxEvent('[]')).toBeNull();
  expect(parseSandboxEvent(body.replace('1300', '"1300"'))).toBeNull();
  expect(parseSandboxEvent(body.replace('1300', '-5'))).toBeNull();
  expect(parseSandboxEvent(body.replace('1300', '12.5'))).toBeNull();
  expect(parseSandboxEvent(body.replace('TWD', 'EUR'))).toBeNull();
  expect(parseSandboxEvent(body.replace('payment.approved', 'payment.stolen'))).toBeNull();
  expect(parseSandboxEvent(body.replace('evt_1', "evt'; DROP TABLE x;--"))).toBeNull();
  // Issue #7: past the money column's range (2^31 − 1) the event is refused, not left to the database.
  expect(parseSandboxEvent(body.replace('1300', '9007199254740991'))).toBeNull();
  expect(parseSandboxEvent(body.replace('1300', '2147483648'))).toBeNull();
  expect(parseSandboxEvent(body.replace('1300', '2147483647'))).toMatchObject({ amount: 2147483647 });
  // Text PostgreSQL refuses (a NUL byte) is dropped, never stored.
  expect(parseSandboxEvent(body.replace('"currency"', '"reason":"bad\\u0000x","currency"'))?.reason).toBeUndefined();
  // A virtual account event needs its account.
  expect(parseSandboxEvent(body.replace('payment.approved', 'virtual_account.issued'))).toBeNull();
});
