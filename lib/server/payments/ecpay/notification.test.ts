/** @jest-environment node */
import { signEcpayParams } from './check-mac-value';
import { buildCheckoutForm } from './checkout-form';
import { encodeFormBody } from './form-body';
import { verifyEcpayNotification } from './notification';
import { formatTaiwanTime, parseTaiwanTime } from './taiwan-time';
import { stageTestConfig } from './test-config';

const config = stageTestConfig();
const now = new Date('2026-03-01T04:00:00Z');

// A ReturnURL body shaped as p=2878 lists it.
const paid = {
  MerchantID: '3002607',
  MerchantTradeNo: 'CGABCDEFGHIJ12345678',
  StoreID: '',
  RtnCode: '1',
  RtnMsg: '交易成功',
  TradeNo: '2603011200001234',
  TradeAmt: '1300',
  PaymentDate: '2026/03/01 12:00:05',
  PaymentType: 'Credit_CreditCard',
  PaymentTypeChargeFee: '26',
  TradeDate: '2026/03/01 11:59:00',
  SimulatePaid: '0',
  CustomField1: '',
};
const body = (fields: Record<string, string>) => encodeFormBody(signEcpayParams(fields, config));

test('Taiwan time both ways; a date-only ExpireDate is the end of that day', () => {
  expect(formatTaiwanTime(new Date('2026-03-01T16:30:09Z'))).toBe('2026/03/02 00:30:09');
  expect(parseTaiwanTime('2026/03/02 00:30:09')?.toISOString()).toBe('2026-03-01T16:30:09.000Z');
  expect(parseTaiwanTime('2026/03/04')?.toISOString()).toBe('2026-03-04T15:59:59.000Z');
  for (const bad of ['2026/02/30 00:00:00', '2026-03-01 00:00:00', '2026/03/01 24:00:00', '', undefined]) expect(parseTaiwanTime(bad)).toBeNull();
});

test('the checkout form: documented fields, Taiwan time, integer TWD, a CheckMacValue ECPay can check', () => {
  const form = buildCheckoutForm(config, {
    merchantTradeNo: 'CGABCDEFGHIJ12345678',
    amount: 1300,
    orderNumber: 'TW-0001#x',
    choosePayment: 'ATM',
    createdAt: now,
    backPath: '/grading/submit/complete',
  });
  expect(form.action).toBe('https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5');
  expect(form.fields).toMatchObject({
    MerchantID: '3002607',
    MerchantTradeDate: '2026/03/01 12:00:00',
    PaymentType: 'aio',
    TotalAmount: '1300',
    ChoosePayment: 'ATM',
    EncryptType: '1',
    ReturnURL: config.notifyUrl,
    PaymentInfoURL: config.notifyUrl,
    ExpireDate: '3',
  });
  expect(form.fields.ItemName).not.toContain('#');
  expect(form.fields.CheckMacValue).toMatch(/^[0-9A-F]{64}$/);
  // The payer comes back to our page (the wizard's complete page), not to a URL the browser chose.
  expect(form.fields.ClientBackURL).toBe('https://shop.example/grading/submit/complete');
  const card = buildCheckoutForm(config, {
    merchantTradeNo: 'CGA',
    amount: 5,
    orderNumber: 'n',
    choosePayment: 'Credit',
    createdAt: now,
    backPath: '/grading/submit/complete',
  });
  expect(card.fields.PaymentInfoURL).toBeUndefined();
  expect(
    buildCheckoutForm(config, {
      merchantTradeNo: 'CGA',
      amount: 5,
      orderNumber: 'n',
      choosePayment: 'CVS',
      createdAt: now,
      backPath: '/grading/submit/complete',
    }).fields.StoreExpireDate,
  ).toBe('4320');
  expect(() =>
    buildCheckoutForm(config, {
      merchantTradeNo: 'CGA',
      amount: 12.5,
      orderNumber: 'n',
      choosePayment: 'Credit',
      createdAt: now,
      backPath: '/grading/submit/complete',
    }),
  ).toThrow();
});

test('a paid card notification becomes payment.approved with its amount, time and a stable event id', () => {
  const verified = verifyEcpayNotification(config, body(paid), now);
  expect(verified).toEqual({
    ok: true,
    event: {
      eventId: 'ecpay:paid:CGABCDEFGHIJ12345678:2603011200001234:1',
      providerPaymentId: 'CGABCDEFGHIJ12345678',
      type: 'payment.approved',
      amount: 1300,
      currency: 'TWD',
      occurredAt: new Date('2026-03-01T04:00:05Z'),
    },
  });
});

