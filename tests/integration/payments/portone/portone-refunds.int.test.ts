/** @jest-environment node */
// PortOne refunds and payment creation against the fake PortOne (docs/decisions/0038-portone.md "Refunds"): refunds
// through cancelPayment from refund-payment.ts (the path cancellations, staff refunds and the sweep share); a refund
// whose answer was lost, sent again, cancels once (our key in the cancellation's reason); two refunds that read the
// same balance cannot both cancel (currentCancellableAmount); virtual-account deposits go to the refund account;
// createPayment pre-registers the amount, so the browser cannot pay another.
import { PortoneProvider } from '@/lib/server/payments/portone/provider';
import { executeRefund, refundPayment, requestRefund } from '@/lib/server/payments/refund-payment';
import type { RefundablePayment } from '@/lib/server/payments/types';
import { openPayment, portoneTestBed } from './portone-helpers';

// The registry builds PortOne from PORTONE_*; here it hands out the test bed's adapter, pointed at the fake.
jest.mock('@/lib/server/payments/registry', () => jest.requireActual('./registry-with-portone').registryWithPortone());

const bed = portoneTestBed();

async function paidPayment(method: 'CREDIT_CARD' | 'VIRTUAL_ACCOUNT' = 'CREDIT_CARD') {
  const opened = await openPayment(bed.testDb.db, bed.setup, bed.member.id, method);
  if (method === 'VIRTUAL_ACCOUNT') {
    await bed.setup.fake.issueVirtualAccount(opened.payment.providerPaymentId);
    await bed.setup.fake.deposit(opened.payment.providerPaymentId);
  } else {
    await bed.setup.fake.approve(opened.payment.providerPaymentId);
  }
  expect((await bed.testDb.db.payment.findUniqueOrThrow({ where: { id: opened.payment.id } })).status).toBe('PAID');
  return opened;
}

const atPortone = (paymentId: string) => bed.setup.fake.payments.get(paymentId);

