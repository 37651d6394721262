/** @jest-environment node */
// The ECPay adapter against the fake ECPay (no database): create → pay → notification verified and normalised;
// ATM/CVS payment info; ECPay's retries until 1|OK; forged, replayed, other-amount, reordered, truncated and
// oversized notifications; QueryTradeInfo; DoAction refunds and their error codes.
import type { EcpayConfig } from '@/lib/server/payments/ecpay/config';
import { EcpayProvider } from '@/lib/server/payments/ecpay/provider';
import type { PayableOrder } from '@/lib/server/payments/types';
import { CHECK_MAC_ERROR } from '@/tests/helpers/fake-ecpay';
import { type Setup, type Shop, postCheckoutForm, startFakeAndAdapter, startShop } from './ecpay-helpers';

let setup: Setup;
let shop: Shop;
let provider: EcpayProvider;

const order: PayableOrder = { id: 1, orderNumber: 'TW-20260301-0001', totalAmount: 1300, currency: 'TWD', submitType: 'GRADING' as PayableOrder['submitType'] };

beforeAll(async () => {
  setup = await startFakeAndAdapter();
  provider = setup.provider;
  // The adapter keeps its config object: the notification URL is known once the shop listens.
  shop = await startShop(provider);
  setup.config.notifyUrl = shop.url;
});
afterAll(async () => {
  await shop.close();
  await setup.fake.close();
});

async function openTrade(method: 'CREDIT_CARD' | 'VIRTUAL_ACCOUNT' = 'CREDIT_CARD', amount = 1300) {
  const created = await provider.createPayment({ ...order, totalAmount: amount }, method);
  expect(created.redirectUrl).toBe(`/payments/ecpay/${created.providerPaymentId}`);
  expect(created.providerPaymentId).toMatch(/^CG[A-Z0-9]{18}$/);
  const form = provider.checkoutForm({
    providerPaymentId: created.providerPaymentId,
    amount,
    method,
    createdAt: new Date(),
    orderNumber: order.orderNumber,
    backPath: '/grading/submit/complete',
  });
  expect(await postCheckoutForm(form.action, form.fields)).toContain('payment page');
  return created.providerPaymentId;
}

test('create → the browser posts the signed form → pay → the notification is verified, normalised and answered 1|OK', async () => {
  const tradeNo = await openTrade();
  const delivery = await setup.fake.pay(tradeNo);
  expect(delivery.answers).toEqual(['1|OK']);
  const last = shop.received.at(-1);
  expect(last).toMatchObject({ ok: true, event: { providerPaymentId: tradeNo, type: 'payment.approved', amount: 1300, currency: 'TWD' } });
});

test('a form with a wrong CheckMacValue is refused by ECPay with its documented error', async () => {
  const created = await provider.createPayment(order, 'CREDIT_CARD');
  const form = provider.checkoutForm({
    providerPaymentId: created.providerPaymentId,
    amount: 1300,
    method: 'CREDIT_CARD',
    createdAt: new Date(),
    orderNumber: order.orderNumber,
    backPath: '/grading/submit/complete',
  });
  const page = await postCheckoutForm(form.action, { ...form.fields, TotalAmount: '1' });
  expect(page).toContain(`${CHECK_MAC_ERROR} CheckMacValue Error`);
  expect(setup.fake.trades.has(created.providerPaymentId)).toBe(false);
  // An adapter with the wrong keys is refused the same way.
  const wrong = new EcpayProvider({ ...setup.config, hashIV: 'wrongwrongwrong0' } as EcpayConfig);
  const other = await wrong.createPayment(order, 'CREDIT_CARD');
  const wrongForm = wrong.checkoutForm({
    providerPaymentId: other.providerPaymentId,
    amount: 1300,
    method: 'CREDIT_CARD',
    createdAt: new Date(),
    orderNumber: order.orderNumber,
    backPath: '/grading/submit/complete',
  });
  expect(await postCheckoutForm(wrongForm.action, wrongForm.fields)).toContain('CheckMacValue Error');
});

test('ATM: payment info (account, bank, deadline) then the deposit', async () => {
  const tradeNo = await openTrade('VIRTUAL_ACCOUNT');
  expect(setup.fake.trades.get(tradeNo)?.fields).toMatchObject({ ChoosePayment: 'ATM', ExpireDate: '3', PaymentInfoURL: shop.url });
  expect((await setup.fake.issuePaymentInfo(tradeNo)).answers).toEqual(['1|OK']);
  const issued = shop.received.at(-1);
  expect(issued).toMatchObject({ ok: true, event: { type: 'virtual_account.issued', vaBank: '812', amount: 1300 } });
  if (issued?.ok) expect(issued.event.vaDeadline!.getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000);
  await setup.fake.pay(tradeNo);
  expect(shop.received.at(-1)).toMatchObject({ ok: true, event: { type: 'virtual_account.deposited', amount: 1300 } });
});

test('a declined card becomes payment.failed with ECPay code and message', async () => {
  const tradeNo = await openTrade();
  await setup.fake.pay(tradeNo, { rtnCode: '10100058' });
  expect(shop.received.at(-1)).toMatchObject({ ok: true, event: { type: 'payment.failed', reason: expect.stringContaining('10100058') } });
});

