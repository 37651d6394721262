// staffActions as tables (issue #10; docs/product/order-lifecycle.md#staff-steps): every processing status of a
// grading and a reholder order, the reasons an advance waits, and the order statuses the lab does not touch.
import type { GradingOrderProcessingStatus as Processing, GradingOrderStatus as OrderStatus } from '@/lib/server/db/generated/enums';
import { type StaffActionsCard, type StaffActionsInput, type StaffActionsOrder, staffActions } from './staff-actions';
import type { StaffActions } from './views';

const paid = (amount = 10_000, method: 'CREDIT_CARD' | 'VIRTUAL_ACCOUNT' = 'CREDIT_CARD') => ({ method, status: 'PAID' as const, amount, refunds: [] as { amount: number; status: 'REQUESTED' | 'COMPLETED' }[] });

function input(order: Partial<StaffActionsOrder>, cards: Partial<StaffActionsCard>[] = [{}], extra: Partial<StaffActionsInput> = {}): StaffActionsInput {
  return {
    order: { gradingOrderStatus: 'PROCESSING', gradingOrderProcessingStatus: 'WAREHOUSE_IN', submitType: 'GENERAL', shippingMethod: 'SELF_SHIPPING', payments: [paid()], ...order },
    cards: cards.map((card) => ({ correspondCheck: 'OK', refunded: false, certificate: null, casing: true, ...card })),
    refunds: [],
    hasRefundAccount: false,
    ...extra,
  };
}

const NONE: StaffActions = {
  receive: false,
  advanceTo: null,
  advanceBlockedBy: null,
  checkCards: false,
  scoreCards: false,
  uploadImages: false,
  printLabels: false,
  shipOut: false,
  markDelivered: false,
  partialCancel: false,
  fullRefund: false,
};

// A PROCESSING grading order whose cards are checked OK and graded (so nothing blocks): what each status allows.
const GRADED = { correspondCheck: 'OK' as const, certificate: { serial: '1234567' } };
const GRADING_ROWS: [Processing, Partial<StaffActions>][] = [
  ['NOT_PROCESSING', {}],
  ['OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION', { receive: true }],
  ['BREAK_SHIPPING_BEFORE_PICKUP', { receive: true }],
  ['SHIPPING_IN', { receive: true }],
  ['SHIPPING_IN_COMPLETE', { advanceTo: 'WAREHOUSE_IN' }],
  ['WAREHOUSE_IN', { advanceTo: 'CARD_CORRESPOND_CHECKED', checkCards: true, fullRefund: true }],
  ['CARD_CORRESPOND_CHECKED', { advanceTo: 'VSC_CHECKED', checkCards: true, fullRefund: true }],
  ['VSC_CHECKED', { advanceTo: 'CARD_DEFECT_CHECKED', checkCards: true, fullRefund: true }],
  ['CARD_DEFECT_CHECKED', { advanceTo: 'CARD_SCORED', checkCards: true, scoreCards: true, fullRefund: true }],
  ['CARD_SCORED', { advanceTo: 'CASING_COMPLETE', fullRefund: true }],
  ['CASING_COMPLETE', { advanceTo: 'WAREHOUSE_OUT', fullRefund: true }],
  ['WAREHOUSE_OUT', { shipOut: true, fullRefund: true }],
  ['SHIPPING_OUT', { markDelivered: true, fullRefund: true }],
  ['SHIPPING_OUT_COMPLETE', { fullRefund: true }],
];

describe('staffActions: a grading order, every processing status', () => {
  it.each(GRADING_ROWS)('%s', (processing, expected) => {
    const certificateWork = { uploadImages: true, printLabels: true };
    expect(staffActions(input({ gradingOrderProcessingStatus: processing }, [GRADED]))).toEqual({ ...NONE, ...certificateWork, ...expected });
  });

  it('covers every processing status', () => {
    expect(GRADING_ROWS).toHaveLength(14);
  });
});

