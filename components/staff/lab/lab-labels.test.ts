// The lab's words for audit rows and failures: statuses and check values in words, unknown actions as "other", the
// lab API's own refusals by key, and a conflict's fresh order recognised only when it is this order.
import { staleStaffOrderOf } from '@/hooks/useStaffOrderActions';
import { ApiError } from '@/lib/client/api';
import { staffOrder } from './__fixtures__/staff-order';
import { labErrorKey } from './lab-errors';
import { auditActionKey, auditValueKey } from './lab-labels';

test.each([
  [{ action: 'processing' }, 'WAREHOUSE_IN', 'lab:processing.WAREHOUSE_IN'],
  [{ action: 'status' }, 'PROCESSING', 'myorders:status.order.PROCESSING'],
  [{ action: 'card.checked' }, 'UNGRADABLE', 'lab:check.values.UNGRADABLE'],
  [{ action: 'card.cancelled' }, 'REFUNDED', 'myorders:status.order.REFUNDED'],
  [{ action: 'certificate.graded' }, '9', null],
  [{ action: 'card.vscNote' }, 'Light print line', null],
])('audit value %j %s → %s', (entry, value, key) => {
  expect(auditValueKey(entry, value)).toBe(key);
});

test('audit actions by their key; unknown ones as "other"; gateway callbacks as one', () => {
  expect(auditActionKey('card.corrected')).toBe('lab:audit.actions.cardCorrected');
  expect(auditActionKey('payment.callback.paid')).toBe('lab:audit.actions.paymentCallback');
  expect(auditActionKey('something.else')).toBe('lab:audit.actions.other');
});

test('failures: the lab API’s key, a bare conflict as "changed meanwhile", a missing order, anything else', () => {
  expect(labErrorKey(new ApiError('CONFLICT', 'x', 409, [], undefined, 'labApi:errors.cardsUnscored'))).toBe('labApi:errors.cardsUnscored');
  expect(labErrorKey(new ApiError('CONFLICT', 'x', 409))).toBe('labApi:errors.changedMeanwhile');
  expect(labErrorKey(new ApiError('NOT_FOUND', 'x', 404))).toBe('lab:errors.orderNotFound');
  expect(labErrorKey(new ApiError('FORBIDDEN', 'x', 403))).toBe('errors:forbidden');
  expect(labErrorKey(new ApiError('INTERNAL', 'x', 500), 'lab:errors.actionFailed')).toBe('lab:errors.actionFailed');
});

test('a conflict carries the fresh order only when it is this order', () => {
  const fresh = staffOrder();
  expect(staleStaffOrderOf(new ApiError('CONFLICT', 'x', 409, [], fresh), 'G261123000007')).toBe(fresh);
  expect(staleStaffOrderOf(new ApiError('CONFLICT', 'x', 409, [], fresh), 'G261123000008')).toBeNull();
  expect(staleStaffOrderOf(new ApiError('CONFLICT', 'x', 409, [], { view: { orderNumber: 'G261123000007' } }), 'G261123000007')).toBeNull();
  expect(staleStaffOrderOf(new ApiError('VALIDATION', 'x', 400, [], fresh), 'G261123000007')).toBeNull();
});
