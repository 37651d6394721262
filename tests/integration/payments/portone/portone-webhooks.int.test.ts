/** @jest-environment node */
// PortOne's webhooks through handlePortoneWebhook on a real database, against the fake PortOne
// (docs/decisions/0038-portone.md): verified with the SDK's verifier, the payment re-read from the API, then the
// shared apply step (apply-callback.ts). A paid card, a virtual account issued then deposited, a declined payment;
// a wrong signature, a stale timestamp and a changed body refused with nothing applied; a replay, and the same
// webhook twice at once, applied once; a payment PortOne reports with another amount refused and its money returned.
import { signPortoneWebhook } from '@/tests/helpers/fake-portone';
import { openPayment, portoneTestBed } from './portone-helpers';

// The registry builds PortOne from PORTONE_*; here it hands out the test bed's adapter, pointed at the fake.
jest.mock('@/lib/server/payments/registry', () => jest.requireActual('./registry-with-portone').registryWithPortone());

const bed = portoneTestBed();

const resultOf = (answer: string) => (JSON.parse(answer) as { result?: string }).result;
const paymentRow = (id: number) => bed.testDb.db.payment.findUniqueOrThrow({ where: { id } });
const orderRow = (id: number) => bed.testDb.db.gradingOrder.findUniqueOrThrow({ where: { id } });
const callbacks = (paymentId: number) => bed.testDb.db.paymentCallback.count({ where: { paymentId } });

test('a card payment: Transaction.Paid → re-read PAID → the order is paid', async () => {
  const { payment, order } = await openPayment(bed.testDb.db, bed.setup, bed.member.id);
  const delivery = await bed.setup.fake.approve(payment.providerPaymentId);
  expect(delivery?.status).toBe(200);
  expect(resultOf(delivery!.answer)).toBe('processed');
  expect((await paymentRow(payment.id)).status).toBe('PAID');
  expect((await orderRow(order.id)).gradingOrderStatus).toBe('PROCESSING');
});

test('a KakaoPay payment is requested as EASY_PAY / KAKAOPAY and paid the same way', async () => {
  const { payment, request } = await openPayment(bed.testDb.db, bed.setup, bed.member.id, 'KAKAO_PAY');
  expect(request).toMatchObject({ payMethod: 'EASY_PAY', easyPay: { easyPayProvider: 'KAKAOPAY' }, channelKey: 'channel-key-kakao', currency: 'CURRENCY_KRW' });
  expect(resultOf((await bed.setup.fake.approve(payment.providerPaymentId))!.answer)).toBe('processed');
  expect((await paymentRow(payment.id)).status).toBe('PAID');
});

test('a virtual account: issued (bank, number, holder, deadline), then the deposit pays the order', async () => {
  const { payment, order, request } = await openPayment(bed.testDb.db, bed.setup, bed.member.id, 'VIRTUAL_ACCOUNT');
  const issued = await bed.setup.fake.issueVirtualAccount(payment.providerPaymentId);
  expect(resultOf(issued!.answer)).toBe('processed');
  const waiting = await paymentRow(payment.id);
  const account = bed.setup.fake.payments.get(payment.providerPaymentId)?.virtualAccount;
  expect(waiting).toMatchObject({ status: 'PENDING_DEPOSIT', vaBank: '004 KB Kookmin Bank', vaAccountNumber: account?.accountNumber, vaHolder: 'CardGrade' });
  // The deadline PortOne reports is the one our checkout request asked for (VIRTUAL_ACCOUNT_HOURS).
  expect(waiting.vaDeadline?.toISOString()).toBe(request.virtualAccount?.accountExpiry.dueDate);
  expect((await orderRow(order.id)).gradingOrderStatus).toBe('WAITING_FOR_DEPOSIT');
  const deposited = await bed.setup.fake.deposit(payment.providerPaymentId);
  expect(resultOf(deposited!.answer)).toBe('processed');
  expect((await paymentRow(payment.id)).status).toBe('PAID');
  expect((await orderRow(order.id)).gradingOrderStatus).toBe('PROCESSING');
  expect(await callbacks(payment.id)).toBe(2);
});

test('a declined payment: Transaction.Failed → the payment fails with the PG reason', async () => {
  const { payment, order } = await openPayment(bed.testDb.db, bed.setup, bed.member.id);
  expect(resultOf((await bed.setup.fake.decline(payment.providerPaymentId))!.answer)).toBe('processed');
  expect(await paymentRow(payment.id)).toMatchObject({ status: 'FAILED', failedReason: expect.stringContaining('REJECT_CARD_COMPANY') });
  expect((await orderRow(order.id)).gradingOrderStatus).toBe('PAYMENT_FAILED');
});