test('a partial then the full refund through cancelPayment; the payment ends REFUNDED', async () => {
  const { payment } = await paidPayment();
  const first = await refundPayment(bed.testDb.db, { paymentId: payment.id, amount: 5000, reason: 'one card withdrawn' });
  expect(first.status).toBe('COMPLETED');
  expect(atPortone(payment.providerPaymentId)).toMatchObject({ status: 'PARTIAL_CANCELLED', cancelled: 5000 });
  const rest = await refundPayment(bed.testDb.db, { paymentId: payment.id, reason: 'order cancelled' });
  expect(rest).toMatchObject({ status: 'COMPLETED', amount: payment.amount - 5000 });
  expect(atPortone(payment.providerPaymentId)).toMatchObject({ status: 'CANCELLED', cancelled: payment.amount });
  expect(atPortone(payment.providerPaymentId)?.cancellations.map((c) => c.reason)).toEqual([
    `CardGrade refund [refund-${first.id}]`,
    `CardGrade refund [refund-${rest.id}]`,
  ]);
  expect((await bed.testDb.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('REFUNDED');
});

test('a refund whose answer was lost is sent again and cancels once', async () => {
  const { payment } = await paidPayment();
  const refund = await bed.testDb.db.$transaction((tx) => requestRefund(tx, { paymentId: payment.id, reason: 'order cancelled' }));
  bed.setup.fake.loseNextCancelAnswer();
  // PortOne cancelled, but we never heard: the refund stays REQUESTED with the error, for the sweep.
  await expect(executeRefund(bed.testDb.db, refund.id)).rejects.toThrow();
  expect(await bed.testDb.db.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({ status: 'REQUESTED' });
  expect(atPortone(payment.providerPaymentId)).toMatchObject({ status: 'CANCELLED', cancelled: payment.amount });
  // The retry re-reads the payment, finds the cancellation carrying this refund's key, and does not cancel again.
  expect((await executeRefund(bed.testDb.db, refund.id)).status).toBe('COMPLETED');
  expect(atPortone(payment.providerPaymentId)?.cancellations).toHaveLength(1);
  expect(bed.setup.fake.refusals.filter((r) => r.path.endsWith('/cancel'))).toEqual([]);
});

test('two refunds that read the same balance: PortOne takes one, refuses the other (currentCancellableAmount)', async () => {
  const { payment } = await paidPayment();
  const refundable: RefundablePayment = { ...payment };
  const amount = Math.ceil(payment.amount * 0.6);
  const results = await Promise.allSettled([
    bed.setup.provider.refund(refundable, amount, { idempotencyKey: 'refund-a' }),
    bed.setup.provider.refund(refundable, amount, { idempotencyKey: 'refund-b' }),
  ]);
  expect(results.filter((r) => r.status === 'fulfilled').map((r) => r.value)).toEqual([{ status: 'COMPLETED' }]);
  const loser = results.findIndex((r) => r.status === 'rejected');
  const rejected = results[loser];
  expect(rejected?.status === 'rejected' && (rejected.reason as { data?: { type?: string } }).data?.type).toBe('CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN');
  expect(atPortone(payment.providerPaymentId)).toMatchObject({ cancelled: amount });
  // The loser, sent again, reads the new balance and is refused for what is left; the winner, sent again, finds its own
  // cancellation. Neither cancels twice.
  const keys = ['refund-a', 'refund-b'];
  expect(await bed.setup.provider.refund(refundable, amount, { idempotencyKey: keys[loser]! })).toMatchObject({
    status: 'FAILED',
    reason: expect.stringContaining('cancellable'),
  });
  expect(await bed.setup.provider.refund(refundable, amount, { idempotencyKey: keys[1 - loser]! })).toEqual({ status: 'COMPLETED' });
  expect(atPortone(payment.providerPaymentId)?.cancellations).toHaveLength(1);
});

test('a virtual-account deposit goes back to the refund account; without a usable account the member is asked', async () => {
  const { payment, order } = await paidPayment('VIRTUAL_ACCOUNT');
  const refundable: RefundablePayment = { ...payment };
  expect(await bed.setup.provider.refund(refundable, 1000, { idempotencyKey: 'refund-none', account: null })).toMatchObject({ status: 'ACCOUNT_REJECTED' });
  expect(
    await bed.setup.provider.refund(refundable, 1000, {
      idempotencyKey: 'refund-tw',
      account: { bank: 'TW-812', accountNumber: '1234567890', holderName: 'Kim' },
    }),
  ).toMatchObject({
    status: 'ACCOUNT_REJECTED',
  });
  await bed.testDb.db.refundAccount.create({
    data: { memberId: bed.member.id, gradingOrderId: order.id, bank: 'KR-088', accountNumber: '110123456789', holderName: 'Kim Minji' },
  });
  expect((await refundPayment(bed.testDb.db, { paymentId: payment.id, reason: 'order cancelled' })).status).toBe('COMPLETED');
  expect(atPortone(payment.providerPaymentId)?.cancellations[0]?.refundAccount).toEqual({ bank: 'SHINHAN', number: '110123456789', holderName: 'Kim Minji' });
});

test('refunds PortOne cannot make: more than is left, an unpaid payment, a wrong API secret', async () => {
  const { payment } = await paidPayment();
  const refundable: RefundablePayment = { ...payment };
  expect(await bed.setup.provider.refund(refundable, payment.amount + 1, { idempotencyKey: 'refund-over' })).toMatchObject({ status: 'FAILED' });
  const unpaid = await openPayment(bed.testDb.db, bed.setup, bed.member.id);
  expect(await bed.setup.provider.refund({ ...unpaid.payment }, 100, { idempotencyKey: 'refund-unpaid' })).toMatchObject({
    status: 'FAILED',
    reason: expect.stringContaining('READY'),
  });
  const wrongKey = new PortoneProvider({ ...bed.setup.config, apiSecret: 'not-the-secret' });
  await expect(wrongKey.refund(refundable, 100, { idempotencyKey: 'refund-401' })).rejects.toMatchObject({ data: { type: 'UNAUTHORIZED' } });
  expect(atPortone(payment.providerPaymentId)?.cancelled).toBe(0);
});

test('createPayment pre-registers the quote: the browser cannot pay another amount; KRW and configured channels only', async () => {
  const { payment, request } = await openPayment(bed.testDb.db, bed.setup, bed.member.id);
  expect(payment.providerPaymentId).toMatch(/^CG[0-9A-F]{30}$/);
  expect(atPortone(payment.providerPaymentId)).toMatchObject({ status: 'READY', total: payment.amount, currency: 'KRW' });
  const other = await openPayment(bed.testDb.db, bed.setup, bed.member.id).then((o) => o.payment);
  expect(() => bed.setup.fake.requestPayment({ ...request, paymentId: other.providerPaymentId, totalAmount: 1000 })).toThrow(/pre-registered/);
  const order = { id: 1, orderNumber: 'GR-1', totalAmount: 30000, currency: 'KRW' as const, submitType: 'GENERAL' as const };
  await expect(bed.setup.provider.createPayment({ ...order, currency: 'TWD' }, 'CREDIT_CARD')).rejects.toThrow(/KRW/);
  await expect(bed.setup.provider.createPayment(order, 'EC_PAY')).rejects.toThrow(/no channel/);
  const cardOnly = new PortoneProvider({ ...bed.setup.config, channelKeys: { CREDIT_CARD: 'channel-key-card' } });
  expect(cardOnly.methods).toEqual(['CREDIT_CARD']);
  await expect(cardOnly.createPayment(order, 'KAKAO_PAY')).rejects.toThrow(/no channel/);
  // A wrong API secret: PortOne's 401, and no payment id handed out.
  const wrongKey = new PortoneProvider({ ...bed.setup.config, apiSecret: 'not-the-secret' });
  await expect(wrongKey.createPayment(order, 'CREDIT_CARD')).rejects.toMatchObject({ data: { type: 'UNAUTHORIZED' } });
});
