/** @jest-environment node */
import { PORTONE_API_URL, portoneConfigFromEnv, portoneMethods } from './config';

const env = {
  APP_ORIGIN: 'https://shop.example/,https://www.shop.example',
  PORTONE_API_SECRET: 'secret',
  PORTONE_WEBHOOK_SECRET: 'whsec_c2VjcmV0',
  PORTONE_STORE_ID: 'store-1',
  PORTONE_CHANNEL_KEY_KAKAO_PAY: 'channel-key-kakao',
  PORTONE_CHANNEL_KEY_CREDIT_CARD: ' channel-key-card ',
};

test('the methods offered are those with a channel key, in the payment methods order', () => {
  const config = portoneConfigFromEnv(env);
  expect(config).toMatchObject({ apiSecret: 'secret', storeId: 'store-1', apiBaseUrl: PORTONE_API_URL });
  expect(config.channelKeys).toEqual({ CREDIT_CARD: 'channel-key-card', KAKAO_PAY: 'channel-key-kakao' });
  expect(portoneMethods(config)).toEqual(['CREDIT_CARD', 'KAKAO_PAY']);
  expect(config.checkoutPath('CGX')).toBe('/payments/portone/CGX');
  expect(config.absoluteUrl('/grading/submit/complete')).toBe('https://shop.example/grading/submit/complete');
});

test('PORTONE_API_BASE_URL points the SDK elsewhere (the fake gateway)', () => {
  expect(portoneConfigFromEnv({ ...env, PORTONE_API_BASE_URL: 'http://127.0.0.1:4010/' }).apiBaseUrl).toBe('http://127.0.0.1:4010');
});

test.each(['PORTONE_API_SECRET', 'PORTONE_WEBHOOK_SECRET', 'PORTONE_STORE_ID', 'APP_ORIGIN'])('%s is required', (name) => {
  expect(() => portoneConfigFromEnv({ ...env, [name]: ' ' })).toThrow(name);
});

test('at least one channel key is required', () => {
  expect(() => portoneConfigFromEnv({ ...env, PORTONE_CHANNEL_KEY_KAKAO_PAY: '', PORTONE_CHANNEL_KEY_CREDIT_CARD: undefined })).toThrow('PORTONE_CHANNEL_KEY_');
});