test('ECPay sends again while the answer is not 1|OK; every copy has the same event id', async () => {
  const flaky = await startShop(provider, async () => {}, 2);
  try {
    const tradeNo = await openTrade();
    const delivery = await setup.fake.pay(tradeNo, { url: flaky.url });
    expect(delivery.answers).toEqual(['0|try again', '0|try again', '1|OK']);
    const ids = new Set(flaky.received.map((v) => (v.ok ? v.event.eventId : 'refused')));
    expect(ids.size).toBe(1);
  } finally {
    await flaky.close();
  }
});

test('forged, other-amount, truncated, oversized and reordered notifications', async () => {
  const tradeNo = await openTrade();
  const { body } = await setup.fake.pay(tradeNo);
  const verify = (raw: string) => provider.verifyCallback(raw, {});
  // Another amount without the key: the signature breaks.
  expect(verify(body.replace('TradeAmt=1300', 'TradeAmt=1'))).toEqual({ ok: false, refused: 'signature' });
  // Another amount correctly signed (as ECPay would report a different charge): reported with ITS amount, for
  // apply-callback's amountMatches to refuse (settle-payment.ts).
  const other = await setup.fake.pay(tradeNo, { change: { TradeAmt: '1200' } });
  expect(shop.received.at(-1)).toMatchObject({ ok: true, event: { amount: 1200 } });
  expect(other.answers).toEqual(['1|OK']);
  // Truncated, oversized, garbage.
  expect(verify(body.slice(0, body.indexOf('&CheckMacValue')))).toEqual({ ok: false, refused: 'malformed' });
  expect(verify(body.slice(0, -5)).ok).toBe(false);
  expect(verify(`${body}&X=${'a'.repeat(10_000)}`)).toEqual({ ok: false, refused: 'malformed' });
  expect(verify('%%%')).toEqual({ ok: false, refused: 'malformed' });
  // Reordered: the signature is over the sorted fields, so it still verifies, as the same event.
  const reordered = body.split('&').reverse().join('&');
  const a = verify(reordered);
  const b = verify(body);
  expect(a.ok && b.ok && a.event.eventId === b.event.eventId).toBe(true);
});

test('QueryTradeInfo reads the trade state, signed; a wrong key on our side is caught', async () => {
  const tradeNo = await openTrade();
  expect(await provider.queryTrade(tradeNo)).toMatchObject({ state: 'UNPAID', amount: 1300 });
  await setup.fake.pay(tradeNo);
  const trade = await provider.queryTrade(tradeNo);
  expect(trade).toMatchObject({ state: 'PAID', amount: 1300, paymentType: 'Credit_CreditCard' });
  expect(trade.tradeNo).toMatch(/^\d+$/);
  const wrong = new EcpayProvider({ ...setup.config, hashKey: 'wrongwrongwrong0' } as EcpayConfig);
  await expect(wrong.queryTrade(tradeNo)).rejects.toThrow();
});

test('card refunds through DoAction: success, ECPay error codes, more than paid; ATM refunds wait for staff', async () => {
  const tradeNo = await openTrade();
  await setup.fake.pay(tradeNo);
  const payment = { id: 1, provider: 'ecpay', providerPaymentId: tradeNo, amount: 1300, currency: 'TWD' as const, method: 'CREDIT_CARD' as const };
  expect(await provider.refund(payment, 300, { idempotencyKey: 'r1' })).toEqual({ status: 'COMPLETED' });
  expect(setup.fake.trades.get(tradeNo)?.refunded).toBe(300);
  setup.fake.failNextRefund('10200050', 'Trade status error.');
  expect(await provider.refund(payment, 300, { idempotencyKey: 'r2' })).toMatchObject({ status: 'FAILED', reason: expect.stringContaining('10200050') });
  expect(await provider.refund(payment, 1100, { idempotencyKey: 'r3' })).toMatchObject({ status: 'FAILED', reason: expect.stringContaining('10200051') });
  expect(await provider.refund(payment, 5000, { idempotencyKey: 'r4' })).toMatchObject({ status: 'FAILED' });
  expect(setup.fake.trades.get(tradeNo)?.refunded).toBe(300);
  // An unpaid trade is not refunded.
  const unpaid = await openTrade();
  expect(await provider.refund({ ...payment, providerPaymentId: unpaid }, 100, { idempotencyKey: 'r5' })).toMatchObject({ status: 'FAILED' });
  // ATM: no API returns the money; PENDING until staff record the transfer (decision 0027).
  const atm = await openTrade('VIRTUAL_ACCOUNT');
  await setup.fake.pay(atm);
  const account = { bank: 'TW-812', accountNumber: '12345678901', holderName: 'Member' };
  expect(await provider.refund({ ...payment, providerPaymentId: atm, method: 'VIRTUAL_ACCOUNT' }, 1300, { idempotencyKey: 'r6', account })).toMatchObject({
    status: 'PENDING',
  });
  expect(setup.fake.trades.get(atm)?.refunded).toBe(0);
});

test('only TWD and the methods ECPay takes', async () => {
  await expect(provider.createPayment({ ...order, currency: 'KRW' }, 'CREDIT_CARD')).rejects.toThrow(/TWD/);
  await expect(provider.createPayment(order, 'KAKAO_PAY')).rejects.toThrow();
  expect(provider.methods).toEqual(['CREDIT_CARD', 'VIRTUAL_ACCOUNT', 'EC_PAY']);
});
