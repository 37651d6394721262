// The one mapper's precedence: the form's own key, then VALIDATION's first field, then the shared key,
// then the fallback; payments show only their own codes and fall back to "Payment failed".
import type { ErrorCode, FieldError } from '@/lib/shared/errors';
import { PAYMENT_ERRORS } from '@/lib/shared/payments';
import { ApiError } from './api';
import { errorCode, errorData, errorMessageKey, fieldErrors, paymentErrorKey } from './error-message';

const field: FieldError = { path: 'email', key: 'validation:email', message: 'Invalid e-mail' };
const refused = (code: ErrorCode | 'NETWORK', errors: FieldError[] = [], data?: unknown) =>
  new ApiError(code, code, code === 'NETWORK' ? 0 : 400, errors, data);
const network = refused('NETWORK');

test.each<[string, unknown, Parameters<typeof errorMessageKey>[1], string]>([
  ['no error', null, {}, 'errors:serverError'],
  ['the form’s own key first', refused('CONFLICT'), { CONFLICT: 'orders:errors.conflict' }, 'orders:errors.conflict'],
  ['the form’s key beats a shared one', refused('FORBIDDEN'), { FORBIDDEN: 'social:errors.withdrawn' }, 'social:errors.withdrawn'],
  ['the form’s key beats a shared one (BAD_REQUEST)', refused('BAD_REQUEST'), { BAD_REQUEST: 'orders:errors.draftLimit' }, 'orders:errors.draftLimit'],
  ['VALIDATION: the first field error', refused('VALIDATION', [field, { ...field, key: 'second' }]), { CONFLICT: 'x' }, 'validation:email'],
  ['VALIDATION without fields: invalid request', refused('VALIDATION'), {}, 'errors:invalidRequest'],
  ['shared: rate limited', refused('RATE_LIMITED'), {}, 'errors:rateLimited'],
  ['shared: session expired', refused('UNAUTHORIZED'), {}, 'errors:sessionExpired'],
  ['shared: forbidden', refused('FORBIDDEN'), {}, 'errors:forbidden'],
  ['shared: not found', refused('NOT_FOUND'), {}, 'errors:notFound'],
  ['shared: bad request', refused('BAD_REQUEST'), {}, 'errors:invalidRequest'],
  ['shared: wrong credentials', refused('INVALID_CREDENTIALS'), {}, 'auth:errors.incorrect'],
  ['shared: e-mail not verified', refused('EMAIL_NOT_VERIFIED'), {}, 'auth:errors.notVerified'],
  ['shared: dormant', refused('ACCOUNT_DORMANT'), {}, 'auth:errors.dormant'],
  ['shared: captcha', refused('CAPTCHA_REQUIRED'), {}, 'auth:captcha.required'],
  ['a code without a message: server error', refused('CONFLICT'), {}, 'errors:serverError'],
  ['INTERNAL: server error', refused('INTERNAL'), {}, 'errors:serverError'],
  ['no answer: server error', network, {}, 'errors:serverError'],
])('%s', (_name, error, keys, expected) => {
  expect(errorMessageKey(error, keys)).toBe(expected);
});

test('shared off: only the form’s keys and field errors, then the given fallback', () => {
  const only = { shared: false, fallback: 'mine:failed' };
  expect(errorMessageKey(refused('RATE_LIMITED'), {}, only)).toBe('mine:failed');
  expect(errorMessageKey(refused('VALIDATION'), {}, only)).toBe('mine:failed');
  expect(errorMessageKey(refused('VALIDATION', [field]), {}, only)).toBe('validation:email');
  expect(errorMessageKey(refused('CONFLICT'), { CONFLICT: 'mine:conflict' }, only)).toBe('mine:conflict');
  expect(errorMessageKey(null, {}, only)).toBe('mine:failed');
});

test.each<[string, unknown, string]>([
  ['its own codes', refused('ORDER_ALREADY_PAID'), PAYMENT_ERRORS.alreadyPaid],
  ['payment failed', refused('PAYMENT_FAILED'), PAYMENT_ERRORS.failed],
  ['over max', refused('ORDER_OVER_MAX'), PAYMENT_ERRORS.overMax],
  ['amount unavailable', refused('PAYMENT_AMOUNT_UNAVAILABLE'), PAYMENT_ERRORS.amountUnavailable],
  ['NOT_FOUND is the order, not the shared "not found"', refused('NOT_FOUND'), PAYMENT_ERRORS.notFound],
  ['session expired', refused('UNAUTHORIZED'), 'errors:sessionExpired'],
  ['rate limited', refused('RATE_LIMITED'), 'errors:rateLimited'],
  ['forbidden', refused('FORBIDDEN'), 'errors:forbidden'],
  ['VALIDATION: the first field error', refused('VALIDATION', [field]), 'validation:email'],
  ['VALIDATION without fields: payment failed, not "invalid request"', refused('VALIDATION'), PAYMENT_ERRORS.failed],
  ['BAD_REQUEST: payment failed, not the shared "invalid request"', refused('BAD_REQUEST'), PAYMENT_ERRORS.failed],
  ['a shared auth code: payment failed', refused('INVALID_CREDENTIALS'), PAYMENT_ERRORS.failed],
  ['a server error: payment failed', refused('INTERNAL'), PAYMENT_ERRORS.failed],
  ['no answer: payment failed (it may not have gone through)', network, PAYMENT_ERRORS.failed],
  ['no error', null, PAYMENT_ERRORS.failed],
])('payment: %s', (_name, error, expected) => {
  expect(paymentErrorKey(error)).toBe(expected);
});

test('errorCode, fieldErrors and errorData read any failure; nothing without one', () => {
  const error = refused('SOCIAL_ACCOUNT', [field], { signedUpOn: '2026-01-02' });
  expect(errorCode(error)).toBe('SOCIAL_ACCOUNT');
  expect(fieldErrors(error)).toEqual([field]);
  expect(errorData<{ signedUpOn: string }>(error)?.signedUpOn).toBe('2026-01-02');
  expect(errorCode(new Error('offline'))).toBe('NETWORK');
  expect([errorCode(null), fieldErrors(undefined), errorData(null)]).toEqual([null, [], undefined]);
});
