/** @jest-environment node */
// ECPay's notifications through the existing apply step (apply-callback.ts) on a real database: the adapter's event
// ids make a replayed notification, and the same one arriving twice at the same time, apply once; a notification for
// another amount is reported with its amount and refused by amountMatches, its money sent back (a Refund row).
import type { Member } from '@/lib/server/db/generated/client';
import { applyCallbackEvent } from '@/lib/server/payments/apply-callback';
import type { CallbackResult } from '@/lib/server/payments/callback-context';
import { ECPAY } from '@/lib/server/payments/ecpay/provider';
import { createMember } from '@/tests/factories/member';
import { createOrder } from '@/tests/factories/order';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type Setup, type Shop, postCheckoutForm, startFakeAndAdapter, startShop } from './ecpay-helpers';

let testDb: TestDb;
let member: Member;
let setup: Setup;
let shop: Shop;
const results: CallbackResult[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  member = await createMember(testDb.db, { language: 'en' });
  setup = await startFakeAndAdapter();
  shop = await startShop(setup.provider, async (event) => {
    results.push((await applyCallbackEvent(testDb.db, ECPAY, event)).result);
  });
  setup.config.notifyUrl = shop.url;
}, 60_000);
afterAll(async () => {
  await shop.close();
  await setup.fake.close();
  await testDb.close();
});

/** A payable (SAVED) order with an ECPay card payment, as start-payment.ts would write it, posted to the fake. */
async function openPayment() {
  const order = await createOrder(testDb.db, member.id);
  const created = await setup.provider.createPayment(
    { id: order.id, orderNumber: order.orderNumber, totalAmount: order.totalAmount, currency: order.currency, submitType: order.submitType },
    'CREDIT_CARD',
  );
  const payment = await testDb.db.payment.create({
    data: {
      gradingOrderId: order.id,
      provider: ECPAY,
      providerPaymentId: created.providerPaymentId,
      method: 'CREDIT_CARD',
      amount: order.totalAmount,
      currency: 'TWD',
    },
  });
  const form = setup.provider.checkoutForm({ ...payment, orderNumber: order.orderNumber, backPath: '/grading/submit/complete' });
  await postCheckoutForm(form.action, form.fields);
  return { order, payment };
}

test('a paid notification applies once; the same notification replayed is a no-op', async () => {
  const { payment } = await openPayment();
  results.length = 0;
  const delivery = await setup.fake.pay(payment.providerPaymentId);
  expect(delivery.answers).toEqual(['1|OK']);
  // The captured body, sent again (a replay): the same event id, so nothing changes.
  await fetch(shop.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: delivery.body });
  expect(results).toEqual(['processed', 'already processed']);
  expect((await testDb.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('PAID');
  expect(await testDb.db.paymentCallback.count({ where: { paymentId: payment.id } })).toBe(1);
});

test('the same notification arriving twice at the same time applies once', async () => {
  const { payment, order } = await openPayment();
  // Paid at the fake with its delivery going nowhere: the test then delivers the captured body twice at once.
  const { body } = await setup.fake.pay(payment.providerPaymentId, { url: 'http://127.0.0.1:1/' });
  results.length = 0;
  const post = () => fetch(shop.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }).then((r) => r.text());
  expect(await Promise.all([post(), post()])).toEqual(['1|OK', '1|OK']);
  expect(results.sort()).toEqual(['already processed', 'processed']);
  expect(await testDb.db.paymentCallback.count({ where: { paymentId: payment.id } })).toBe(1);
  expect((await testDb.db.gradingOrder.findUniqueOrThrow({ where: { id: order.id } })).gradingOrderStatus).toBe('PROCESSING');
});

test('a signed notification for another amount is refused by the apply step and its money goes back', async () => {
  const { payment } = await openPayment();
  results.length = 0;
  await setup.fake.pay(payment.providerPaymentId, { change: { TradeAmt: String(payment.amount - 1) } });
  expect(results).toEqual(['amount mismatch']);
  expect((await testDb.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('FAILED');
  const refunds = await testDb.db.refund.findMany({ where: { paymentId: payment.id } });
  expect(refunds.map((r) => r.amount)).toEqual([payment.amount - 1]);
});

test('a forged notification changes nothing', async () => {
  const { payment } = await openPayment();
  results.length = 0;
  const { body } = await setup.fake.pay(payment.providerPaymentId, { url: 'http://127.0.0.1:1/' });
  const forged = body.replace(`TradeAmt=${payment.amount}`, 'TradeAmt=1');
  const answer = await fetch(shop.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: forged }).then((r) =>
    r.text(),
  );
  expect(answer).toBe('0|signature');
  expect(results).toEqual([]);
  expect((await testDb.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('READY');
});
