// The refund rules (decision 0031): what is left to refund after partial cancellations and earlier refunds — never
// more than paid minus refunded, never negative, exactly the remainder — and when staff may send the rest back.
import fc from 'fast-check';
import type { GradingOrderProcessingStatus as Processing, GradingOrderStatus as OrderStatus, RefundStatus } from '@/lib/server/db/generated/enums';
import { GradingOrderProcessingStatus, GradingOrderStatus, RefundStatus as RefundStatuses } from '@/lib/server/db/generated/enums';
import { type PaymentLike, cancelRefundAmount, leftToRefund, mayRefundRest, moneyHeld, restRefundCancels, splitRefund, totalHeld } from './refund-rules';

const r = (amount: number, status: RefundStatus = 'COMPLETED') => ({ amount, status });
const paid = (id: number, amount: number, refunds = [] as { amount: number; status: RefundStatus }[], status: PaymentLike['status'] = 'PAID'): PaymentLike => ({
  id,
  method: 'CREDIT_CARD',
  amount,
  status,
  refunds,
});

describe('leftToRefund', () => {
  test.each([
    ['nothing refunded', 1_650, [], 1_650],
    ['a partial cancellation completed', 1_650, [r(500)], 1_150],
    ['a partial cancellation still on its way', 1_650, [r(500, 'REQUESTED')], 1_150],
    ['two partial refunds', 1_650, [r(500), r(300, 'REQUESTED')], 850],
    ['a failed refund returned nothing', 1_650, [r(500, 'FAILED')], 1_650],
    ['a refused account returned nothing', 1_650, [r(500, 'ACCOUNT_REJECTED'), r(500)], 1_150],
    ['all of it back', 1_650, [r(1_650)], 0],
    ['never negative', 1_650, [r(1_000), r(1_000)], 0],
  ] as const)('%s', (_name, captured, refunds, expected) => {
    expect(leftToRefund(captured, refunds)).toBe(expected);
  });
});

describe('moneyHeld and splitRefund', () => {
  test('only PAID payments hold money, minus what is back or on its way', () => {
    const held = moneyHeld([paid(1, 1_650, [r(500)]), paid(2, 300, [], 'REFUNDED'), paid(3, 200, [r(200)]), paid(4, 100, [r(100, 'FAILED')])]);
    expect(held).toEqual([
      { paymentId: 1, method: 'CREDIT_CARD', amount: 1_150 },
      { paymentId: 4, method: 'CREDIT_CARD', amount: 100 },
    ]);
    expect(totalHeld(held)).toBe(1_250);
  });
  test('oldest first, never more than a payment holds', () => {
    const held = [
      { paymentId: 1, amount: 400 },
      { paymentId: 2, amount: 300 },
    ];
    expect(splitRefund(held, 500)).toEqual([
      { paymentId: 1, amount: 400 },
      { paymentId: 2, amount: 100 },
    ]);
    expect(splitRefund(held, 0)).toEqual([]);
    expect(splitRefund(held, 10_000)).toEqual(held);
  });
});

describe('the cancel dialog and the cancellation: the same amount, earlier refunds deducted', () => {
  test('what a member cancelling gets back is computed from what is still held', () => {
    const order = { gradingOrderStatus: 'PROCESSING' as const, gradingOrderProcessingStatus: 'SHIPPING_IN' as const, deliveryCost: 150 };
    // A stray refund of 300 already went back: the dialog must not promise it twice.
    expect(cancelRefundAmount(order, totalHeld(moneyHeld([paid(1, 1_650, [r(300)])])))).toBe(1_200);
  });
});

const order = (gradingOrderStatus: OrderStatus, gradingOrderProcessingStatus: Processing) => ({ gradingOrderStatus, gradingOrderProcessingStatus });
const SOME = [{ amount: 1 }];

