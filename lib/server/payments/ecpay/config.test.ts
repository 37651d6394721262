/** @jest-environment node */
import { ECPAY_LIVE_URL, ECPAY_STAGE_URL, ecpayConfigFromEnv } from './config';

const env = { APP_ORIGIN: 'https://shop.example/,https://www.shop.example', ECPAY_MERCHANT_ID: '3002607', ECPAY_HASH_KEY: 'k', ECPAY_HASH_IV: 'i' };

test('stage by default, with the notification and page URLs on the first APP_ORIGIN', () => {
  const config = ecpayConfigFromEnv(env);
  expect(config).toMatchObject({
    merchantId: '3002607',
    baseUrl: ECPAY_STAGE_URL,
    notifyUrl: 'https://shop.example/api/payments/ecpay/callback',
    atmExpireDays: 3,
    acceptSimulatedPaid: true,
  });
  expect(config.checkoutPath('CGX')).toBe('/payments/ecpay/CGX');
});

test('live refuses simulated payments; ATM days outside 1–60 fall back to 3', () => {
  expect(ecpayConfigFromEnv({ ...env, ECPAY_ENVIRONMENT: 'live', ECPAY_ATM_EXPIRE_DAYS: '7' })).toMatchObject({
    baseUrl: ECPAY_LIVE_URL,
    acceptSimulatedPaid: false,
    atmExpireDays: 7,
  });
  expect(ecpayConfigFromEnv({ ...env, ECPAY_ATM_EXPIRE_DAYS: '61' }).atmExpireDays).toBe(3);
});

test.each(['ECPAY_MERCHANT_ID', 'ECPAY_HASH_KEY', 'ECPAY_HASH_IV', 'APP_ORIGIN'])('%s is required', (name) => {
  expect(() => ecpayConfigFromEnv({ ...env, [name]: ' ' })).toThrow(name);
});
