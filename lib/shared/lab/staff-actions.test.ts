// staffActions as tables (issue #10; docs/product/order-lifecycle.md#staff-steps): every processing status of a
// grading and a reholder order, the reasons an advance waits, and the order statuses the lab does not touch.
import type { GradingOrderProcessingStatus as Processing, GradingOrderStatus as OrderStatus } from '@/lib/server/db/generated/enums';
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../locale';
import { mayChangeCertificateImages } from './certificate-images';
import { mayPrintLabels } from './labels';
import {
  BLOCKED_REASONS,
  NO_STAFF_ACTIONS,
  type StaffActionsCard,
  type StaffActionsInput,
  type StaffActionsOrder,
  nothingToGrade,
  nothingToShip,
  staffActions,
} from './staff-actions';
import type { StaffActions } from './views';

const paid = (amount = 10_000, method: 'CREDIT_CARD' | 'VIRTUAL_ACCOUNT' = 'CREDIT_CARD') => ({
  method,
  status: 'PAID' as const,
  amount,
  refunds: [] as { amount: number; status: 'REQUESTED' | 'COMPLETED' }[],
});

function input(order: Partial<StaffActionsOrder>, cards: Partial<StaffActionsCard>[] = [{}], extra: Partial<StaffActionsInput> = {}): StaffActionsInput {
  return {
    order: {
      gradingOrderStatus: 'PROCESSING',
      gradingOrderProcessingStatus: 'WAREHOUSE_IN',
      submitType: 'GENERAL',
      shippingMethod: 'SELF_SHIPPING',
      payments: [paid()],
      ...order,
    },
    cards: cards.map((card) => ({ correspondCheck: 'OK', refunded: false, certificate: null, casing: true, ...card })),
    refunds: [],
    hasRefundAccount: false,
    ...extra,
  };
}

const NONE = NO_STAFF_ACTIONS;

test('the baseline allows nothing', () => {
  expect(Object.values(NONE).every((value) => value === false || value === null)).toBe(true);
});

// A PROCESSING grading order whose cards are checked OK and graded (so nothing blocks): what each status allows.
// Scans and labels only from scoring on, as their routes allow (certificate-images.ts, labels.ts).
const GRADED = { correspondCheck: 'OK' as const, certificate: { serial: '1234567' } };
const CERTIFICATE_WORK = { uploadImages: true, printLabels: true };
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
  ['CARD_SCORED', { advanceTo: 'CASING_COMPLETE', fullRefund: true, ...CERTIFICATE_WORK }],
  ['CASING_COMPLETE', { advanceTo: 'WAREHOUSE_OUT', fullRefund: true, ...CERTIFICATE_WORK }],
  ['WAREHOUSE_OUT', { shipOut: true, fullRefund: true, ...CERTIFICATE_WORK }],
  ['SHIPPING_OUT', { markDelivered: true, fullRefund: true, ...CERTIFICATE_WORK }],
  ['SHIPPING_OUT_COMPLETE', { fullRefund: true, ...CERTIFICATE_WORK }],
];

describe('staffActions: a grading order, every processing status', () => {
  it.each(GRADING_ROWS)('%s', (processing, expected) => {
    expect(staffActions(input({ gradingOrderProcessingStatus: processing }, [GRADED]))).toEqual({ ...NONE, ...expected });
  });

  it.each(GRADING_ROWS)('%s: scans and labels exactly when their routes take them', (processing) => {
    const actions = staffActions(input({ gradingOrderProcessingStatus: processing }, [GRADED]));
    expect(actions.uploadImages).toBe(mayChangeCertificateImages(processing));
    expect(actions.printLabels).toBe(mayPrintLabels({ status: 'PROCESSING', processingStatus: processing, submitType: 'GENERAL' }));
  });

  it('no scans or labels without a certificate, nor for a cancelled card', () => {
    for (const card of [{ certificate: null }, { ...GRADED, refunded: true }]) {
      expect(staffActions(input({ gradingOrderProcessingStatus: 'CASING_COMPLETE' }, [card]))).toMatchObject({ uploadImages: false, printLabels: false });
    }
  });

  it('covers every processing status', () => {
    expect(GRADING_ROWS).toHaveLength(14);
  });
});

