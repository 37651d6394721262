/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { ENV_SCHEMA, assertEnvironment, environmentProblems, parseSigningKeys } from './env-schema';

const SECRET = 'x'.repeat(32);
const LABEL_KEY = `1:${SECRET}`;
const KEY_SHAPE = 'KEY_ID:SECRET, comma-separated when several (id: 1–8 letters or digits; secret: at least 32 characters, no spaces or commas)';

test('a production server needs its secrets, unless told to generate them', () => {
  const demo = { DEMO_SITE: '1' };
  expect(environmentProblems(demo, true)).toEqual([
    'AUTH_SECRET: required in production',
    'PAYMENT_SANDBOX_SECRET: required in production',
    'LABEL_SIGNING_KEY: required in production',
    'CLAIM_CODE_SECRET: required in production',
  ]);
  expect(environmentProblems({ ...demo, ALLOW_GENERATED_SECRET: '1' }, true)).toEqual([]);
  expect(
    environmentProblems({ ...demo, AUTH_SECRET: SECRET, PAYMENT_SANDBOX_SECRET: SECRET, LABEL_SIGNING_KEY: LABEL_KEY, CLAIM_CODE_SECRET: SECRET }, true),
  ).toEqual([]);
  expect(environmentProblems({}, false)).toEqual([]);
});

const SANDBOX_LIVE = (variable: string, currency: string) =>
  `${variable}: ${currency} payments would go to the sandbox, which takes no real money and lets members approve their own payments; configure a gateway, or set DEMO_SITE=1 on a demonstration site`;
const ECPAY_LIVE = { ECPAY_MERCHANT_ID: '3002607', ECPAY_HASH_KEY: 'k', ECPAY_HASH_IV: 'i', ECPAY_ENVIRONMENT: 'live', APP_ORIGIN: 'https://cardgrade.tw' };
const SMTP = { SMTP_URL: 'smtps://u:p@smtp.example.com:465' };

test('a live production site refuses the payment sandbox, mail kept in the database and the open outbox, unless it is a demo (issue #26)', () => {
  const secrets = { ALLOW_GENERATED_SECRET: '1' };
  expect(environmentProblems(secrets, true)).toEqual([
    SANDBOX_LIVE('PAYMENT_PROVIDER', 'TWD'),
    SANDBOX_LIVE('PAYMENT_PROVIDER', 'USD'),
    SANDBOX_LIVE('PAYMENT_PROVIDER', 'KRW'),
    'SMTP_URL: required in production (without it e-mail stays in the database); or set DEMO_SITE=1 on a demonstration site',
  ]);
  expect(environmentProblems({ ...secrets, ...SMTP, PAYMENT_PROVIDER: 'sandbox', DEV_OUTBOX: '1' }, true)).toEqual([
    SANDBOX_LIVE('PAYMENT_PROVIDER', 'TWD'),
    SANDBOX_LIVE('PAYMENT_PROVIDER', 'USD'),
    SANDBOX_LIVE('PAYMENT_PROVIDER', 'KRW'),
    'DEV_OUTBOX: shows every e-mail to anyone; only on a demonstration site (DEMO_SITE=1)',
  ]);
  // Taiwan's payments through ECPay: the other currencies still need a gateway of their own.
  expect(environmentProblems({ ...secrets, ...SMTP, ...ECPAY_LIVE, PAYMENT_PROVIDER_TWD: 'ecpay' }, true)).toEqual([
    SANDBOX_LIVE('PAYMENT_PROVIDER', 'USD'),
    SANDBOX_LIVE('PAYMENT_PROVIDER', 'KRW'),
  ]);
  expect(environmentProblems({ ...secrets, DEMO_SITE: '1', DEV_OUTBOX: '1' }, true)).toEqual([]);
  expect(environmentProblems({ ...secrets, DEMO_SITE: 'yes' }, true)).toContain('DEMO_SITE: must be 0 or 1');
  // Development and tests run the sandbox and the outbox as they always did.
  expect(environmentProblems({}, false)).toEqual([]);
});

const PORTONE_LIVE = {
  PORTONE_API_SECRET: 'secret',
  PORTONE_WEBHOOK_SECRET: 'whsec_c2VjcmV0',
  PORTONE_STORE_ID: 'store-1',
  PORTONE_CHANNEL_KEY_KAKAO_PAY: 'channel-key-1',
};

