/** @jest-environment node */
import type { PaymentMethod } from '@/lib/server/db/generated/enums';
import { buildCheckoutRequest } from './checkout-request';
import { testPortoneConfig } from './test-config';

const payment = {
  providerPaymentId: 'CG0123456789ABCDEF0123456789ABCD',
  amount: 48000,
  orderNumber: 'GR-20261129-0001',
  returnPath: '/grading/submit/complete',
};
const now = new Date('2026-11-29T00:00:00Z');

test.each([
  ['CREDIT_CARD', { payMethod: 'CARD' }],
  ['REALTIME_BANK_TRANSFER', { payMethod: 'TRANSFER' }],
  ['MOBILE', { payMethod: 'MOBILE' }],
  ['KAKAO_PAY', { payMethod: 'EASY_PAY', easyPay: { easyPayProvider: 'KAKAOPAY' } }],
  ['NAVER_PAY', { payMethod: 'EASY_PAY', easyPay: { easyPayProvider: 'NAVERPAY' } }],
  ['TOSS_PAY', { payMethod: 'EASY_PAY', easyPay: { easyPayProvider: 'TOSSPAY' } }],
  ['VIRTUAL_ACCOUNT', { payMethod: 'VIRTUAL_ACCOUNT', virtualAccount: { accountExpiry: { dueDate: '2026-12-02T00:00:00.000Z' } } }],
] as const)('%s → %j', (method, expected) => {
  const request = buildCheckoutRequest(testPortoneConfig(), { ...payment, method }, now);
  expect(request).toEqual({
    storeId: 'store-00000000-0000-4000-8000-000000000001',
    channelKey: testPortoneConfig().channelKeys[method],
    paymentId: payment.providerPaymentId,
    orderName: 'CardGrade order GR-20261129-0001',
    totalAmount: 48000,
    currency: 'CURRENCY_KRW',
    redirectUrl: 'https://shop.example/grading/submit/complete',
    ...expected,
  });
});

test.each<PaymentMethod>(['EC_PAY', 'CONNECT_PAY'])('%s has no PortOne mapping', (method) => {
  expect(() => buildCheckoutRequest(testPortoneConfig(), { ...payment, method }, now)).toThrow(/no channel/);
});

test('a method without a configured channel is refused', () => {
  expect(() => buildCheckoutRequest(testPortoneConfig({ channelKeys: { CREDIT_CARD: 'k' } }), { ...payment, method: 'KAKAO_PAY' }, now)).toThrow(/no channel/);
});
