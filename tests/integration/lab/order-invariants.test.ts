/** @jest-environment node */
// The order invariants the lab's property test checks after every step (order-invariants.ts; issue #10): healthy
// orders along the way pass, and each forbidden state or money slip is named.
import type { EventSnapshot, ItemSnapshot, OrderSnapshot } from './order-invariants';
import { cardViolations, keptAmount, moneyViolations, orderViolations, processingReachable, statusViolations, stepViolations } from './order-invariants';

const ev = (from: string | null, to: string | null, fromProcessing: string | null = null, toProcessing: string | null = null) =>
  ({ fromStatus: from, toStatus: to, fromProcessing, toProcessing }) as EventSnapshot;
const step = (from: string, to: string) => ev(null, null, from, to);

const card = (id: number, overrides: Partial<ItemSnapshot> = {}): ItemSnapshot => ({
  id,
  quantity: 1,
  price: 1000,
  amount: 1000,
  casing: true,
  correspondCheck: 'OK',
  refundId: null,
  shipped: false,
  cased: false,
  certificates: [],
  ...overrides,
});

/** Two cards of 1000 and 150 delivery, paid by card, at CARD_CORRESPOND_CHECKED. */
function checked(overrides: Partial<OrderSnapshot> = {}): OrderSnapshot {
  return {
    start: { status: 'PROCESSING', processing: 'SHIPPING_IN' },
    status: 'PROCESSING',
    processing: 'CARD_CORRESPOND_CHECKED',
    submitType: 'GENERAL',
    totalAmount: 2150,
    totalPrice: 2000,
    deliveryCost: 150,
    totalQt: 2,
    items: [card(1), card(2)],
    payments: [{ id: 7, status: 'PAID', amount: 2150 }],
    refunds: [],
    events: [step('SHIPPING_IN', 'SHIPPING_IN_COMPLETE'), step('SHIPPING_IN_COMPLETE', 'WAREHOUSE_IN'), step('WAREHOUSE_IN', 'CARD_CORRESPOND_CHECKED')],
    cancelledCardAudits: [],
    ...overrides,
  };
}

/** The second card UNGRADABLE and paid back (refund 40 of 1000), the lab at VSC_CHECKED. */
function partlyCancelled(refundStatus: 'REQUESTED' | 'COMPLETED' | 'ACCOUNT_REJECTED', overrides: Partial<OrderSnapshot> = {}): OrderSnapshot {
  const base = checked();
  const status = refundStatus === 'COMPLETED' ? 'COMPLETE_PARTIAL_CANCELED' : 'REQUEST_PARTIAL_CANCELED';
  return {
    ...base,
    status,
    processing: 'VSC_CHECKED',
    items: [card(1), card(2, { correspondCheck: 'UNGRADABLE', refundId: 40 })],
    refunds: [{ id: 40, paymentId: 7, amount: 1000, status: refundStatus, reason: 'partial cancellation by staff: torn' }],
    payments: [{ id: 7, status: 'PAID', amount: 2150 }],
    events: [
      ...base.events,
      ev('PROCESSING', 'REQUEST_PARTIAL_CANCELED'),
      ...(status === 'COMPLETE_PARTIAL_CANCELED' ? [ev('REQUEST_PARTIAL_CANCELED', 'COMPLETE_PARTIAL_CANCELED')] : []),
      step('CARD_CORRESPOND_CHECKED', 'VSC_CHECKED'),
    ],
    cancelledCardAudits: [2],
    ...overrides,
  };
}