const REHOLDER_ROWS: [Processing, Partial<StaffActions>][] = [
  ['SHIPPING_IN', { receive: true }],
  ['SHIPPING_IN_COMPLETE', { advanceTo: 'WAREHOUSE_IN' }],
  ['WAREHOUSE_IN', { advanceTo: 'CARD_CORRESPOND_CHECKED', checkCards: true, fullRefund: true }],
  // Reholder orders skip VSC, defect and scoring: straight into the new case.
  ['CARD_CORRESPOND_CHECKED', { advanceTo: 'CASING_COMPLETE', checkCards: true, fullRefund: true }],
  ['VSC_CHECKED', { fullRefund: true }],
  ['CARD_DEFECT_CHECKED', { fullRefund: true }],
  ['CARD_SCORED', { fullRefund: true }],
  ['CASING_COMPLETE', { advanceTo: 'WAREHOUSE_OUT', fullRefund: true }],
  ['WAREHOUSE_OUT', { shipOut: true, fullRefund: true }],
  ['SHIPPING_OUT', { markDelivered: true, fullRefund: true }],
];

describe('staffActions: a reholder order', () => {
  it.each(REHOLDER_ROWS)('%s', (processing, expected) => {
    const order = { gradingOrderProcessingStatus: processing, submitType: 'REHOLDER' as const };
    expect(staffActions(input(order, [GRADED]))).toEqual({ ...NONE, uploadImages: true, printLabels: true, ...expected });
  });

  it('never scores, not even at CARD_DEFECT_CHECKED with unscored cards', () => {
    const actions = staffActions(input({ gradingOrderProcessingStatus: 'CARD_DEFECT_CHECKED', submitType: 'REHOLDER' }, [{ certificate: null }]));
    expect(actions.scoreCards).toBe(false);
    expect(actions.advanceBlockedBy).toBeNull();
  });
});

describe('staffActions: receipt', () => {
  it.each([
    ['QUICK', true],
    ['VISIT', true],
    ['SELF_SHIPPING', false],
    ['BRG_SHIPPING', false],
  ] as const)('a paid %s order waiting in NOT_PROCESSING: receive %s', (shippingMethod, receive) => {
    expect(staffActions(input({ gradingOrderProcessingStatus: 'NOT_PROCESSING', shippingMethod })).receive).toBe(receive);
  });

  it('only while PROCESSING', () => {
    expect(staffActions(input({ gradingOrderStatus: 'WAITING_FOR_DEPOSIT', gradingOrderProcessingStatus: 'SHIPPING_IN' })).receive).toBe(false);
  });
});

