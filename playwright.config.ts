// End-to-end tests against the BUILT app (`next start`), on Debian's Chromium (STACK.md: Playwright's
// own browser download does not work on these machines). Run with `npm run test:e2e`.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { stageTestConfig } from './lib/server/payments/ecpay/test-config';
import { testPortoneConfig } from './lib/server/payments/portone/test-config';
import { mockProviderEnv } from './tests/helpers/oauth-server';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// The local OAuth provider (tests/e2e/support/oauth-server-main.ts) on a fixed loopback port: the app
// reads the provider endpoints from OAUTH_* when it starts.
const oauthPort = Number(process.env.E2E_OAUTH_PORT ?? 3299);
const oauthURL = `http://127.0.0.1:${oauthPort}`;
const dataRoot = path.join(__dirname, '.data');

/** Removes `.data/e2e-*` folders left by runs older than a day. */
function removeStaleRunFolders(): void {
  if (!fs.existsSync(dataRoot)) return;
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of fs.readdirSync(dataRoot)) {
    if (!name.startsWith('e2e-')) continue;
    const full = path.join(dataRoot, name);
    if (fs.statSync(full).mtimeMs < dayAgo) fs.rmSync(full, { recursive: true, force: true });
  }
}

// The config is loaded by the runner and again by every worker; workers inherit the runner's env,
// so the fresh database folder is chosen once per run. The app puts its lock file next to PGLITE_DIR,
// hence the `db` subfolder: everything of a run stays inside `.data/e2e-<timestamp>/`.
if (!process.env.DATABASE_URL && !process.env.E2E_PGLITE_DIR) {
  removeStaleRunFolders();
  process.env.E2E_PGLITE_DIR = path.join(dataRoot, `e2e-${Date.now()}`, 'db');
}
// A production build refuses to sign sessions without AUTH_SECRET: one random secret per run.
process.env.E2E_AUTH_SECRET ??= randomBytes(32).toString('base64url');
process.env.E2E_PAYMENT_SECRET ??= randomBytes(32).toString('base64url');
// Labels' QR signatures: a production start refuses to run without a key (decision 0012).
process.env.E2E_LABEL_KEY ??= `e2e:${randomBytes(32).toString('base64url')}`;
// Claim codes' hash and sealed copies (decision 0035): the same for the seed (prepare-db) and the server.
process.env.E2E_CLAIM_CODE_SECRET ??= randomBytes(32).toString('base64url');

const nginxBinary = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((file) => file && fs.existsSync(file));
const proxyPort = Number(process.env.E2E_PROXY_PORT ?? 3211);
const proxyURL = `http://127.0.0.1:${proxyPort}`;
// In the system's temporary folder: started as root, nginx's workers run as `nobody`, who may not reach into the checkout.
const proxyDir = path.join(os.tmpdir(), `cardgrade-e2e-nginx-${proxyPort}`);
// The app renews the proxy's copy of a page staff change (lib/server/static-pages/proxy-refresh.ts) with this secret.
process.env.E2E_PROXY_REFRESH_SECRET ??= randomBytes(32).toString('base64url');

const serverEnv: Record<string, string> = {
  NODE_ENV: 'production',
  // A demonstration site (issue #26): the payment sandbox and the outbox in a production build.
  DEMO_SITE: '1',
  DEV_OUTBOX: '1',
  PORT: String(port),
  ...(process.env.DATABASE_URL ? {} : { PGLITE_DIR: process.env.E2E_PGLITE_DIR! }),
  // Social login: every provider points at the local OAuth server; callbacks go to this origin.
  ...mockProviderEnv(oauthURL),
  APP_ORIGIN: baseURL,
  AUTH_SECRET: process.env.E2E_AUTH_SECRET,
  PAYMENT_SANDBOX_SECRET: process.env.E2E_PAYMENT_SECRET!,
  LABEL_SIGNING_KEY: process.env.E2E_LABEL_KEY!,
  CLAIM_CODE_SECRET: process.env.E2E_CLAIM_CODE_SECRET!,
  // The account journeys give every test its own X-Forwarded-For (tests/e2e/support/accounts.ts): the
  // per-IP rate limits then count per test, as they would per visitor behind the real proxy.
  TRUST_PROXY: '1',
  ...(nginxBinary ? { PROXY_REFRESH_URLS: proxyURL, PROXY_REFRESH_SECRET: process.env.E2E_PROXY_REFRESH_SECRET } : {}),
};