describe('healthy orders', () => {
  test.each([
    [
      'paid, cards on the way',
      checked({ processing: 'SHIPPING_IN', events: [], items: [card(1, { quantity: 2, amount: 2000, correspondCheck: 'NOT_DETERMINED' })] }),
    ],
    ['checked', checked()],
    ['a partial refund on its way', partlyCancelled('REQUESTED')],
    ['a partial refund back', partlyCancelled('COMPLETED')],
    ['a partial refund refused, waiting for the account', partlyCancelled('ACCOUNT_REJECTED')],
    [
      'cancelled while the cards travel: the delivery is kept',
      checked({
        processing: 'SHIPPING_IN',
        status: 'CANCELLED',
        events: [ev('PROCESSING', 'CANCELLED')],
        items: [card(1, { correspondCheck: 'NOT_DETERMINED' }), card(2, { correspondCheck: 'NOT_DETERMINED' })],
        refunds: [{ id: 1, paymentId: 7, amount: 2000, status: 'COMPLETED', reason: 'order cancelled by the member' }],
      }),
    ],
    [
      'fully refunded',
      checked({
        status: 'REFUNDED',
        events: [...checked().events, ev('PROCESSING', 'REFUNDED')],
        payments: [{ id: 7, status: 'REFUNDED', amount: 2150 }],
        refunds: [{ id: 1, paymentId: 7, amount: 2150, status: 'COMPLETED', reason: 'full refund by staff: x' }],
      }),
    ],
    [
      'a full refund on its way (PROCESSING holds nothing)',
      checked({ refunds: [{ id: 1, paymentId: 7, amount: 2150, status: 'REQUESTED', reason: 'full refund by staff: x' }] }),
    ],
    [
      'a full refund refused: WRONG_REFUND_ACCOUNT',
      checked({
        status: 'WRONG_REFUND_ACCOUNT',
        events: [...checked().events, ev('PROCESSING', 'WRONG_REFUND_ACCOUNT')],
        refunds: [{ id: 1, paymentId: 7, amount: 2150, status: 'ACCOUNT_REJECTED', reason: 'full refund by staff: x' }],
      }),
    ],
  ])('%s', (_name, order) => {
    expect(orderViolations(order)).toEqual([]);
  });

  test('a reholder order goes from the correspond check straight to casing', () => {
    const order = checked({
      submitType: 'REHOLDER',
      processing: 'CASING_COMPLETE',
      items: [card(1, { cased: true }), card(2, { cased: true })],
      events: [...checked().events, step('CARD_CORRESPOND_CHECKED', 'CASING_COMPLETE')],
    });
    expect(orderViolations(order)).toEqual([]);
    expect(processingReachable('CARD_CORRESPOND_CHECKED', 'CASING_COMPLETE', 'REHOLDER')).toBe(true);
    expect(processingReachable('CARD_CORRESPOND_CHECKED', 'CARD_SCORED', 'REHOLDER')).toBe(false);
  });
});