describe('staffActions: what blocks an advance', () => {
  it('cards not yet checked at WAREHOUSE_IN', () => {
    const actions = staffActions(input({ gradingOrderProcessingStatus: 'WAREHOUSE_IN' }, [{ correspondCheck: 'OK' }, { correspondCheck: 'NOT_DETERMINED' }]));
    expect(actions).toMatchObject({ advanceTo: 'CARD_CORRESPOND_CHECKED', advanceBlockedBy: 'cardsUnchecked', checkCards: true });
  });

  it.each(['OMITTED', 'UNGRADABLE'] as const)('a %s card not yet cancelled: partial cancel first', (check) => {
    const actions = staffActions(input({ gradingOrderProcessingStatus: 'CARD_CORRESPOND_CHECKED' }, [{ correspondCheck: 'OK' }, { correspondCheck: check }]));
    expect(actions).toMatchObject({ advanceTo: 'VSC_CHECKED', advanceBlockedBy: 'partialCancelPending', partialCancel: true });
  });

  it('a bank-based payment without a refund account: the member is asked first', () => {
    const cards = [{ correspondCheck: 'UNGRADABLE' as const }];
    const order = { gradingOrderProcessingStatus: 'CARD_CORRESPOND_CHECKED' as const, payments: [paid(10_000, 'VIRTUAL_ACCOUNT')] };
    expect(staffActions(input(order, cards)).advanceBlockedBy).toBe('refundAccountRequired');
    expect(staffActions(input(order, cards, { hasRefundAccount: true })).advanceBlockedBy).toBe('partialCancelPending');
  });

  it('cancelled cards do not block once refunded; the lab goes on while the refund is on its way', () => {
    const actions = staffActions(input({ gradingOrderStatus: 'REQUEST_PARTIAL_CANCELED', gradingOrderProcessingStatus: 'CARD_CORRESPOND_CHECKED' }, [{ correspondCheck: 'OK' }, { correspondCheck: 'OMITTED', refunded: true }]));
    expect(actions).toMatchObject({ advanceTo: 'VSC_CHECKED', advanceBlockedBy: null, partialCancel: false, fullRefund: false });
  });

  it('gradable cards without a certificate at CARD_DEFECT_CHECKED; cancelled ones need none', () => {
    const cards = [{ correspondCheck: 'MISS_INPUT' as const, certificate: null }, { correspondCheck: 'UNGRADABLE' as const, refunded: true }];
    const actions = staffActions(input({ gradingOrderStatus: 'COMPLETE_PARTIAL_CANCELED', gradingOrderProcessingStatus: 'CARD_DEFECT_CHECKED' }, cards));
    expect(actions).toMatchObject({ advanceTo: 'CARD_SCORED', advanceBlockedBy: 'cardsUnscored', scoreCards: true });
    const scored = staffActions(input({ gradingOrderProcessingStatus: 'CARD_DEFECT_CHECKED' }, [{ ...cards[0], certificate: { serial: '1' } }, cards[1]!]));
    expect(scored.advanceBlockedBy).toBeNull();
  });

  it('delivery waits while a partial refund is on its way (REQUEST_PARTIAL_CANCELED cannot complete)', () => {
    expect(staffActions(input({ gradingOrderStatus: 'REQUEST_PARTIAL_CANCELED', gradingOrderProcessingStatus: 'SHIPPING_OUT' }))).toMatchObject({ markDelivered: false, advanceBlockedBy: 'partialRefundPending' });
    expect(staffActions(input({ gradingOrderStatus: 'COMPLETE_PARTIAL_CANCELED', gradingOrderProcessingStatus: 'SHIPPING_OUT' }))).toMatchObject({ markDelivered: true, advanceBlockedBy: null });
  });

  it('a full refund on its way stops the lab', () => {
    const payments = [{ ...paid(), refunds: [{ amount: 10_000, status: 'REQUESTED' as const }] }];
    const actions = staffActions(input({ gradingOrderProcessingStatus: 'VSC_CHECKED', payments }, [{}], { refunds: [{ id: 1, paymentId: 1, amount: 10_000, status: 'REQUESTED' }] }));
    expect(actions).toEqual({ ...NONE, advanceBlockedBy: 'refundInProgress' });
  });
});

describe('staffActions: orders the lab does not work on', () => {
  it.each(['SAVED', 'WAITING_FOR_DEPOSIT', 'PAYMENT_FAILED', 'CANCELLED', 'DEADLINE_EXPIRED', 'REFUNDED', 'WRONG_REFUND_ACCOUNT'] as OrderStatus[])('%s: nothing', (status) => {
    expect(staffActions(input({ gradingOrderStatus: status, gradingOrderProcessingStatus: 'CARD_DEFECT_CHECKED' }, [GRADED]))).toEqual(NONE);
  });

  it('COMPLETE: only the certificates (scans, labels)', () => {
    expect(staffActions(input({ gradingOrderStatus: 'COMPLETE', gradingOrderProcessingStatus: 'SHIPPING_OUT_COMPLETE' }, [GRADED]))).toEqual({ ...NONE, uploadImages: true, printLabels: true });
  });

  it('nothing held: no full refund', () => {
    expect(staffActions(input({ gradingOrderProcessingStatus: 'VSC_CHECKED', payments: [] })).fullRefund).toBe(false);
  });
});
