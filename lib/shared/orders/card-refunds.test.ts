import { cardRefundReason, cardRefundsOf } from './card-refunds';

test('the reason comes from the check result', () => {
  expect(cardRefundReason('OMITTED')).toBe('omitted');
  expect(cardRefundReason('UNGRADABLE')).toBe('ungradable');
  expect(cardRefundReason('OK')).toBe('cancelled');
});

test('only cards linked to a refund of the order are listed, with their unit price and the refund they belong to', () => {
  const items = [
    { position: 0, price: 650, correspondCheck: 'OK' as const, refundId: null },
    { position: 1, price: 650, correspondCheck: 'OMITTED' as const, refundId: 7 },
    { position: 2, price: 900, correspondCheck: 'UNGRADABLE' as const, refundId: 7 },
    { position: 3, price: 900, correspondCheck: 'UNGRADABLE' as const, refundId: 99 },
  ];
  expect(cardRefundsOf(items, [3, 7])).toEqual([
    { position: 1, amount: 650, reason: 'omitted', refund: 1 },
    { position: 2, amount: 900, reason: 'ungradable', refund: 1 },
  ]);
});
