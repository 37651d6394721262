import { PaymentMethod } from '@/lib/server/db/generated/enums';
import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_ERRORS,
  PAYMENT_METHODS,
  SANDBOX_METHODS,
  isPaymentOpen,
  isPaymentSettled,
  paymentCompleteUrl,
  paymentFailedUrl,
  sandboxActions,
} from './payments';
import { startPaymentSchema } from './schemas/payment';

test('the methods are the list of docs/product/payments.md#payment-methods plus the default CONNECT_PAY, each an enum value once', () => {
  expect(DEFAULT_PAYMENT_METHOD).toBe('CONNECT_PAY');
  expect(PAYMENT_METHODS[0]).toBe('CONNECT_PAY');
  expect([...PAYMENT_METHODS].sort()).toEqual(Object.values(PaymentMethod).sort());
  expect(new Set(PAYMENT_METHODS).size).toBe(PAYMENT_METHODS.length);
});

test('the sandbox takes instant card payments and virtual accounts', () => {
  expect(SANDBOX_METHODS).toEqual(['CONNECT_PAY', 'CREDIT_CARD', 'VIRTUAL_ACCOUNT']);
  for (const method of SANDBOX_METHODS) expect(PAYMENT_METHODS).toContain(method);
});

test.each([
  [{ method: 'CREDIT_CARD' }, true],
  [{ method: 'VIRTUAL_ACCOUNT', amount: 1 }, true],
  [{}, false],
  [{ method: '' }, false],
  [{ method: 'BITCOIN' }, false],
  [{ method: 3 }, false],
  [{ method: ['CREDIT_CARD'] }, false],
  [{ method: { $ne: null } }, false],
  [{ method: "CREDIT_CARD' OR 1=1 --" }, false],
  [null, false],
])('start-payment body %j valid: %s', async (body, valid) => {
  if (valid) {
    await expect(startPaymentSchema.validate(body, { stripUnknown: true })).resolves.not.toHaveProperty('amount');
  } else {
    await expect(startPaymentSchema.validate(body)).rejects.toMatchObject({ errors: expect.arrayContaining([expect.stringMatching(/^payments:errors\./)]) });
  }
});

test('a missing or unknown method gets "You need to choose a payment method"', async () => {
  await expect(startPaymentSchema.validate({})).rejects.toMatchObject({ errors: [PAYMENT_ERRORS.methodRequired] });
  await expect(startPaymentSchema.validate({ method: 'NOPE' })).rejects.toMatchObject({ errors: [PAYMENT_ERRORS.methodRequired] });
});

test('payment status helpers', () => {
  expect(isPaymentOpen('READY')).toBe(true);
  expect(isPaymentOpen('PENDING_DEPOSIT')).toBe(true);
  expect(isPaymentOpen('PAID')).toBe(false);
  expect(isPaymentSettled('PAID')).toBe(true);
  expect(isPaymentSettled('REFUNDED')).toBe(true);
  expect(isPaymentSettled('EXPIRED')).toBe(false);
});

test('the sandbox page offers the buttons of the payment state and method', () => {
  expect(sandboxActions('READY', 'CREDIT_CARD')).toEqual(['approve', 'decline']);
  expect(sandboxActions('READY', 'CONNECT_PAY')).toEqual(['approve', 'decline']);
  expect(sandboxActions('READY', 'VIRTUAL_ACCOUNT')).toEqual(['issue-virtual-account', 'decline']);
  expect(sandboxActions('PENDING_DEPOSIT', 'VIRTUAL_ACCOUNT')).toEqual(['deposit']);
  expect(sandboxActions('EXPIRED', 'VIRTUAL_ACCOUNT')).toEqual(['deposit']);
  for (const status of ['PAID', 'FAILED', 'CANCELLED', 'REFUNDED'] as const) expect(sandboxActions(status, 'CREDIT_CARD')).toEqual([]);
});

test('the gateway sends the member back to the right submit flow', () => {
  expect(paymentCompleteUrl('G260101000001', 'GENERAL')).toBe('/grading/submit/complete?order=G260101000001');
  expect(paymentCompleteUrl('R260101000001', 'REHOLDER')).toBe('/reholder/submit/complete?order=R260101000001');
  expect(paymentFailedUrl('G260101000001', 'SIMPLE')).toBe('/grading/submit/payment?order=G260101000001&failed=1');
  expect(paymentCompleteUrl('a&b=c', 'GENERAL')).toBe('/grading/submit/complete?order=a%26b%3Dc');
});
