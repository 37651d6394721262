// The small decisions of the order pages: which words a status gets, what a failed action says, where the list is
// in the URL, and what the member reads about refunds.
import { ApiError } from '@/lib/client/api';
import type { ErrorCode, FieldError } from '@/lib/shared/errors';
import type { RefundView } from '@/lib/shared/orders/my-order-views';
import { actionErrorKey, formFieldErrors, onlyFieldErrors } from './action-errors';
import { listQueryParams, parseListQuery } from './list-query';
import { cancelOutcome, latestRefund, refundAccountOutcome, refundRejected } from './refunds';
import { statusLabel, statusTone } from './status-labels';

describe('statusLabel', () => {
  test.each<[Parameters<typeof statusLabel>[0], ReturnType<typeof statusLabel>]>([
    [
      { status: 'SAVED', displayStatus: null },
      { key: 'status.order.SAVED', noteKey: null },
    ],
    [
      { status: 'PAYMENT_FAILED', displayStatus: null },
      { key: 'status.order.PAYMENT_FAILED', noteKey: null },
    ],
    [
      { status: 'WAITING_FOR_DEPOSIT', displayStatus: 'WAITING_FOR_DEPOSIT' },
      { key: 'status.display.WAITING_FOR_DEPOSIT', noteKey: null },
    ],
    [
      { status: 'PROCESSING', displayStatus: 'GRADING' },
      { key: 'status.display.GRADING', noteKey: null },
    ],
    [
      { status: 'CANCELLED', displayStatus: 'CANCELLED' },
      { key: 'status.display.CANCELLED', noteKey: null },
    ],
    [
      { status: 'DEADLINE_EXPIRED', displayStatus: 'CANCELLED' },
      { key: 'status.order.DEADLINE_EXPIRED', noteKey: null },
    ],
    [
      { status: 'REFUNDED', displayStatus: 'CANCELLED' },
      { key: 'status.order.REFUNDED', noteKey: null },
    ],
    [
      { status: 'WRONG_REFUND_ACCOUNT', displayStatus: 'WAREHOUSE_IN' },
      { key: 'status.display.WAREHOUSE_IN', noteKey: 'status.order.WRONG_REFUND_ACCOUNT' },
    ],
    [
      { status: 'COMPLETE_PARTIAL_CANCELED', displayStatus: 'SHIPPING_OUT_COMPLETE' },
      { key: 'status.display.SHIPPING_OUT_COMPLETE', noteKey: 'status.order.COMPLETE_PARTIAL_CANCELED' },
    ],
  ])('%o', (order, label) => {
    expect(statusLabel(order)).toEqual(label);
  });

  test('tone: waiting on the member, under way, done, ended', () => {
    expect(statusTone({ status: 'SAVED', displayStatus: null })).toBe('warning');
    expect(statusTone({ status: 'PROCESSING', displayStatus: 'GRADING' })).toBe('info');
    expect(statusTone({ status: 'COMPLETE', displayStatus: 'SHIPPING_OUT_COMPLETE' })).toBe('success');
    expect(statusTone({ status: 'CANCELLED', displayStatus: 'CANCELLED' })).toBe('default');
  });
});

describe('actionErrorKey', () => {
  const field = (path: string, key: string): FieldError => ({ path, key, message: key });
  const refused = (code: ErrorCode | 'NETWORK', options: { key?: string; errors?: FieldError[]; data?: unknown } = {}) =>
    new ApiError(code, code, code === 'NETWORK' ? 0 : 400, options.errors ?? [], options.data, options.key);

  test.each<[string, ApiError, string | undefined, string]>([
    ['a myorders refusal by its key', refused('CONFLICT', { key: 'myorders:errors.notAllowed' }), undefined, 'myorders:errors.notAllowed'],
    ['a stale page', refused('CONFLICT', { key: 'myorders:errors.changedMeanwhile', data: {} }), undefined, 'myorders:errors.changedMeanwhile'],
    ['another module’s conflict is a stale page too', refused('CONFLICT', { key: 'orders:errors.wrongStatus' }), undefined, 'myorders:errors.changedMeanwhile'],
    ['unknown order', refused('NOT_FOUND', { key: 'orders:errors.notFound' }), undefined, 'myorders:errors.orderNotFound'],
    [
      'a field refusal without its field on the form',
      refused('VALIDATION', { errors: [field('refundAccount', 'myorders:errors.refundAccountRequired')] }),
      undefined,
      'myorders:errors.refundAccountRequired',
    ],
    ['session expired', refused('UNAUTHORIZED'), undefined, 'errors:sessionExpired'],
    ['server error: the fallback', refused('INTERNAL'), 'myorders:errors.cancelFailed', 'myorders:errors.cancelFailed'],
    ['no answer: the fallback', refused('NETWORK'), 'myorders:errors.cancelFailed', 'myorders:errors.cancelFailed'],
    ['server error without a fallback', refused('INTERNAL'), undefined, 'errors:serverError'],
  ])('%s', (_name, error, fallback, key) => {
    expect(actionErrorKey(error, fallback)).toBe(key);
  });

  test('field errors go to the form’s paths; others stay for the general message', () => {
    const error = refused('VALIDATION', { errors: [field('refundAccount.bank', 'b'), field('refundAccount', 'r')] });
    const paths = { 'refundAccount.bank': 'refundAccount.bank' };
    expect(formFieldErrors(error, paths)).toEqual([{ path: 'refundAccount.bank', key: 'b' }]);
    expect(onlyFieldErrors(error, paths)).toBe(false);
    expect(onlyFieldErrors(refused('VALIDATION', { errors: [field('refundAccount.bank', 'b')] }), paths)).toBe(true);
  });
});

