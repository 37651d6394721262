import { type RemindableOrder, dashboardReminders, remindersFor } from './reminders';

const paid: RemindableOrder = {
  orderNumber: 'G261128000001',
  gradingOrderStatus: 'PROCESSING',
  gradingOrderProcessingStatus: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
  shippingMethod: 'SELF_SHIPPING',
  paymentMethod: 'CREDIT_CARD',
  refunds: [],
  hasRefundAccount: false,
};
const kinds = (order: Partial<RemindableOrder>) => remindersFor({ ...paid, ...order }).map((reminder) => reminder.kind);

test.each<[string, Partial<RemindableOrder>, string[]]>([
  ['paid, sent by the member, no tracking number yet', {}, ['enterTracking']],
  ['the tracking number entered (parcel on its way)', { gradingOrderProcessingStatus: 'SHIPPING_IN' }, []],
  ['picked up by the lab’s courier: nothing to enter', { shippingMethod: 'BRG_SHIPPING', gradingOrderProcessingStatus: 'BREAK_SHIPPING_BEFORE_PICKUP' }, []],
  ['not paid yet', { gradingOrderStatus: 'SAVED' }, []],
  [
    'a corrected refund account awaited (bank payment)',
    { gradingOrderStatus: 'WRONG_REFUND_ACCOUNT', paymentMethod: 'VIRTUAL_ACCOUNT', gradingOrderProcessingStatus: 'WAREHOUSE_IN' },
    ['refundAccount'],
  ],
  [
    'a partial cancellation of a bank payment without an account',
    { gradingOrderStatus: 'REQUEST_PARTIAL_CANCELED', paymentMethod: 'BANK_TRANSFER', gradingOrderProcessingStatus: 'WAREHOUSE_IN' },
    ['refundAccount'],
  ],
  [
    '… with an account given',
    { gradingOrderStatus: 'REQUEST_PARTIAL_CANCELED', paymentMethod: 'BANK_TRANSFER', hasRefundAccount: true, gradingOrderProcessingStatus: 'WAREHOUSE_IN' },
    [],
  ],
  ['a card payment is refunded to the card: no account', { gradingOrderStatus: 'WRONG_REFUND_ACCOUNT', gradingOrderProcessingStatus: 'WAREHOUSE_IN' }, []],
  [
    'a refund the bank refused, on a cancelled order',
    {
      gradingOrderStatus: 'CANCELLED',
      paymentMethod: 'VIRTUAL_ACCOUNT',
      hasRefundAccount: true,
      refunds: [{ id: 1, paymentId: 7, amount: 1000, status: 'ACCOUNT_REJECTED' }],
    },
    ['refundAccount'],
  ],
  [
    '… taken over by a later refund',
    {
      gradingOrderStatus: 'CANCELLED',
      paymentMethod: 'VIRTUAL_ACCOUNT',
      hasRefundAccount: true,
      refunds: [
        { id: 1, paymentId: 7, amount: 1000, status: 'ACCOUNT_REJECTED' },
        { id: 2, paymentId: 7, amount: 1000, status: 'COMPLETED' },
      ],
    },
    [],
  ],
])('%s', (_name, order, expected) => {
  expect(kinds(order)).toEqual(expected);
});

test('the dashboard lists money first, then the parcels to send', () => {
  const reminders = dashboardReminders([
    paid,
    {
      ...paid,
      orderNumber: 'G261128000002',
      gradingOrderStatus: 'WRONG_REFUND_ACCOUNT',
      paymentMethod: 'VIRTUAL_ACCOUNT',
      gradingOrderProcessingStatus: 'WAREHOUSE_IN',
    },
  ]);
  expect(reminders).toEqual([
    { kind: 'refundAccount', orderNumber: 'G261128000002' },
    { kind: 'enterTracking', orderNumber: 'G261128000001' },
  ]);
});