test('Taiwan through ECPay and Korea and dollars through PortOne: a live site may start (decisions 0037, 0038)', () => {
  const live = { ALLOW_GENERATED_SECRET: '1', ...SMTP, ...ECPAY_LIVE, ...PORTONE_LIVE, PAYMENT_PROVIDER_TWD: 'ecpay', PAYMENT_PROVIDER_KRW: 'portone' };
  expect(environmentProblems({ ...live, PAYMENT_PROVIDER_USD: 'portone' }, true)).toEqual(['PAYMENT_PROVIDER_USD: portone does not take USD (it takes KRW)']);
  expect(environmentProblems(live, true)).toEqual([SANDBOX_LIVE('PAYMENT_PROVIDER', 'USD')]);
  expect(environmentProblems({ ...live, PORTONE_WEBHOOK_SECRET: 'plain', PORTONE_API_BASE_URL: 'http://127.0.0.1:3297', DEMO_SITE: '1' }, true)).toEqual([
    "PORTONE_WEBHOOK_SECRET: must be the console's whsec_… secret",
  ]);
  expect(environmentProblems({ ...live, PORTONE_API_BASE_URL: 'http://127.0.0.1:3297', PAYMENT_PROVIDER_USD: 'sandbox' }, true)).toEqual([
    SANDBOX_LIVE('PAYMENT_PROVIDER_USD', 'USD'),
    'PORTONE_API_BASE_URL: only for a local fake or a test proxy; a live site talks to PortOne itself',
  ]);
});

test("each currency's gateway must exist, take that currency and have its credentials (docs/decisions/0037-ecpay.md)", () => {
  expect(environmentProblems({ PAYMENT_PROVIDER: 'stripe' }, false)).toEqual([
    'PAYMENT_PROVIDER: no payment gateway "stripe" (one of sandbox, ecpay, portone)',
    'PAYMENT_PROVIDER: no payment gateway "stripe" (one of sandbox, ecpay, portone)',
    'PAYMENT_PROVIDER: no payment gateway "stripe" (one of sandbox, ecpay, portone)',
  ]);
  expect(environmentProblems({ ...PORTONE_LIVE, APP_ORIGIN: 'https://cardgrade.tw', PAYMENT_PROVIDER_TWD: 'portone' }, false)).toEqual([
    'PAYMENT_PROVIDER_TWD: portone does not take TWD (it takes KRW)',
  ]);
  expect(
    environmentProblems({ PAYMENT_PROVIDER_KRW: 'portone', APP_ORIGIN: 'https://cardgrade.tw', PORTONE_CHANNEL_KEY_KAKAO_PAY: 'channel-key-1' }, false),
  ).toEqual(['PORTONE_API_SECRET is required for the PortOne gateway (docs/decisions/0038-portone.md).']);
  expect(environmentProblems({ ...ECPAY_LIVE, PAYMENT_PROVIDER_KRW: 'ecpay' }, false)).toEqual([
    'PAYMENT_PROVIDER_KRW: ecpay does not take KRW (it takes TWD)',
  ]);
  expect(environmentProblems({ PAYMENT_PROVIDER_TWD: 'ecpay', APP_ORIGIN: 'https://cardgrade.tw' }, false)).toEqual([
    'ECPAY_MERCHANT_ID is required for PAYMENT_PROVIDER=ecpay (see .env.example).',
  ]);
  expect(environmentProblems({ ...ECPAY_LIVE, PAYMENT_PROVIDER_TWD: 'ecpay', ECPAY_ENVIRONMENT: 'prod', ECPAY_ATM_EXPIRE_DAYS: '90' }, false)).toEqual([
    'ECPAY_ENVIRONMENT: must be stage or live',
    'ECPAY_ATM_EXPIRE_DAYS: must be 1 to 60 (ECPay ExpireDate)',
  ]);
  // A live site on ECPay's stage environment, or pointed at a fake, takes no money.
  const live = {
    ALLOW_GENERATED_SECRET: '1',
    ...SMTP,
    ...ECPAY_LIVE,
    PAYMENT_PROVIDER: 'ecpay',
    PAYMENT_PROVIDER_KRW: 'sandbox',
    PAYMENT_PROVIDER_USD: 'sandbox',
  };
  expect(environmentProblems({ ...live, ECPAY_ENVIRONMENT: 'stage', ECPAY_BASE_URL: 'http://127.0.0.1:3298' }, true)).toEqual([
    SANDBOX_LIVE('PAYMENT_PROVIDER_USD', 'USD'),
    SANDBOX_LIVE('PAYMENT_PROVIDER_KRW', 'KRW'),
    "ECPAY_ENVIRONMENT: must be live on a live site (ECPay's stage environment takes no real money)",
    'ECPAY_BASE_URL: only for a local fake or a test proxy; a live site talks to ECPay itself',
  ]);
});

