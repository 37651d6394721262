// What "Pay" shows when the order cannot be submitted (issue #9: an unpaid order that can no longer be changed).
import { ApiError } from '@/lib/client/api';
import { describeOrderError } from './submit-errors';

const setError = jest.fn();

test('an order that can no longer be changed says so, not "changed meanwhile"', () => {
  const error = new ApiError('CONFLICT', 'This order can no longer be changed.', 409, [], undefined, 'orders:errors.notChangeable');
  expect(describeOrderError(error, setError)).toEqual({ message: 'orders:errors.notChangeable', step: null });
});

test('the remembered order not found is not an address problem; an unknown address still is', () => {
  expect(describeOrderError(new ApiError('NOT_FOUND', 'Order information error', 404, [], undefined, 'orders:errors.notFound'), setError).message).toBe(
    'orders:errors.notFound',
  );
  expect(describeOrderError(new ApiError('NOT_FOUND', 'Not found', 404), setError).message).toBe('orders:errors.addressNotFound');
});

test('other conflicts and unknown keys keep the form messages', () => {
  expect(describeOrderError(new ApiError('CONFLICT', 'x', 409, [], undefined, 'orders:errors.changedMeanwhile'), setError).message).toBe(
    'orders:errors.conflict',
  );
  expect(describeOrderError(new ApiError('CONFLICT', 'x', 409, [], undefined, 'errors:anything'), setError).message).toBe('orders:errors.conflict');
});

test('field errors go under their fields and name the earliest step', () => {
  const error = new ApiError('VALIDATION', 'Invalid', 400, [{ path: 'photos[0].id', key: 'photos:errors.alreadyAttached', message: '' }]);
  expect(describeOrderError(error, setError)).toEqual({ message: 'photos:errors.alreadyAttached', step: 'cards' });
  expect(setError).toHaveBeenCalledWith('photos.0.id', { type: 'server', message: 'photos:errors.alreadyAttached' });
});