// A reholder card's certificate was graded in an earlier, delivered order: its scans may change at any stage (they
// follow that order's stage); its new label is printed once the card was checked against it.
const REHOLDER_ROWS: [Processing, Partial<StaffActions>][] = [
  ['SHIPPING_IN', { receive: true }],
  ['SHIPPING_IN_COMPLETE', { advanceTo: 'WAREHOUSE_IN' }],
  ['WAREHOUSE_IN', { advanceTo: 'CARD_CORRESPOND_CHECKED', checkCards: true, fullRefund: true }],
  // Reholder orders skip VSC, defect and scoring: straight into the new case.
  ['CARD_CORRESPOND_CHECKED', { advanceTo: 'CASING_COMPLETE', checkCards: true, fullRefund: true, printLabels: true }],
  ['VSC_CHECKED', { fullRefund: true }],
  ['CARD_DEFECT_CHECKED', { fullRefund: true }],
  ['CARD_SCORED', { fullRefund: true }],
  ['CASING_COMPLETE', { advanceTo: 'WAREHOUSE_OUT', fullRefund: true, printLabels: true }],
  ['WAREHOUSE_OUT', { shipOut: true, fullRefund: true, printLabels: true }],
  ['SHIPPING_OUT', { markDelivered: true, fullRefund: true, printLabels: true }],
];