test.each([
  [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET: must be at least 32 characters'],
  [{ CLAIM_CODE_SECRET: 'short' }, 'CLAIM_CODE_SECRET: must be at least 32 characters'],
  [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a postgresql:// URL'],
  [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL: is not a URL'],
  [{ APP_ORIGIN: 'https://cardgrade.tw/shop' }, 'APP_ORIGIN: must be comma-separated origins like https://cardgrade.tw (no path)'],
  [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY: must be 0 or 1'],
  [{ SESSION_CHECK_SECONDS: '-1' }, 'SESSION_CHECK_SECONDS: must be a whole number'],
  [{ SMTP_URL: 'smtp' }, 'SMTP_URL: is not a URL'],
  [{ LABEL_SIGNING_KEY: SECRET }, `LABEL_SIGNING_KEY: must be ${KEY_SHAPE}`],
  [{ LABEL_SIGNING_KEY: '1:short' }, `LABEL_SIGNING_KEY: must be ${KEY_SHAPE}`],
  [{ LABEL_SIGNING_KEY: `key-1:${SECRET}` }, `LABEL_SIGNING_KEY: must be ${KEY_SHAPE}`],
  [{ LABEL_SIGNING_KEY: `1:${SECRET} x` }, `LABEL_SIGNING_KEY: must be ${KEY_SHAPE}`],
  [{ LABEL_SIGNING_KEY: `${LABEL_KEY},2:${SECRET}` }, 'LABEL_SIGNING_KEY: must be one key (retired keys go to LABEL_SIGNING_KEYS_RETIRED)'],
  [{ LABEL_SIGNING_KEYS_RETIRED: `${LABEL_KEY},` }, `LABEL_SIGNING_KEYS_RETIRED: must be ${KEY_SHAPE}`],
  [{ LABEL_SIGNING_KEYS_RETIRED: `${LABEL_KEY},1:${'y'.repeat(32)}` }, 'LABEL_SIGNING_KEYS_RETIRED: names the key id 1 twice'],
  [
    { LABEL_SIGNING_KEY: LABEL_KEY, LABEL_SIGNING_KEYS_RETIRED: `2:${SECRET}, 1:${'y'.repeat(32)}` },
    'LABEL_SIGNING_KEYS_RETIRED: names the current key id 1 (a key is current or retired, not both)',
  ],
])('%p → %s', (env, problem) => {
  expect(environmentProblems(env, false)).toEqual([problem]);
});

test('good values pass', () => {
  const env = {
    DATABASE_URL: 'postgresql://u:p@db:5432/cardgrade',
    APP_ORIGIN: 'https://cardgrade.tw,https://www.cardgrade.tw',
    TRUST_PROXY: '1',
    SESSION_CHECK_SECONDS: '5',
    SMTP_URL: 'smtps://u:p@smtp.example.com:465',
    LABEL_SIGNING_KEY: `3:${SECRET}`,
    LABEL_SIGNING_KEYS_RETIRED: ` 1:${SECRET}:with+colon/=, 2a:${'y'.repeat(40)} `,
  };
  expect(environmentProblems(env, false)).toEqual([]);
});

test('label signing keys: one grammar for the start-up check and the reader', () => {
  expect(parseSigningKeys(`2027:${SECRET}, 1:${SECRET}:x`)).toEqual({
    keys: [
      { kid: '2027', secret: SECRET },
      { kid: '1', secret: `${SECRET}:x` },
    ],
  });
  expect(parseSigningKeys(`:${SECRET}`)).toEqual({ problem: `must be ${KEY_SHAPE}` });
});

test('production refuses to start and names every problem; development only warns', () => {
  expect(() => assertEnvironment({ TRUST_PROXY: 'yes', DEMO_SITE: '1' }, true)).toThrow(
    /AUTH_SECRET: required in production[\s\S]*TRUST_PROXY: must be 0 or 1/,
  );
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(() => assertEnvironment({ TRUST_PROXY: 'yes' }, false)).not.toThrow();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('TRUST_PROXY: must be 0 or 1'));
  warn.mockRestore();
});

test('every variable of .env.example is in the schema, and every variable of the schema is documented there', () => {
  const documented = fs.readFileSync(path.join(__dirname, '..', '..', '..', '.env.example'), 'utf8').match(/^[A-Z][A-Z0-9_]*(?==)/gm) ?? [];
  const appVariables = documented.filter((name) => !/^(TEST_DATABASE_URL|START_SERVER_MODULE|CHROMIUM_PATH|CHROME_PATH|BENCH_.*|E2E_.*)$/.test(name));
  expect(appVariables.sort()).toEqual(Object.keys(ENV_SCHEMA).sort());
});