describe('list query', () => {
  test.each<[Record<string, string | string[]>, ReturnType<typeof parseListQuery>]>([
    [{}, { tab: 'all', type: null, page: 1 }],
    [
      { tab: 'refund', type: 'REHOLDER', page: '3' },
      { tab: 'refund', type: 'REHOLDER', page: 3 },
    ],
    [
      { tab: 'drafts', type: 'GENERAL', page: '0' },
      { tab: 'all', type: null, page: 1 },
    ],
    [
      { tab: ['cancel', 'complete'], page: '1e3' },
      { tab: 'cancel', type: null, page: 1 },
    ],
    [{ page: '99999999' }, { tab: 'all', type: null, page: 1 }],
  ])('%o', (query, parsed) => {
    expect(parseListQuery(query)).toEqual(parsed);
  });

  test('the URL leaves the defaults out', () => {
    expect(listQueryParams({ tab: 'all', type: null, page: 1 })).toEqual({});
    expect(listQueryParams({ tab: 'awaitingPayment', type: 'GRADING', page: 2 })).toEqual({ tab: 'awaitingPayment', type: 'GRADING', page: '2' });
  });
});

describe('refunds', () => {
  const refund = (status: RefundView['status'], requestedAt: string, amount = 1000): RefundView => ({ amount, status, requestedAt, completedAt: null });

  test('the latest refund counts; a FAILED one does not cover a rejection (decision 0008)', () => {
    const rejected = refund('ACCOUNT_REJECTED', '2026-11-01T00:00:00Z');
    expect(latestRefund([rejected, refund('REQUESTED', '2026-11-02T00:00:00Z')])?.status).toBe('REQUESTED');
    expect(refundRejected({ status: 'CANCELLED', refunds: [rejected] })).toBe(true);
    expect(refundRejected({ status: 'CANCELLED', refunds: [rejected, refund('REQUESTED', '2026-11-02T00:00:00Z')] })).toBe(false);
    expect(refundRejected({ status: 'CANCELLED', refunds: [rejected, refund('FAILED', '2026-11-02T00:00:00Z')] })).toBe(true);
    expect(refundRejected({ status: 'WRONG_REFUND_ACCOUNT', refunds: [] })).toBe(true);
  });

  test('after cancelling: cancelled, and what happened to the money', () => {
    expect(cancelOutcome({ status: 'CANCELLED', refunds: [] })).toEqual({ key: 'cancel.done.cancelled', amount: null });
    expect(cancelOutcome({ status: 'CANCELLED', refunds: [refund('REQUESTED', '2026-11-02T00:00:00Z', 3100)] })).toEqual({
      key: 'cancel.done.refundRequested',
      amount: 3100,
    });
    expect(cancelOutcome({ status: 'CANCELLED', refunds: [refund('COMPLETED', '2026-11-02T00:00:00Z', 3100)] })).toEqual({
      key: 'cancel.done.refundCompleted',
      amount: 3100,
    });
  });

  test('after saving the account: a rejected refund is sent again', () => {
    const before = { status: 'CANCELLED' as const, refunds: [refund('ACCOUNT_REJECTED', '2026-11-01T00:00:00Z', 500)] };
    const after = { status: 'CANCELLED' as const, refunds: [...before.refunds, refund('REQUESTED', '2026-11-03T00:00:00Z', 500)] };
    expect(refundAccountOutcome(before, after)).toEqual({ key: 'refund.savedRetried', amount: 500 });
    expect(refundAccountOutcome({ status: 'PROCESSING', refunds: [] }, { status: 'PROCESSING', refunds: [] })).toEqual({ key: 'refund.saved', amount: null });
  });
});
