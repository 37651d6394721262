import { moved } from './faq-order';

test('a question moves one place up or down; past either end nothing moves', () => {
  expect(moved([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
  expect(moved([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
  expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
  expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  expect(moved([1, 2, 3], 5, 1)).toEqual([1, 2, 3]);
});