test('a wrong signature, a stale timestamp or a changed body is refused (400) and nothing is applied', async () => {
  const { payment } = await openPayment(bed.testDb.db, bed.setup, bed.member.id);
  await bed.setup.fake.approve(payment.providerPaymentId, { notify: false });
  const otherSecret = `whsec_${Buffer.from('not-the-shop-secret').toString('base64')}`;
  expect((await bed.setup.fake.sendWebhook(payment.providerPaymentId, { secret: otherSecret })).status).toBe(400);
  // Correctly signed, but 10 minutes old: PortOne's verifier allows 5 (a capture replayed later).
  expect((await bed.setup.fake.sendWebhook(payment.providerPaymentId, { timestamp: Math.floor(Date.now() / 1000) - 600 })).status).toBe(400);
  const signed = bed.setup.fake.signWebhook(payment.providerPaymentId);
  const changed = signed.body.replace(payment.providerPaymentId, 'CG000000000000000000000000000000');
  expect((await bed.setup.fake.replay({ body: changed, headers: signed.headers })).status).toBe(400);
  // No signature header at all.
  const { 'webhook-signature': _dropped, ...unsigned } = signed.headers;
  expect((await bed.setup.fake.replay({ body: signed.body, headers: unsigned })).status).toBe(400);
  expect((await paymentRow(payment.id)).status).toBe('READY');
  expect(await callbacks(payment.id)).toBe(0);
});

test('a replayed webhook is a no-op', async () => {
  const { payment } = await openPayment(bed.testDb.db, bed.setup, bed.member.id);
  const delivery = await bed.setup.fake.approve(payment.providerPaymentId);
  const again = await bed.setup.fake.replay(delivery!);
  // PortOne's own retry of the same event (a new webhook-id, the same payment state) is the same event too.
  const retried = await bed.setup.fake.sendWebhook(payment.providerPaymentId);
  expect([delivery, again, retried].map((d) => resultOf(d!.answer))).toEqual(['processed', 'already processed', 'already processed']);
  expect(await callbacks(payment.id)).toBe(1);
});

test('the same webhook arriving twice at the same time applies once', async () => {
  const { payment, order } = await openPayment(bed.testDb.db, bed.setup, bed.member.id);
  await bed.setup.fake.approve(payment.providerPaymentId, { notify: false });
  const signed = bed.setup.fake.signWebhook(payment.providerPaymentId);
  const answers = await Promise.all([bed.setup.fake.replay(signed), bed.setup.fake.replay(signed)]);
  expect(answers.map((a) => a.status)).toEqual([200, 200]);
  expect(answers.map((a) => resultOf(a.answer)).sort()).toEqual(['already processed', 'processed']);
  expect(await callbacks(payment.id)).toBe(1);
  expect((await orderRow(order.id)).gradingOrderStatus).toBe('PROCESSING');
});

test('a payment PortOne reports with another amount is refused and that money goes back through cancelPayment', async () => {
  const { payment } = await openPayment(bed.testDb.db, bed.setup, bed.member.id);
  const charged = payment.amount - 1000;
  await bed.setup.fake.approve(payment.providerPaymentId, { notify: false });
  bed.setup.fake.setTotal(payment.providerPaymentId, charged);
  // The webhook body names no amount: the re-read does, and the apply step compares it with the stored quote.
  const delivery = await bed.setup.fake.sendWebhook(payment.providerPaymentId);
  expect(resultOf(delivery.answer)).toBe('amount mismatch');
  expect((await paymentRow(payment.id)).status).toBe('FAILED');
  const refunds = await bed.testDb.db.refund.findMany({ where: { paymentId: payment.id } });
  expect(refunds.map((r) => [r.amount, r.status])).toEqual([[charged, 'COMPLETED']]);
  const atPortone = bed.setup.fake.payments.get(payment.providerPaymentId);
  expect(atPortone).toMatchObject({ status: 'CANCELLED', cancelled: charged });
  expect(atPortone?.cancellations[0]?.reason).toContain(`[refund-${refunds[0]?.id}]`);
  // PortOne's Transaction.Cancelled for our own refund: nothing to apply (the refund is recorded), no second refund.
  expect(resultOf((await bed.setup.fake.sendWebhook(payment.providerPaymentId)).answer)).toBe('ignored');
  expect(await bed.testDb.db.refund.count({ where: { paymentId: payment.id } })).toBe(1);
});

test('a webhook for a state we do not apply (READY) and one for a payment PortOne does not know', async () => {
  const { payment } = await openPayment(bed.testDb.db, bed.setup, bed.member.id);
  const ready = await bed.setup.fake.sendWebhook(payment.providerPaymentId);
  expect(ready.status).toBe(200);
  expect(resultOf(ready.answer)).toBe('ignored');
  expect(await callbacks(payment.id)).toBe(0);
  // Correctly signed, but naming a payment PortOne has not got: refused, nothing to retry (and logged, silenced here).
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const body = JSON.stringify({
    type: 'Transaction.Paid',
    timestamp: new Date().toISOString(),
    data: { paymentId: 'CG0123', storeId: bed.setup.fake.storeId, transactionId: 'x' },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'content-type': 'application/json',
    'webhook-id': 'msg_unknown',
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signPortoneWebhook(bed.setup.config.webhookSecret, 'msg_unknown', timestamp, body),
  };
  expect((await bed.setup.fake.replay({ body, headers })).status).toBe(400);
  expect(warn).toHaveBeenCalledTimes(1);
  warn.mockRestore();
});