// The gateway site (issue #26, decisions 0037, 0038): a second server of the same build, configured as a live shop
// is — TWD payments through ECPay, KRW through PortOne, here the fakes of tests/e2e/support/fake-ecpay-main.ts (ECPay's
// public stage merchant) and fake-portone-main.ts (made-up keys) — on its own embedded database (the first server's
// journeys pay in the sandbox).
// The journeys through it (tests/e2e/payments) set their baseURL to it.
const gatewayPort = Number(process.env.E2E_GATEWAY_PORT ?? 3212);
const gatewayURL = `http://127.0.0.1:${gatewayPort}`;
process.env.E2E_GATEWAY_URL = gatewayURL;
const ecpayPort = Number(process.env.E2E_ECPAY_PORT ?? 3298);
process.env.E2E_ECPAY_URL = `http://127.0.0.1:${ecpayPort}`;
const portonePort = Number(process.env.E2E_PORTONE_PORT ?? 3297);
process.env.E2E_PORTONE_URL = `http://127.0.0.1:${portonePort}`;
process.env.E2E_GATEWAY_PGLITE_DIR ??= path.join(path.dirname(process.env.E2E_PGLITE_DIR ?? path.join(dataRoot, `e2e-${Date.now()}`, 'db')), 'gateway-db');
const ecpayMerchant = stageTestConfig();
const portoneKeys = testPortoneConfig();
const gatewayEnv: Record<string, string> = {
  ...serverEnv,
  // Its own embedded database, also when the first server runs on PostgreSQL (DATABASE_URL).
  DATABASE_URL: '',
  PGLITE_DIR: process.env.E2E_GATEWAY_PGLITE_DIR,
  PORT: String(gatewayPort),
  APP_ORIGIN: gatewayURL,
  PAYMENT_PROVIDER_TWD: 'ecpay',
  ECPAY_MERCHANT_ID: ecpayMerchant.merchantId,
  ECPAY_HASH_KEY: ecpayMerchant.hashKey,
  ECPAY_HASH_IV: ecpayMerchant.hashIV,
  ECPAY_BASE_URL: process.env.E2E_ECPAY_URL,
  PAYMENT_PROVIDER_KRW: 'portone',
  PORTONE_API_SECRET: portoneKeys.apiSecret,
  PORTONE_WEBHOOK_SECRET: portoneKeys.webhookSecret,
  PORTONE_STORE_ID: portoneKeys.storeId,
  PORTONE_CHANNEL_KEY_CREDIT_CARD: 'channel-key-card',
  PORTONE_CHANNEL_KEY_VIRTUAL_ACCOUNT: 'channel-key-va',
  PORTONE_CHANNEL_KEY_TOSS_PAY: 'channel-key-toss',
  PORTONE_CHANNEL_KEY_KAKAO_PAY: 'channel-key-kakao',
  PORTONE_CHANNEL_KEY_NAVER_PAY: 'channel-key-naver',
  PORTONE_API_BASE_URL: process.env.E2E_PORTONE_URL,
  PROXY_REFRESH_URLS: '',
  PROXY_REFRESH_SECRET: '',
};