describe('mayRefundRest: staff send back the rest before the cards ship out', () => {
  test.each([
    // A live PROCESSING order: as before (decision 0008), refundable once the cards reached us.
    ['PROCESSING', 'SHIPPING_IN', false],
    ['PROCESSING', 'WAREHOUSE_IN', true],
    ['PROCESSING', 'CARD_SCORED', true],
    ['PROCESSING', 'SHIPPING_OUT', true],
    // A partly cancelled order: from receipt until the cards leave (issue #24).
    ['REQUEST_PARTIAL_CANCELED', 'CARD_CORRESPOND_CHECKED', true],
    ['COMPLETE_PARTIAL_CANCELED', 'VSC_CHECKED', true],
    ['COMPLETE_PARTIAL_CANCELED', 'CASING_COMPLETE', true],
    ['COMPLETE_PARTIAL_CANCELED', 'WAREHOUSE_OUT', true],
    ['REQUEST_PARTIAL_CANCELED', 'SHIPPING_OUT', false],
    ['COMPLETE_PARTIAL_CANCELED', 'SHIPPING_OUT', false],
    // Ended orders: nothing.
    ['COMPLETE', 'SHIPPING_OUT_COMPLETE', false],
    ['CANCELLED', 'WAREHOUSE_IN', false],
    ['REFUNDED', 'WAREHOUSE_IN', false],
    ['WRONG_REFUND_ACCOUNT', 'WAREHOUSE_IN', false],
  ] as const)('%s / %s → %s', (status, processing, expected) => {
    expect(mayRefundRest(order(status, processing), SOME)).toBe(expected);
  });
  test('nothing held: nothing to refund', () => {
    expect(mayRefundRest(order('COMPLETE_PARTIAL_CANCELED', 'VSC_CHECKED'), [])).toBe(false);
  });
  test('the rest of a partly cancelled order cancels it; a PROCESSING one waits for its outcome', () => {
    expect(restRefundCancels(order('COMPLETE_PARTIAL_CANCELED', 'VSC_CHECKED'))).toBe(true);
    expect(restRefundCancels(order('PROCESSING', 'VSC_CHECKED'))).toBe(false);
  });
  test('every status pair: only live orders before shipping out', () => {
    for (const status of Object.values(GradingOrderStatus)) {
      for (const processing of Object.values(GradingOrderProcessingStatus)) {
        if (!mayRefundRest(order(status, processing), SOME)) continue;
        expect(['PROCESSING', 'REQUEST_PARTIAL_CANCELED', 'COMPLETE_PARTIAL_CANCELED']).toContain(status);
        if (status !== 'PROCESSING') expect(['SHIPPING_OUT', 'SHIPPING_OUT_COMPLETE']).not.toContain(processing);
      }
    }
  });
});

describe('properties: the remainder after any partial cancellations', () => {
  const refundArb = fc.record({ amount: fc.integer({ min: 1, max: 5_000 }), status: fc.constantFrom(...Object.values(RefundStatuses)) });
  test('never more than paid minus refunded, never negative, exactly the remainder', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.array(refundArb, { maxLength: 6 }), (captured, refunds) => {
        const left = leftToRefund(captured, refunds);
        const returned = refunds
          .filter((refund) => refund.status === 'REQUESTED' || refund.status === 'COMPLETED')
          .reduce((sum, refund) => sum + refund.amount, 0);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(captured);
        expect(left).toBe(Math.max(captured - returned, 0));
        // Refunding the remainder leaves nothing; never more than paid in total.
        expect(leftToRefund(captured, [...refunds, { amount: left, status: 'REQUESTED' }])).toBe(0);
        if (returned <= captured) expect(returned + left).toBe(captured);
      }),
    );
  });
  test('partial cancellations then the rest: the refunds add up to exactly what was paid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.array(fc.integer({ min: 1, max: 3_000 }), { maxLength: 5 }), (amount, cancels) => {
        const refunds: { amount: number; status: RefundStatus }[] = [];
        for (const cancel of cancels) {
          const part = Math.min(cancel, leftToRefund(amount, refunds));
          if (part > 0) refunds.push({ amount: part, status: 'COMPLETED' });
        }
        const held = moneyHeld([paid(1, amount, refunds)]);
        const parts = splitRefund(held, totalHeld(held));
        const total = refunds.reduce((sum, refund) => sum + refund.amount, 0) + parts.reduce((sum, part) => sum + part.amount, 0);
        expect(total).toBe(amount);
        expect(parts.every((part) => part.amount > 0)).toBe(true);
      }),
    );
  });
});