test.each([
  ['an ATM payment', { PaymentType: 'ATM_TAISHIN' }, 'virtual_account.deposited'],
  ['a CVS payment', { PaymentType: 'CVS_CVS' }, 'virtual_account.deposited'],
  ['a declined card', { RtnCode: '10100058', RtnMsg: '授權失敗' }, 'payment.failed'],
])('%s', (_label, change, type) => {
  const verified = verifyEcpayNotification(config, body({ ...paid, ...change }), now);
  expect(verified.ok && verified.event.type).toBe(type);
});

test('ATM and CVS payment info (PaymentInfoURL) become virtual_account.issued with account or code and deadline', () => {
  const head = {
    MerchantID: '3002607',
    MerchantTradeNo: 'CGABCDEFGHIJ12345678',
    StoreID: '',
    TradeNo: '2603011200001234',
    TradeAmt: '1300',
    TradeDate: '2026/03/01 11:59:00',
  };
  const atm = verifyEcpayNotification(
    config,
    body({
      ...head,
      RtnCode: '2',
      RtnMsg: 'Get VirtualAccount Succeeded',
      PaymentType: 'ATM_TAISHIN',
      BankCode: '812',
      vAccount: '9103522175887271',
      ExpireDate: '2026/03/04',
    }),
    now,
  );
  expect(atm).toMatchObject({
    ok: true,
    event: { type: 'virtual_account.issued', vaBank: '812', vaAccountNumber: '9103522175887271', vaDeadline: new Date('2026-03-04T15:59:59Z') },
  });
  const cvs = verifyEcpayNotification(
    config,
    body({
      ...head,
      RtnCode: '10100073',
      RtnMsg: 'Get CVS Code Succeeded.',
      PaymentType: 'CVS_CVS',
      PaymentNo: 'LLL22251222',
      ExpireDate: '2026/03/04 12:00:00',
    }),
    now,
  );
  expect(cvs).toMatchObject({ ok: true, event: { type: 'virtual_account.issued', vaBank: 'CVS', vaAccountNumber: 'LLL22251222' } });
  const failed = verifyEcpayNotification(
    config,
    body({ ...head, RtnCode: '10100050', RtnMsg: 'x', PaymentType: 'ATM_TAISHIN', ExpireDate: '2026/03/04' }),
    now,
  );
  expect(failed.ok && failed.event.type).toBe('payment.failed');
});

test('forged, truncated, oversized, duplicated or foreign notifications are refused', () => {
  const good = body(paid);
  expect(verifyEcpayNotification(config, good.replace('TradeAmt=1300', 'TradeAmt=13'), now)).toEqual({ ok: false, refused: 'signature' });
  expect(verifyEcpayNotification(stageTestConfig({ hashKey: 'another-key-0000' }), good, now)).toEqual({ ok: false, refused: 'signature' });
  expect(verifyEcpayNotification(config, good.slice(0, good.length - 10), now).ok).toBe(false);
  expect(verifyEcpayNotification(config, good.slice(0, 40), now)).toEqual({ ok: false, refused: 'malformed' });
  expect(verifyEcpayNotification(config, `${good}&Pad=${'x'.repeat(9000)}`, now)).toEqual({ ok: false, refused: 'malformed' });
  expect(verifyEcpayNotification(config, `${good}&TradeAmt=1`, now)).toEqual({ ok: false, refused: 'malformed' });
  expect(verifyEcpayNotification(config, '', now)).toEqual({ ok: false, refused: 'malformed' });
  expect(verifyEcpayNotification(config, '{"RtnCode":1}', now)).toEqual({ ok: false, refused: 'malformed' });
  // Correctly signed but unusable: another merchant, a non-integer or too large amount, a simulated payment.
  expect(verifyEcpayNotification(config, body({ ...paid, MerchantID: '2000132' }), now)).toEqual({ ok: false, refused: 'malformed' });
  expect(verifyEcpayNotification(config, body({ ...paid, TradeAmt: '13.5' }), now)).toEqual({ ok: false, refused: 'malformed' });
  expect(verifyEcpayNotification(config, body({ ...paid, TradeAmt: '2147483648' }), now)).toEqual({ ok: false, refused: 'malformed' });
  expect(verifyEcpayNotification(config, body({ ...paid, SimulatePaid: '1' }), now)).toEqual({ ok: false, refused: 'malformed' });
  expect(verifyEcpayNotification(stageTestConfig({ acceptSimulatedPaid: true }), body({ ...paid, SimulatePaid: '1' }), now).ok).toBe(true);
});

test('reordered fields still verify (the signature sorts them); the same notification twice has the same event id', () => {
  const signed = signEcpayParams(paid, config);
  const reordered = encodeFormBody(Object.fromEntries(Object.entries(signed).reverse()));
  const a = verifyEcpayNotification(config, reordered, now);
  const b = verifyEcpayNotification(config, encodeFormBody(signed), now);
  expect(a.ok && b.ok && a.event.eventId === b.event.eventId).toBe(true);
});