describe('staffActions: a reholder order', () => {
  const REHOLDER_CARD = { ...GRADED, certificateOrderProcessing: 'SHIPPING_OUT_COMPLETE' as const };
  it.each(REHOLDER_ROWS)('%s', (processing, expected) => {
    const order = { gradingOrderProcessingStatus: processing, submitType: 'REHOLDER' as const };
    expect(staffActions(input(order, [REHOLDER_CARD]))).toEqual({ ...NONE, uploadImages: true, ...expected });
  });

  it('scans of a certificate whose own order is still in the lab wait for its scoring; one recorded before this system never waits', () => {
    const order = { gradingOrderProcessingStatus: 'WAREHOUSE_IN' as const, submitType: 'REHOLDER' as const };
    expect(staffActions(input(order, [{ ...GRADED, certificateOrderProcessing: 'VSC_CHECKED' }])).uploadImages).toBe(false);
    expect(staffActions(input(order, [{ ...GRADED, certificateOrderProcessing: null }])).uploadImages).toBe(true);
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
    const actions = staffActions(
      input({ gradingOrderStatus: 'REQUEST_PARTIAL_CANCELED', gradingOrderProcessingStatus: 'CARD_CORRESPOND_CHECKED' }, [
        { correspondCheck: 'OK' },
        { correspondCheck: 'OMITTED', refunded: true },
      ]),
    );
    // The rest of the money may go back (and the order be cancelled) until the cards ship out (decision 0031).
    expect(actions).toMatchObject({ advanceTo: 'VSC_CHECKED', advanceBlockedBy: null, partialCancel: false, fullRefund: true });
  });

  it('nothing left to grade: the cards we hold go back ungraded, straight to WAREHOUSE_OUT (decision 0031 §4)', () => {
    const at = { gradingOrderStatus: 'COMPLETE_PARTIAL_CANCELED' as const, gradingOrderProcessingStatus: 'CARD_CORRESPOND_CHECKED' as const };
    const mixed = [
      { correspondCheck: 'OMITTED' as const, refunded: true },
      { correspondCheck: 'UNGRADABLE' as const, refunded: true },
    ];
    expect(nothingToGrade(mixed)).toBe(true);
    expect(nothingToShip(mixed)).toBe(false);
    expect(staffActions(input(at, mixed))).toMatchObject({ advanceTo: 'WAREHOUSE_OUT', advanceBlockedBy: null, scoreCards: false, fullRefund: true });
    expect(staffActions(input({ ...at, submitType: 'REHOLDER' }, mixed)).advanceTo).toBe('WAREHOUSE_OUT');
    // Not yet paid back: the partial cancellation comes first.
    const unpaid = mixed.map((card) => ({ ...card, refunded: false }));
    expect(staffActions(input({ ...at, gradingOrderStatus: 'PROCESSING' }, unpaid, { hasRefundAccount: true }))).toMatchObject({
      advanceTo: 'WAREHOUSE_OUT',
      advanceBlockedBy: 'partialCancelPending',
      partialCancel: true,
    });
  });

  it('every card OMITTED: nothing reached us, nothing ships — no next step; staff refund the rest, which cancels the order', () => {
    const omitted = [
      { correspondCheck: 'OMITTED' as const, refunded: true },
      { correspondCheck: 'OMITTED' as const, refunded: true },
    ];
    expect(nothingToShip(omitted)).toBe(true);
    const actions = staffActions(input({ gradingOrderStatus: 'COMPLETE_PARTIAL_CANCELED', gradingOrderProcessingStatus: 'CARD_CORRESPOND_CHECKED' }, omitted));
    expect(actions).toMatchObject({ advanceTo: null, shipOut: false, fullRefund: true });
  });

  it('one gradable card keeps the usual path', () => {
    expect(
      nothingToGrade([
        { correspondCheck: 'OK', refunded: false },
        { correspondCheck: 'OMITTED', refunded: true },
      ]),
    ).toBe(false);
    expect(nothingToGrade([])).toBe(false);
  });

  it('gradable cards without a certificate at CARD_DEFECT_CHECKED; cancelled ones need none', () => {
    const cards = [
      { correspondCheck: 'MISS_INPUT' as const, certificate: null },
      { correspondCheck: 'UNGRADABLE' as const, refunded: true },
    ];
    const actions = staffActions(input({ gradingOrderStatus: 'COMPLETE_PARTIAL_CANCELED', gradingOrderProcessingStatus: 'CARD_DEFECT_CHECKED' }, cards));
    expect(actions).toMatchObject({ advanceTo: 'CARD_SCORED', advanceBlockedBy: 'cardsUnscored', scoreCards: true });
    const scored = staffActions(input({ gradingOrderProcessingStatus: 'CARD_DEFECT_CHECKED' }, [{ ...cards[0], certificate: { serial: '1' } }, cards[1]!]));
    expect(scored.advanceBlockedBy).toBeNull();
  });

  it('delivery waits while a partial refund is on its way (REQUEST_PARTIAL_CANCELED cannot complete)', () => {
    expect(staffActions(input({ gradingOrderStatus: 'REQUEST_PARTIAL_CANCELED', gradingOrderProcessingStatus: 'SHIPPING_OUT' }))).toMatchObject({
      markDelivered: false,
      advanceBlockedBy: 'partialRefundPending',
    });
    expect(staffActions(input({ gradingOrderStatus: 'COMPLETE_PARTIAL_CANCELED', gradingOrderProcessingStatus: 'SHIPPING_OUT' }))).toMatchObject({
      markDelivered: true,
      advanceBlockedBy: null,
    });
  });

  it('a full refund on its way stops the lab', () => {
    const payments = [{ ...paid(), refunds: [{ amount: 10_000, status: 'REQUESTED' as const }] }];
    const actions = staffActions(
      input({ gradingOrderProcessingStatus: 'VSC_CHECKED', payments }, [{}], { refunds: [{ id: 1, paymentId: 1, amount: 10_000, status: 'REQUESTED' }] }),
    );
    expect(actions).toEqual({ ...NONE, advanceBlockedBy: 'refundInProgress' });
  });
});