describe('statuses', () => {
  test('a skipped step, a broken chain and an event-less change are named', () => {
    expect(statusViolations(checked({ events: [step('SHIPPING_IN', 'WAREHOUSE_IN'), step('WAREHOUSE_IN', 'CARD_CORRESPOND_CHECKED')] }))).toEqual([
      expect.stringContaining('SHIPPING_IN → WAREHOUSE_IN is not an allowed'),
    ]);
    expect(
      statusViolations(checked({ events: [step('SHIPPING_IN', 'SHIPPING_IN_COMPLETE'), step('VSC_CHECKED', 'CARD_CORRESPOND_CHECKED')] })).join('\n'),
    ).toMatch(/starts from VSC_CHECKED/);
    expect(statusViolations(checked({ processing: 'VSC_CHECKED' }))).toEqual([expect.stringContaining('the events end at PROCESSING/CARD_CORRESPOND_CHECKED')]);
  });

  test('a final status never moves again, and the cards move only for a live paid order', () => {
    const cancelled = checked({
      status: 'CANCELLED',
      processing: 'SHIPPING_IN_COMPLETE',
      start: { status: 'PROCESSING', processing: 'SHIPPING_IN' },
      items: [card(1, { correspondCheck: 'NOT_DETERMINED' }), card(2, { correspondCheck: 'NOT_DETERMINED' })],
      events: [ev('PROCESSING', 'CANCELLED'), step('SHIPPING_IN', 'SHIPPING_IN_COMPLETE')],
    });
    const problems = statusViolations(cancelled).join('\n');
    expect(problems).toMatch(/after its final status CANCELLED/);
    expect(problems).toMatch(/while the order was CANCELLED/);
    expect(statusViolations(checked({ status: 'COMPLETE', events: [...checked().events, ev('PROCESSING', 'COMPLETE')] })).join('\n')).toMatch(
      /completes exactly when/,
    );
  });

  test('the start must be a paid order', () => {
    expect(statusViolations(checked({ start: { status: 'SAVED', processing: 'SHIPPING_IN' } })).join('\n')).toMatch(/not a paid order/);
  });

  test('REFUNDED with a PAID payment, WRONG_REFUND_ACCOUNT with nothing refused, partial statuses without a refunded card', () => {
    expect(statusViolations(checked({ status: 'REFUNDED', events: [...checked().events, ev('PROCESSING', 'REFUNDED')] })).join('\n')).toMatch(
      /REFUNDED while money/,
    );
    expect(
      statusViolations(checked({ status: 'WRONG_REFUND_ACCOUNT', events: [...checked().events, ev('PROCESSING', 'WRONG_REFUND_ACCOUNT')] })).join('\n'),
    ).toMatch(/without a refused refund/);
    expect(statusViolations(partlyCancelled('REQUESTED', { items: [card(1), card(2, { correspondCheck: 'UNGRADABLE' })] })).join('\n')).toMatch(
      /without a card paid back/,
    );
    expect(
      statusViolations(partlyCancelled('COMPLETED', { refunds: [{ id: 40, paymentId: 7, amount: 1000, status: 'ACCOUNT_REJECTED', reason: 'r' }] })).join('\n'),
    ).toMatch(/COMPLETE_PARTIAL_CANCELED while a refund/);
  });
});

describe('cards', () => {
  test('a refunded card must be OMITTED or UNGRADABLE, linked to a refund of the order, cancelled once', () => {
    expect(cardViolations(partlyCancelled('COMPLETED', { items: [card(1), card(2, { refundId: 40 })] })).join('\n')).toMatch(/paid back but checked OK/);
    expect(cardViolations(partlyCancelled('COMPLETED', { cancelledCardAudits: [2, 2] })).join('\n')).toMatch(/paid back 2 times/);
    expect(cardViolations(partlyCancelled('COMPLETED', { items: [card(1), card(2, { correspondCheck: 'OMITTED', refundId: 99 })] })).join('\n')).toMatch(
      /not one of the order's/,
    );
    expect(cardViolations(checked({ processing: 'VSC_CHECKED', items: [card(1), card(2, { correspondCheck: 'OMITTED' })] })).join('\n')).toMatch(
      /OMITTED and not paid back/,
    );
  });

  test('certificates: one per gradable card, 7-digit unique serials, never on a reholder card', () => {
    const scored = (items: ItemSnapshot[], submitType: 'GENERAL' | 'REHOLDER' = 'GENERAL') => checked({ processing: 'CARD_SCORED', items, submitType });
    expect(cardViolations(scored([card(1, { certificates: ['1234567'] }), card(2, { certificates: ['7654321'] })]))).toEqual([]);
    expect(cardViolations(scored([card(1, { certificates: ['1234567'] }), card(2)])).join('\n')).toMatch(/card 2: no certificate at CARD_SCORED/);
    expect(cardViolations(scored([card(1, { certificates: ['1234567'] }), card(2, { certificates: ['1234567'] })])).join('\n')).toMatch(/serials repeat/);
    expect(cardViolations(scored([card(1, { certificates: ['123456'] }), card(2, { certificates: ['0123456'] })])).join('\n')).toMatch(/not 7 digits/);
    expect(
      cardViolations(scored([card(1, { correspondCheck: 'UNGRADABLE', certificates: ['1234567'] }), card(2, { certificates: ['7654321'] })])).join('\n'),
    ).toMatch(/checked UNGRADABLE/);
    expect(cardViolations(scored([card(1, { certificates: ['1234567'] }), card(2)], 'REHOLDER')).join('\n')).toMatch(/reholder card was scored/);
  });

  test('lines are split at receipt and keep the order total; casing only for graded cards; every card but an OMITTED one shipped', () => {
    expect(cardViolations(checked({ items: [card(1, { quantity: 2, amount: 2000 })] })).join('\n')).toMatch(/2 cards on one line after receipt/);
    expect(cardViolations(checked({ items: [card(1), card(2, { amount: 900 })] })).join('\n')).toMatch(/add up to 1900/);
    // An UNGRADABLE card goes back ungraded in the parcel, refunded or not; an OMITTED one never arrived.
    const shippedOut = (second: Partial<ItemSnapshot>) =>
      cardViolations(
        partlyCancelled('COMPLETED', {
          processing: 'SHIPPING_OUT',
          items: [card(1, { shipped: true, cased: true, certificates: ['1234567'] }), card(2, { refundId: 40, ...second })],
        }),
      );
    expect(shippedOut({ correspondCheck: 'UNGRADABLE', shipped: true })).toEqual([]);
    expect(shippedOut({ correspondCheck: 'UNGRADABLE', shipped: false }).join('\n')).toMatch(/card 2: not in the parcel/);
    expect(shippedOut({ correspondCheck: 'OMITTED', shipped: false })).toEqual([]);
    expect(shippedOut({ correspondCheck: 'OMITTED', shipped: true }).join('\n')).toMatch(/card 2: shipped/);
    expect(
      cardViolations(
        checked({ processing: 'CASING_COMPLETE', items: [card(1, { cased: true, certificates: ['1234567'] }), card(2, { certificates: ['7654321'] })] }),
      ).join('\n'),
    ).toMatch(/card 2: not cased/);
  });
});

