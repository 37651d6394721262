// Where an order's refunds stand (decision 0008 §2): a rejected refund waits for a corrected account until a
// later refund of the same payment is sent or completed; a FAILED one settles nothing.
import type { RefundStatus } from '@/lib/server/db/generated/enums';
import { type RefundRow, hasRejectedRefund, refundState, refundStillOwed, rejectedRefundAmounts } from './refund-state';

let nextId = 0;
const refund = (status: RefundStatus, amount = 1_000, paymentId: number | null = 1): RefundRow => ({ id: ++nextId, paymentId, amount, status });

test.each<[string, RefundRow[], boolean, string]>([
  ['no refunds', [], false, 'none'],
  ['one on its way', [refund('REQUESTED')], false, 'inProgress'],
  ['one done', [refund('COMPLETED')], false, 'completed'],
  ['one failed at the gateway', [refund('FAILED')], false, 'none'],
  ['rejected by the bank', [refund('ACCOUNT_REJECTED')], true, 'accountRejected'],
  ['rejected, then resent', [refund('ACCOUNT_REJECTED'), refund('REQUESTED')], false, 'inProgress'],
  ['rejected, then refunded', [refund('ACCOUNT_REJECTED'), refund('COMPLETED')], false, 'completed'],
  ['rejected, then the retry failed', [refund('ACCOUNT_REJECTED'), refund('FAILED')], true, 'accountRejected'],
  ['rejected twice', [refund('ACCOUNT_REJECTED'), refund('ACCOUNT_REJECTED')], true, 'accountRejected'],
  ['refunded, then a later refund rejected', [refund('COMPLETED'), refund('ACCOUNT_REJECTED')], true, 'accountRejected'],
  ['rejected on one payment, refunded on another', [refund('ACCOUNT_REJECTED', 1_000, 1), refund('COMPLETED', 1_000, 2)], true, 'accountRejected'],
  ['a row without a payment is not a rejection to retry', [refund('ACCOUNT_REJECTED', 1_000, null)], false, 'none'],
])('%s', (_label, rows, rejected, state) => {
  expect(hasRejectedRefund(rows)).toBe(rejected);
  expect(refundState(rows)).toBe(state);
  // The rows' order in the array does not matter: ids say which came later.
  expect(hasRejectedRefund([...rows].reverse())).toBe(rejected);
});

test('the amounts waiting for a corrected account add up per payment', () => {
  const rows = [
    refund('ACCOUNT_REJECTED', 500, 1),
    refund('ACCOUNT_REJECTED', 700, 1),
    refund('ACCOUNT_REJECTED', 300, 2),
    refund('COMPLETED', 300, 2),
    refund('FAILED', 900, 1),
  ];
  expect(Object.fromEntries(rejectedRefundAmounts(rows))).toEqual({ 1: 1_200 });
});

test('a retry refused again is what stays open; a refund of everything left takes the earlier rejections over', () => {
  expect(Object.fromEntries(rejectedRefundAmounts([refund('ACCOUNT_REJECTED', 800, 1), refund('ACCOUNT_REJECTED', 800, 1)]))).toEqual({ 1: 800 });
  expect(Object.fromEntries(rejectedRefundAmounts([refund('ACCOUNT_REJECTED', 500, 1), refund('REQUESTED', 1_000, 1)]))).toEqual({});
  // A smaller refund going through is a separate one: the rejection still waits.
  expect(Object.fromEntries(rejectedRefundAmounts([refund('ACCOUNT_REJECTED', 500, 1), refund('COMPLETED', 200, 1)]))).toEqual({ 1: 500 });
});

describe('refundStillOwed (issue #26: withdrawal waits for money owed back)', () => {
  const row = (id: number, status: RefundRow['status'], amount = 1000, paymentId: number | null = 1): RefundRow => ({ id, paymentId, amount, status });
  test.each([
    ['no refund', [], false],
    ['a refund on its way', [row(1, 'REQUESTED')], true],
    ['a refund back', [row(1, 'COMPLETED')], false],
    ['refused by the bank, no correction yet', [row(1, 'ACCOUNT_REJECTED')], true],
    ['refused, then sent again to the corrected account', [row(1, 'ACCOUNT_REJECTED'), row(2, 'COMPLETED')], false],
    ['failed at the gateway, nothing since', [row(1, 'FAILED')], true],
    ['failed, then staff sent it again and it came back', [row(1, 'FAILED'), row(2, 'COMPLETED')], false],
    ['failed, then staff recorded a manual transfer (the row completed)', [row(1, 'COMPLETED')], false],
    ['failed for one payment, the other payment refunded', [row(1, 'FAILED', 500, 1), row(2, 'COMPLETED', 500, 2)], true],
    ['a partial refund back, then a failed one for the rest', [row(1, 'COMPLETED', 300), row(2, 'FAILED', 700)], true],
  ] as [string, RefundRow[], boolean][])('%s → %s', (_label, refunds, owed) => {
    expect(refundStillOwed(refunds)).toBe(owed);
  });
});
