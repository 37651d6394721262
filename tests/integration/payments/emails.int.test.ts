/** @jest-environment node */
// Issue #9: the order e-mails greet the member by name and link to the order page
// (docs/product/order-lifecycle.md#order-events-and-notifications), and a virtual account issued by the gateway is
// e-mailed with its bank, account number, amount and deadline (docs/product/payments.md#virtual-accounts) — once,
// after the commit of the callback that issued it (a replayed event sends nothing).
import startRoute from '@/pages/api/orders/[orderNumber]/payments';
import type { Member } from '@/lib/server/db/generated/client';
import type { PaymentMethod } from '@/lib/server/db/generated/enums';
import { handlePaymentCallback } from '@/lib/server/payments/handle-callback';
import { enqueueOrderEmail } from '@/lib/server/messaging/order-email';
import type { CallbackEvent } from '@/lib/server/payments/types';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { createMember } from '@/tests/factories/member';
import { createOrder } from '@/tests/factories/order';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { TEST_SECRET, gatewayEvent, sessionCookies, signed } from './payment-helpers';

let testDb: TestDb;
let lin: Member;
let minji: Member;
const ORIGIN = 'https://cardgrade.example';

beforeAll(async () => {
  process.env.PAYMENT_SANDBOX_SECRET = TEST_SECRET;
  process.env.APP_ORIGIN = ORIGIN;
  testDb = await createTestDb();
  resetLimitersForTests();
  lin = await createMember(testDb.db, { mbName: '林美玲', mbNick: 'meiling', language: 'zh-TW' });
  // No name given: the nickname greets.
  minji = await createMember(testDb.db, { mbName: null, mbNick: 'minji', language: 'ko' });
}, 60_000);
afterAll(async () => {
  delete process.env.APP_ORIGIN;
  await testDb.close();
});

async function openPayment(member: Member, method: PaymentMethod) {
  const order = await createOrder(testDb.db, member.id);
  const started = await callApi(startRoute, {
    method: 'POST',
    query: { orderNumber: order.orderNumber },
    body: { method },
    cookies: await sessionCookies(member),
  });
  expect(started.status).toBe(201);
  const payment = await testDb.db.payment.findFirstOrThrow({ where: { gradingOrderId: order.id } });
  return { order, payment };
}

const deliver = (event: CallbackEvent) => {
  const { rawBody, headers } = signed(event);
  return handlePaymentCallback(testDb.db, 'sandbox', rawBody, headers);
};
const mails = (member: Member, template: string) => testDb.db.outboxMessage.findMany({ where: { to: member.mbEmail, template }, orderBy: { id: 'asc' } });

test('the payment e-mail greets the member by name and links to the order page', async () => {
  const { order, payment } = await openPayment(lin, 'CREDIT_CARD');
  expect((await deliver(gatewayEvent(payment, 'payment.approved'))).result).toBe('processed');
  const [mail, ...more] = await mails(lin, 'orderPaid');
  expect(more).toHaveLength(0);
  expect(mail!.locale).toBe('zh-TW');
  expect(mail!.text).toMatch(/^林美玲 您好：/);
  expect(mail!.text).toContain(`${ORIGIN}/account/orders/${order.orderNumber}`);
  // The summary stays: 2 Pokémon cards at NT$650 + NT$150 self shipping.
  expect(mail!.text).toContain('Pikachu × 2');
  expect(mail!.text).toContain('付款金額：NT$1,450（信用卡）');
  expect(mail!.html).toContain(`<a href="${ORIGIN}/account/orders/${order.orderNumber}">`);
});

test('a virtual account issued: one e-mail with bank, account, amount and the Taipei deadline in the member language', async () => {
  const { order, payment } = await openPayment(minji, 'VIRTUAL_ACCOUNT');
  // 2099-03-04 15:00 UTC is 23:00 in Taipei.
  const issued = gatewayEvent(payment, 'virtual_account.issued', {
    vaBank: '812 Taishin Bank',
    vaAccountNumber: '91234567890123',
    vaHolder: 'CardGrade',
    vaDeadline: new Date('2099-03-04T15:00:00Z'),
  });
  expect((await deliver(issued)).result).toBe('processed');

  const sent = await mails(minji, 'virtualAccountIssued');
  expect(sent).toHaveLength(1);
  const mail = sent[0]!;
  expect(mail.locale).toBe('ko');
  expect(mail.subject).toContain(order.orderNumber);
  expect(mail.text).toMatch(/^minji님, 안녕하세요\./);
  expect(mail.text).toContain('은행: 812 Taishin Bank');
  expect(mail.text).toContain('계좌번호: 91234567890123');
  expect(mail.text).toContain('예금주: CardGrade');
  expect(mail.text).toContain('금액: NT$1,450');
  // Korean date, Taipei time with its offset (the AM/PM marker is ICU's own word).
  expect(mail.text).toMatch(/입금 기한: 2099년 3월 4일 \S+ 11:00 GMT\+8\n/);
  expect(mail.text).toContain(`${ORIGIN}/ko/account/orders/${order.orderNumber}`);

  // The same event again, and another issue notice for the same payment: nothing more is sent.
  expect((await deliver(issued)).result).toBe('already processed');
  expect((await deliver(gatewayEvent(payment, 'virtual_account.issued'))).result).toBe('ignored');
  expect(await mails(minji, 'virtualAccountIssued')).toHaveLength(1);
  // No payment e-mail until the deposit arrives.
  expect(await mails(minji, 'orderPaid')).toHaveLength(0);
  expect((await deliver(gatewayEvent(payment, 'virtual_account.deposited'))).result).toBe('processed');
  expect(await mails(minji, 'orderPaid')).toHaveLength(1);
});

test('a virtual account refused (the order was cancelled first) is not e-mailed', async () => {
  const { order, payment } = await openPayment(lin, 'VIRTUAL_ACCOUNT');
  await testDb.db.gradingOrder.update({ where: { id: order.id }, data: { gradingOrderStatus: 'CANCELLED' } });
  const before = (await mails(lin, 'virtualAccountIssued')).length;
  expect((await deliver(gatewayEvent(payment, 'virtual_account.issued'))).result).toBe('refused');
  expect(await mails(lin, 'virtualAccountIssued')).toHaveLength(before);
});

test.each([
  ['zh-TW', 'cardsReceived', '林美玲 您好：', '預計完成日期：2026年3月20日'],
  ['en', 'gradingComplete', 'Hello 林美玲,', 'Grading of order'],
  ['ko', 'shippedOut', '林美玲님, 안녕하세요.', '발송되었습니다'],
] as const)('%s %s greets by name and links to the order page', async (language, template, greeting, body) => {
  await testDb.db.member.update({ where: { id: lin.id }, data: { language } });
  const order = await createOrder(testDb.db, lin.id);
  expect(await enqueueOrderEmail(testDb.db, order.id, template, () => ({ estimate: '2026年3月20日' }))).toBe(true);
  const mail = (await mails(lin, template)).at(-1)!;
  expect(mail.text.startsWith(greeting)).toBe(true);
  expect(mail.text).toContain(body);
  expect(mail.subject).toContain(order.orderNumber);
  const prefix = language === 'zh-TW' ? '' : `/${language}`;
  expect(mail.text).toContain(`${ORIGIN}${prefix}/account/orders/${order.orderNumber}`);
  expect(mail.text).not.toMatch(/\{\{|undefined/);
});