describe('money', () => {
  test('what each status keeps', () => {
    expect(keptAmount(checked())).toBe(2150);
    expect(keptAmount(partlyCancelled('COMPLETED'))).toBe(1150);
    expect(keptAmount(checked({ status: 'CANCELLED', processing: 'SHIPPING_IN' }))).toBe(150);
    expect(keptAmount(checked({ status: 'CANCELLED', processing: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION' }))).toBe(0);
    expect(keptAmount(checked({ status: 'REFUNDED' }))).toBe(0);
  });

  test('money refunded that the status does not explain, or not refunded that it does, is named', () => {
    // A partial refund of a PROCESSING order: money went back the order does not account for.
    expect(moneyViolations(checked({ refunds: [{ id: 1, paymentId: 7, amount: 1000, status: 'COMPLETED', reason: 'x' }] })).join('\n')).toMatch(
      /= 1150, but the order keeps 2150/,
    );
    // A partial cancellation that refunded the delivery too.
    expect(
      moneyViolations(partlyCancelled('COMPLETED', { refunds: [{ id: 40, paymentId: 7, amount: 1150, status: 'COMPLETED', reason: 'x' }] })).join('\n'),
    ).toMatch(/but the order keeps 1150/);
    // Cancelled at SHIPPING_IN and everything refunded: the delivery should have been kept.
    expect(
      moneyViolations(
        checked({
          status: 'CANCELLED',
          processing: 'SHIPPING_IN',
          payments: [{ id: 7, status: 'REFUNDED', amount: 2150 }],
          refunds: [{ id: 1, paymentId: 7, amount: 2150, status: 'COMPLETED', reason: 'x' }],
        }),
      ),
    ).toEqual([expect.stringContaining('but the order keeps 150')]);
  });

  test('refunds beyond the payment, without a reason, or a payment whose status disagrees with its refunds', () => {
    const twice = moneyViolations(
      checked({
        status: 'REFUNDED',
        payments: [{ id: 7, status: 'REFUNDED', amount: 2150 }],
        refunds: [
          { id: 1, paymentId: 7, amount: 2150, status: 'COMPLETED', reason: 'x' },
          { id: 2, paymentId: 7, amount: 2150, status: 'COMPLETED', reason: '' },
        ],
      }),
    ).join('\n');
    expect(twice).toMatch(/refund 2 has no reason/);
    expect(twice).toMatch(/4300 refunded or on its way of 2150/);
    expect(
      moneyViolations(checked({ status: 'REFUNDED', refunds: [{ id: 1, paymentId: 7, amount: 2150, status: 'COMPLETED', reason: 'x' }] })).join('\n'),
    ).toMatch(/payment 7 is PAID with 2150 of 2150 back/);
  });

  test('a refused refund may hold the refused money, never more', () => {
    expect(moneyViolations(partlyCancelled('ACCOUNT_REJECTED'))).toEqual([]);
    // A second charge of the order, never accounted for, hides behind the refused refund.
    const charged = partlyCancelled('ACCOUNT_REJECTED', {
      payments: [
        { id: 7, status: 'PAID', amount: 2150 },
        { id: 8, status: 'PAID', amount: 2150 },
      ],
    });
    expect(moneyViolations(charged).join('\n')).toMatch(/4300 held with a refused refund waiting; the order keeps 1150, 1000 was refused/);
  });
});

describe('one step', () => {
  test('the lab moving on, a refund landing, a card paid back: allowed', () => {
    const before = partlyCancelled('REQUESTED', { processing: 'CARD_CORRESPOND_CHECKED', events: partlyCancelled('REQUESTED').events.slice(0, -1) });
    expect(
      stepViolations(checked(), { ...checked(), processing: 'VSC_CHECKED', events: [...checked().events, step('CARD_CORRESPOND_CHECKED', 'VSC_CHECKED')] }),
    ).toEqual([]);
    expect(stepViolations(before, partlyCancelled('REQUESTED'))).toEqual([]);
    const waiting = partlyCancelled('REQUESTED');
    const landed = {
      ...waiting,
      status: 'COMPLETE_PARTIAL_CANCELED' as const,
      refunds: [{ ...waiting.refunds[0]!, status: 'COMPLETED' as const }],
      events: [...waiting.events, ev('REQUEST_PARTIAL_CANCELED', 'COMPLETE_PARTIAL_CANCELED')],
    };
    expect(stepViolations(waiting, landed)).toEqual([]);
    expect(orderViolations(landed)).toEqual([]);
  });

  test('the cards do not move while a full refund is on its way, nor once the order has ended', () => {
    const refunding = checked({ refunds: [{ id: 1, paymentId: 7, amount: 2150, status: 'REQUESTED', reason: 'x' }] });
    expect(stepViolations(refunding, { ...refunding, processing: 'VSC_CHECKED' }).join('\n')).toMatch(/with everything on its way back/);
    const refunded = checked({ status: 'REFUNDED' });
    expect(stepViolations(refunded, { ...refunded, processing: 'VSC_CHECKED' }).join('\n')).toMatch(/while the order was REFUNDED/);
  });

  test('rewritten history, a second charge, a refund outcome changed, a serial or a card refund replaced', () => {
    const done = partlyCancelled('COMPLETED', { items: [card(1, { certificates: ['1234567'] }), card(2, { correspondCheck: 'UNGRADABLE', refundId: 40 })] });
    const problems = stepViolations(done, {
      ...done,
      events: done.events.slice(1),
      payments: [...done.payments, { id: 8, status: 'PAID', amount: 2150 }],
      refunds: [{ ...done.refunds[0]!, status: 'ACCOUNT_REJECTED' }],
      items: [card(1, { certificates: ['7654321'] }), card(2, { correspondCheck: 'UNGRADABLE', refundId: 41 })],
    }).join('\n');
    expect(problems).toMatch(/history was rewritten/);
    expect(problems).toMatch(/money taken changed from 2150 to 4300/);
    expect(problems).toMatch(/refund 40 went COMPLETED → ACCOUNT_REJECTED/);
    expect(problems).toMatch(/card 1: serial 1234567 changed to 7654321/);
    expect(problems).toMatch(/card 2: its refund changed from 40 to 41/);
  });
});