/** A fake gateway of the gateway site (a plain HTTP server on a fixed loopback port). */
function fakeGateway(script: string, listenPort: number, env: Record<string, string>) {
  return {
    command: `npx tsx ${script}`,
    port: listenPort,
    env,
    timeout: 60_000,
    reuseExistingServer: !process.env.CI,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

const built = fs.existsSync(path.join(__dirname, '.next', 'BUILD_ID'));
// prepare-db.ts migrates and seeds the run's database and adds the members no screen can make (dormant).
const start = `npx tsx tests/e2e/support/prepare-db.ts && node scripts/start.js -p ${port}`;
const startGateway = `E2E_PREPARE=gateway npx tsx tests/e2e/support/prepare-db.ts && node scripts/start.js -p ${gatewayPort}`;

// The hostile-input suite (issue #7), the build checks (issue #11) and the public API's (issue #22) send requests only:
// they run once, in their own project, not per viewport.
const REQUEST_ONLY_TESTS = /[\\/]tests[\\/]e2e[\\/](hostile|build|api)[\\/].*\.spec\.ts$/;
/** Journeys through the reverse proxy (tests/e2e/proxy, decision 0025): run when nginx is installed (CI installs it). */
const PROXY_TESTS = /[\\/]tests[\\/]e2e[\\/]proxy[\\/].*\.spec\.ts$/;

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 1 : undefined,
  // The JSON file feeds .ci/run's closing line; artifacts go in a subfolder because Playwright empties
  // its output folder, and test-results/ also holds the Jest summaries.
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL,
    locale: 'zh-TW',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [REQUEST_ONLY_TESTS, PROXY_TESTS],
      use: { ...devices['Desktop Chrome'], ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: [REQUEST_ONLY_TESTS, PROXY_TESTS],
      use: {
        ...devices['Pixel 7'],
        ...chromium,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'api',
      testMatch: REQUEST_ONLY_TESTS,
      // A route's fuzz test sends hundreds of requests; traces of them would be huge and slow.
      timeout: 300_000,
      use: { trace: 'off', screenshot: 'off' },
    },
    ...(nginxBinary
      ? [
          {
            name: 'proxy',
            testMatch: PROXY_TESTS,
            use: { ...devices['Desktop Chrome'], ...chromium, viewport: { width: 1280, height: 800 }, baseURL: proxyURL },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: 'npx tsx tests/e2e/support/oauth-server-main.ts',
      url: `${oauthURL}/.well-known/openid-configuration`,
      env: { E2E_OAUTH_PORT: String(oauthPort) },
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Whoever calls `npm run test:e2e` builds first; a missing build is made here so a bare run works.
      command: built ? start : `npx next build && ${start}`,
      url: `${baseURL}/`,
      env: serverEnv,
      // The first start migrates and seeds the embedded database.
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      // SIGTERM lets the server close PGlite; Playwright kills the whole process group after 5 s.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    fakeGateway('tests/e2e/support/fake-ecpay-main.ts', ecpayPort, { E2E_ECPAY_PORT: String(ecpayPort) }),
    fakeGateway('tests/e2e/support/fake-portone-main.ts', portonePort, { E2E_PORTONE_PORT: String(portonePort), E2E_GATEWAY_URL: gatewayURL }),
    {
      // Started after the first server's entry, which builds when there is no build yet.
      command: startGateway,
      url: `${gatewayURL}/`,
      env: gatewayEnv,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(nginxBinary
      ? [
          {
            // deploy/nginx in front of the app, as in production (decision 0025); `exec` so the signal reaches nginx.
            command: `npx tsx scripts/proxy/nginx.ts --prepare ${proxyDir} --listen 127.0.0.1:${proxyPort} --upstream 127.0.0.1:${port} > /dev/null && exec ${nginxBinary} -p ${proxyDir} -c ${proxyDir}/nginx.conf`,
            url: `${proxyURL}/api/health`,
            env: { PROXY_REFRESH_SECRET: process.env.E2E_PROXY_REFRESH_SECRET },
            timeout: 60_000,
            reuseExistingServer: !process.env.CI,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
