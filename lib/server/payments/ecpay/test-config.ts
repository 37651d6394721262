// The public stage merchant 3002607 and its published keys (https://developers.ecpay.com.tw/?p=2902; the AIO SDK's
// conf/config-example.js): public test values, not secrets. Used by the unit tests and the fake gateway's tests.
import type { EcpayConfig } from './config';

export function stageTestConfig(overrides: Partial<EcpayConfig> = {}): EcpayConfig {
  return {
    merchantId: '3002607',
    hashKey: 'pwFHCqoQZGmho4w6',
    hashIV: 'EkRm7iFT261dpevs',
    baseUrl: 'https://payment-stage.ecpay.com.tw',
    notifyUrl: 'https://shop.example/api/payments/ecpay/callback',
    clientBackUrl: (path) => `https://shop.example${path}`,
    checkoutPath: (merchantTradeNo) => `/payments/ecpay/${merchantTradeNo}`,
    atmExpireDays: 3,
    acceptSimulatedPaid: false,
    ...overrides,
  };
}
