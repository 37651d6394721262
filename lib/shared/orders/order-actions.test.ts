// What a member may do with an order, over every order status and the processing statuses it can be in
// (docs/product/order-lifecycle.md#rule-sets-by-display-status; decisions 0008 and 0009). The expectations are
// written out as lists of "status/processing" pairs, not recomputed from the rule sets.
import type {
  GradingOrderProcessingStatus as Processing,
  GradingOrderStatus as OrderStatus,
  PaymentMethod,
  ShippingMethod,
} from '@/lib/server/db/generated/enums';
import { GradingOrderStatus, PaymentMethod as PaymentMethods, ShippingMethod as ShippingMethods } from '@/lib/server/db/generated/enums';
import { type ActionableOrder, orderActions } from './order-actions';

const BEFORE_CARDS_MOVE: Processing[] = ['NOT_PROCESSING', 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION', 'BREAK_SHIPPING_BEFORE_PICKUP'];
const WITH_US: Processing[] = [
  'SHIPPING_IN_COMPLETE',
  'WAREHOUSE_IN',
  'CARD_CORRESPOND_CHECKED',
  'VSC_CHECKED',
  'CARD_DEFECT_CHECKED',
  'CARD_SCORED',
  'CASING_COMPLETE',
  'WAREHOUSE_OUT',
];
const EVERY_PROCESSING: Processing[] = [...BEFORE_CARDS_MOVE, 'SHIPPING_IN', ...WITH_US, 'SHIPPING_OUT', 'SHIPPING_OUT_COMPLETE'];
const REFUNDABLE_PROCESSING: Processing[] = [
  'WAREHOUSE_IN',
  'CARD_CORRESPOND_CHECKED',
  'VSC_CHECKED',
  'CARD_DEFECT_CHECKED',
  'CARD_SCORED',
  'CASING_COMPLETE',
  'WAREHOUSE_OUT',
  'SHIPPING_OUT',
  'SHIPPING_OUT_COMPLETE',
];

/** Where the cards can be while the order has each status. */
const RELEVANT: Record<OrderStatus, Processing[]> = {
  TEMP_SAVED: ['NOT_PROCESSING'],
  SAVED: ['NOT_PROCESSING'],
  PAYMENT_FAILED: ['NOT_PROCESSING'],
  WAITING_FOR_DEPOSIT: ['NOT_PROCESSING'],
  DEADLINE_EXPIRED: ['NOT_PROCESSING'],
  PROCESSING: EVERY_PROCESSING,
  CANCELLED: [...BEFORE_CARDS_MOVE, 'SHIPPING_IN'],
  REFUNDED: REFUNDABLE_PROCESSING,
  WRONG_REFUND_ACCOUNT: REFUNDABLE_PROCESSING,
  REQUEST_PARTIAL_CANCELED: [
    'CARD_CORRESPOND_CHECKED',
    'VSC_CHECKED',
    'CARD_DEFECT_CHECKED',
    'CARD_SCORED',
    'CASING_COMPLETE',
    'WAREHOUSE_OUT',
    'SHIPPING_OUT',
  ],
  COMPLETE_PARTIAL_CANCELED: ['SHIPPING_OUT_COMPLETE'],
  COMPLETE: ['SHIPPING_OUT_COMPLETE'],
};

const pairs = (status: OrderStatus, processing: Processing[]) => processing.map((p) => `${status}/${p}`);

const PAY = [...pairs('SAVED', ['NOT_PROCESSING']), ...pairs('PAYMENT_FAILED', ['NOT_PROCESSING'])];
// Unpaid orders may be dropped; paid ones until the cards reach us (decision 0008: SHIPPING_IN included).
const CANCEL = [...PAY, ...pairs('WAITING_FOR_DEPOSIT', ['NOT_PROCESSING']), ...pairs('PROCESSING', [...BEFORE_CARDS_MOVE, 'SHIPPING_IN'])];
// Bank-based payments only: while money may still have to go back.
const REFUND_ACCOUNT = [
  ...pairs('WAITING_FOR_DEPOSIT', ['NOT_PROCESSING']),
  ...pairs('PROCESSING', EVERY_PROCESSING),
  ...pairs('WRONG_REFUND_ACCOUNT', REFUNDABLE_PROCESSING),
  ...pairs('REQUEST_PARTIAL_CANCELED', RELEVANT.REQUEST_PARTIAL_CANCELED),
];
// Display statuses WAITING_FOR_DEPOSIT, NEED_INVOICE_INPUT, PICKUP_REQUIRED, SHIPPING_IN, SHIPPING_IN_COMPLETE, WAREHOUSE_IN, GRADING.
const ADDRESS_PROCESSING: Processing[] = [
  ...BEFORE_CARDS_MOVE,
  'SHIPPING_IN',
  'SHIPPING_IN_COMPLETE',
  'WAREHOUSE_IN',
  'CARD_CORRESPOND_CHECKED',
  'VSC_CHECKED',
  'CARD_DEFECT_CHECKED',
];
const CHANGE_ADDRESS = [
  ...pairs('WAITING_FOR_DEPOSIT', ['NOT_PROCESSING']),
  ...pairs('PROCESSING', ADDRESS_PROCESSING),
  ...pairs(
    'WRONG_REFUND_ACCOUNT',
    REFUNDABLE_PROCESSING.filter((p) => ADDRESS_PROCESSING.includes(p)),
  ),
  ...pairs(
    'REQUEST_PARTIAL_CANCELED',
    RELEVANT.REQUEST_PARTIAL_CANCELED.filter((p) => ADDRESS_PROCESSING.includes(p)),
  ),
];
// Self-shipping only: entered before the parcel goes, corrected until it arrives.
const ENTER_TRACKING = pairs('PROCESSING', ['OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION', 'SHIPPING_IN']);

const ROWS = Object.values(GradingOrderStatus).flatMap((status) => RELEVANT[status].map((processing) => [status, processing] as const));

const order = (status: OrderStatus, processing: Processing, overrides: Partial<ActionableOrder> = {}): ActionableOrder => ({
  gradingOrderStatus: status,
  gradingOrderProcessingStatus: processing,
  paymentMethod: 'VIRTUAL_ACCOUNT',
  shippingMethod: 'SELF_SHIPPING',
  hasRejectedRefund: false,
  ...overrides,
});

test('the table covers every order status', () => {
  expect(Object.keys(RELEVANT).sort()).toEqual(Object.values(GradingOrderStatus).sort());
});

describe.each(ROWS)('%s / %s', (status, processing) => {
  const key = `${status}/${processing}`;

  test(`pay ${PAY.includes(key) ? 'allowed' : 'refused'}, cancel ${CANCEL.includes(key) ? 'allowed' : 'refused'}, whatever the payment and shipping`, () => {
    for (const paymentMethod of Object.values(PaymentMethods)) {
      for (const shippingMethod of Object.values(ShippingMethods)) {
        const actions = orderActions(order(status, processing, { paymentMethod, shippingMethod }));
        expect(actions.pay).toBe(PAY.includes(key));
        expect(actions.cancel).toBe(CANCEL.includes(key));
      }
    }
  });

  test(`refund account ${REFUND_ACCOUNT.includes(key) ? 'asked for' : 'not asked for'} (bank-based payments only)`, () => {
    // Bank-based, and cash paid at a store with ECPay's code (EC_PAY, decision 0037): nothing returns cash to a store payer.
    for (const paymentMethod of ['VIRTUAL_ACCOUNT', 'BANK_TRANSFER', 'REALTIME_BANK_TRANSFER', 'EC_PAY'] as PaymentMethod[]) {
      expect(orderActions(order(status, processing, { paymentMethod })).refundAccount).toBe(REFUND_ACCOUNT.includes(key));
      // A refund the bank rejected asks for a corrected account, whatever the order status (decision 0008).
      expect(orderActions(order(status, processing, { paymentMethod, hasRejectedRefund: true })).refundAccount).toBe(true);
    }
    for (const paymentMethod of Object.values(PaymentMethods).filter(
      (m) => !['VIRTUAL_ACCOUNT', 'BANK_TRANSFER', 'REALTIME_BANK_TRANSFER', 'EC_PAY'].includes(m),
    )) {
      expect(orderActions(order(status, processing, { paymentMethod })).refundAccount).toBe(false);
      expect(orderActions(order(status, processing, { paymentMethod, hasRejectedRefund: true })).refundAccount).toBe(false);
    }
  });

  test(`address change ${CHANGE_ADDRESS.includes(key) ? 'allowed' : 'refused'}`, () => {
    expect(orderActions(order(status, processing)).changeAddress).toBe(CHANGE_ADDRESS.includes(key));
  });

  test(`tracking entry ${ENTER_TRACKING.includes(key) ? 'allowed for self-shipping' : 'refused'}`, () => {
    for (const shippingMethod of [...Object.values(ShippingMethods), null] as (ShippingMethod | null)[]) {
      expect(orderActions(order(status, processing, { shippingMethod })).enterTracking).toBe(
        shippingMethod === 'SELF_SHIPPING' && ENTER_TRACKING.includes(key),
      );
    }
  });
});

test('the action lists name only pairs of the table', () => {
  const known = ROWS.map(([status, processing]) => `${status}/${processing}`);
  for (const key of [...PAY, ...CANCEL, ...REFUND_ACCOUNT, ...CHANGE_ADDRESS, ...ENTER_TRACKING]) expect(known).toContain(key);
});

test('examples in words', () => {
  // A draft offers nothing.
  expect(orderActions(order('TEMP_SAVED', 'NOT_PROCESSING'))).toEqual({
    pay: false,
    cancel: false,
    refundAccount: false,
    changeAddress: false,
    enterTracking: false,
  });
  // Paid by card, cards on the way by our pickup: cancel and change the address; no refund account, no tracking.
  expect(orderActions(order('PROCESSING', 'BREAK_SHIPPING_BEFORE_PICKUP', { paymentMethod: 'CREDIT_CARD', shippingMethod: 'BRG_SHIPPING' }))).toEqual({
    pay: false,
    cancel: true,
    refundAccount: false,
    changeAddress: true,
    enterTracking: false,
  });
  // Cards received: cancel is over (refunds are staff's from here).
  expect(orderActions(order('PROCESSING', 'SHIPPING_IN_COMPLETE')).cancel).toBe(false);
  // A cancelled order whose refund bounced still asks for the account, and nothing else.
  expect(orderActions(order('CANCELLED', 'NOT_PROCESSING', { hasRejectedRefund: true }))).toEqual({
    pay: false,
    cancel: false,
    refundAccount: true,
    changeAddress: false,
    enterTracking: false,
  });
  // A partial cancellation's refund the bank refused (issue #10): the member corrects the account while the rest of
  // the cards go on, wherever they are by then.
  expect(orderActions(order('REQUEST_PARTIAL_CANCELED', 'SHIPPING_OUT', { hasRejectedRefund: true }))).toEqual({
    pay: false,
    cancel: false,
    refundAccount: true,
    changeAddress: false,
    enterTracking: false,
  });
});