describe('staffActions: orders the lab does not work on', () => {
  it.each(['SAVED', 'WAITING_FOR_DEPOSIT', 'PAYMENT_FAILED', 'CANCELLED', 'DEADLINE_EXPIRED', 'REFUNDED', 'WRONG_REFUND_ACCOUNT'] as OrderStatus[])(
    '%s: nothing',
    (status) => {
      expect(staffActions(input({ gradingOrderStatus: status, gradingOrderProcessingStatus: 'CARD_DEFECT_CHECKED' }, [GRADED]))).toEqual(NONE);
    },
  );

  it('COMPLETE: only the certificates (scans, labels)', () => {
    expect(staffActions(input({ gradingOrderStatus: 'COMPLETE', gradingOrderProcessingStatus: 'SHIPPING_OUT_COMPLETE' }, [GRADED]))).toEqual({
      ...NONE,
      uploadImages: true,
      printLabels: true,
    });
  });

  it('nothing held: no full refund', () => {
    expect(staffActions(input({ gradingOrderProcessingStatus: 'VSC_CHECKED', payments: [] })).fullRefund).toBe(false);
  });
});

describe('the reasons an advance waits (lab:blocked.*)', () => {
  const PROCESSING: Processing[] = [...GRADING_ROWS.map(([processing]) => processing)];
  const STATUSES: OrderStatus[] = ['PROCESSING', 'REQUEST_PARTIAL_CANCELED', 'COMPLETE_PARTIAL_CANCELED', 'COMPLETE', 'REFUNDED'];
  const CARDS: Partial<StaffActionsCard>[][] = [
    [GRADED],
    [{ correspondCheck: 'NOT_DETERMINED' }],
    [GRADED, { correspondCheck: 'OMITTED' }],
    [GRADED, { correspondCheck: 'UNGRADABLE', refunded: true }],
    [{ correspondCheck: 'MISS_INPUT', certificate: null }],
  ];
  const PAYMENTS = [[paid()], [paid(10_000, 'VIRTUAL_ACCOUNT')], [{ ...paid(), refunds: [{ amount: 10_000, status: 'REQUESTED' as const }] }]];

  /** Every reason staffActions gives over every status, step, kind of card and payment it tells apart. */
  function reasonsGiven(): Set<string> {
    const seen = new Set<string>();
    for (const submitType of ['GENERAL', 'REHOLDER'] as const)
      for (const gradingOrderStatus of STATUSES)
        for (const gradingOrderProcessingStatus of PROCESSING)
          for (const cards of CARDS)
            for (const payments of PAYMENTS)
              for (const hasRefundAccount of [false, true]) {
                const refunds = payments[0]!.refunds.length ? [{ id: 1, paymentId: 1, amount: 10_000, status: 'REQUESTED' as const }] : [];
                const reason = staffActions(
                  input({ submitType, gradingOrderStatus, gradingOrderProcessingStatus, payments }, cards, { refunds, hasRefundAccount }),
                ).advanceBlockedBy;
                if (reason) seen.add(reason);
              }
    return seen;
  }

  it('BLOCKED_REASONS lists exactly the reasons staffActions gives', () => {
    expect([...reasonsGiven()].sort()).toEqual([...BLOCKED_REASONS].sort());
  });

  it('every reason has its words in every locale, for the page (lab:blocked.*) and for a refused step (labApi:errors.*)', () => {
    const words = (locale: string, ns: string, group: string) =>
      (JSON.parse(fs.readFileSync(path.join(process.cwd(), 'locales', locale, `${ns}.json`), 'utf8')) as Record<string, Record<string, unknown>>)[group] ?? {};
    const missing = LOCALES.flatMap((locale) =>
      BLOCKED_REASONS.flatMap((reason) => [
        ...(typeof words(locale, 'lab', 'blocked')[reason] === 'string' ? [] : [`${locale}: lab:blocked.${reason}`]),
        ...(typeof words(locale, 'labApi', 'errors')[reason] === 'string' ? [] : [`${locale}: labApi:errors.${reason}`]),
      ]),
    );
    expect(missing).toEqual([]);
  });
});
