// A PortOne configuration for the unit tests and the fake gateway's tests (docs/decisions/0038-portone.md "Testing"):
// made-up values in PortOne's formats (a `whsec_` base64 webhook secret, `store-…` and `channel-key-…` ids), no
// real account's. Every method has a channel, so every mapping can be tested.
import type { PortoneConfig } from './config';

export const TEST_WEBHOOK_SECRET = `whsec_${Buffer.from('cardgrade-portone-test-webhook-secret').toString('base64')}`;

export function testPortoneConfig(overrides: Partial<PortoneConfig> = {}): PortoneConfig {
  return {
    apiSecret: 'portone-test-api-secret-0123456789',
    webhookSecret: TEST_WEBHOOK_SECRET,
    storeId: 'store-00000000-0000-4000-8000-000000000001',
    channelKeys: {
      CREDIT_CARD: 'channel-key-card',
      REALTIME_BANK_TRANSFER: 'channel-key-transfer',
      VIRTUAL_ACCOUNT: 'channel-key-va',
      MOBILE: 'channel-key-mobile',
      TOSS_PAY: 'channel-key-toss',
      KAKAO_PAY: 'channel-key-kakao',
      NAVER_PAY: 'channel-key-naver',
    },
    apiBaseUrl: 'https://api.portone.io',
    checkoutPath: (paymentId) => `/payments/portone/${paymentId}`,
    absoluteUrl: (path) => `https://shop.example${path}`,
    virtualAccountHours: 72,
    ...overrides,
  };
}
