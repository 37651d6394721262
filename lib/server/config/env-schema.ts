// Every environment variable the app reads (.env.example explains each), with its shape, checked once at
// start-up (instrumentation.ts): a production server with a missing secret or a malformed value refuses
// to start and names every problem at once, instead of failing on the first request that needs it.
// Development only warns. The readers (config/env.ts, payments/config.ts, …) still read process.env at
// each use, so tests and scripts can set a variable; this schema is what those values must look like.

import { liveGatewayProblems, paymentProblems } from '../payments/payment-problems';
import { proxyRefreshProblems } from '../static-pages/proxy-refresh';
import { storageProblems } from '../storage/storage-config';

type Kind = 'url' | 'postgres-url' | 'origins' | 'positive-int' | 'flag' | 'secret' | 'signing-key' | 'signing-keys' | 'text';

interface Variable {
  kind: Kind;
  /** Needed by a production server (unless ALLOW_GENERATED_SECRET=1 lets it generate secrets). */
  productionSecret?: boolean;
}

const OAUTH = Object.fromEntries(
  ['FACEBOOK', 'KAKAO', 'LINE'].flatMap((provider) => [
    [`OAUTH_${provider}_CLIENT_ID`, { kind: 'text' }],
    [`OAUTH_${provider}_CLIENT_SECRET`, { kind: 'text' }],
    [`OAUTH_${provider}_AUTHORIZE_URL`, { kind: 'url' }],
    [`OAUTH_${provider}_TOKEN_URL`, { kind: 'url' }],
    [`OAUTH_${provider}_USERINFO_URL`, { kind: 'url' }],
  ]),
) as Record<string, Variable>;

export const ENV_SCHEMA: Record<string, Variable> = {
  DATABASE_URL: { kind: 'postgres-url' },
  PGLITE_DIR: { kind: 'text' },
  DATABASE_POOL_SIZE: { kind: 'positive-int' },
  DB_AUTO_MIGRATE: { kind: 'flag' },
  /** Read by scripts/start.js before the app starts, which refuses a bad value itself. */
  WEB_CONCURRENCY: { kind: 'text' },
  PROXY_REFRESH_URLS: { kind: 'origins' },
  PROXY_REFRESH_SECRET: { kind: 'secret' },
  SHUTDOWN_TIMEOUT_SECONDS: { kind: 'positive-int' },
  SEED_ON_EMPTY: { kind: 'flag' },
  SEED_DEMO: { kind: 'flag' },
  /** A demonstration site (issue #26): may run the payment sandbox and keep mail in the database in production. */
  DEMO_SITE: { kind: 'flag' },
  NEXT_PUBLIC_API_BASE_URL: { kind: 'url' },
  NEXT_PUBLIC_CONTACT_URL: { kind: 'url' },
  AUTH_SECRET: { kind: 'secret', productionSecret: true },
  ACCESS_TOKEN_SECONDS: { kind: 'positive-int' },
  SESSION_CHECK_SECONDS: { kind: 'positive-int' },
  APP_ORIGIN: { kind: 'origins' },
  COOKIE_SECURE: { kind: 'flag' },
  TRUST_PROXY: { kind: 'flag' },
  ALLOW_GENERATED_SECRET: { kind: 'flag' },
  SMTP_URL: { kind: 'url' },
  MAIL_FROM: { kind: 'text' },
  SMS_GATEWAY_URL: { kind: 'url' },
  SMS_GATEWAY_TOKEN: { kind: 'text' },
  DEV_OUTBOX: { kind: 'flag' },
  JOBS_TIMER: { kind: 'flag' },
  /** The message outbox (decision 0026): 0 leaves delivery to `npm run worker`; the poll; SMTP's timeouts. */
  OUTBOX_WORKER: { kind: 'flag' },
  OUTBOX_POLL_SECONDS: { kind: 'positive-int' },
  SMTP_TIMEOUT_MS: { kind: 'positive-int' },
  SENTRY_DSN: { kind: 'url' },
  NEXT_PUBLIC_SENTRY_DSN: { kind: 'url' },
  SENTRY_ENVIRONMENT: { kind: 'text' },
  UPLOAD_DIR: { kind: 'text' },
  /** Object storage: the shapes and what STORAGE=s3 needs are checked by storageProblems (storage/storage-config.ts). */
  STORAGE: { kind: 'text' },
  S3_BUCKET: { kind: 'text' },
  S3_REGION: { kind: 'text' },
  S3_ENDPOINT: { kind: 'text' },
  S3_FORCE_PATH_STYLE: { kind: 'flag' },
  S3_ACCESS_KEY_ID: { kind: 'text' },
  S3_SECRET_ACCESS_KEY: { kind: 'text' },
  S3_DEFAULT_CREDENTIALS: { kind: 'flag' },
  S3_PREFIX: { kind: 'text' },
  PAYMENT_PROVIDER: { kind: 'text' },
  /** Each currency's own gateway (docs/decisions/0037-ecpay.md "Which gateway"); checked by paymentProblems. */
  PAYMENT_PROVIDER_TWD: { kind: 'text' },
  PAYMENT_PROVIDER_KRW: { kind: 'text' },
  PAYMENT_PROVIDER_USD: { kind: 'text' },
  ECPAY_MERCHANT_ID: { kind: 'text' },
  ECPAY_HASH_KEY: { kind: 'text' },
  ECPAY_HASH_IV: { kind: 'text' },
  ECPAY_ENVIRONMENT: { kind: 'text' },
  ECPAY_ATM_EXPIRE_DAYS: { kind: 'positive-int' },
  ECPAY_BASE_URL: { kind: 'url' },
  PORTONE_API_SECRET: { kind: 'text' },
  PORTONE_WEBHOOK_SECRET: { kind: 'text' },
  PORTONE_STORE_ID: { kind: 'text' },
  PORTONE_CHANNEL_KEY_CREDIT_CARD: { kind: 'text' },
  PORTONE_CHANNEL_KEY_REALTIME_BANK_TRANSFER: { kind: 'text' },
  PORTONE_CHANNEL_KEY_VIRTUAL_ACCOUNT: { kind: 'text' },
  PORTONE_CHANNEL_KEY_MOBILE: { kind: 'text' },
  PORTONE_CHANNEL_KEY_TOSS_PAY: { kind: 'text' },
  PORTONE_CHANNEL_KEY_KAKAO_PAY: { kind: 'text' },
  PORTONE_CHANNEL_KEY_NAVER_PAY: { kind: 'text' },
  PORTONE_API_BASE_URL: { kind: 'url' },
  PAYMENT_SANDBOX_SECRET: { kind: 'secret', productionSecret: true },
  PAYMENT_CALLBACK_URL: { kind: 'url' },
  VIRTUAL_ACCOUNT_HOURS: { kind: 'positive-int' },
  LABEL_SIGNING_KEY: { kind: 'signing-key', productionSecret: true },
  LABEL_SIGNING_KEYS_RETIRED: { kind: 'signing-keys' },
  /** Keys the claim codes' hash and sealed copy (issue #25, docs/decisions/0035-claim-codes.md). */
  CLAIM_CODE_SECRET: { kind: 'secret', productionSecret: true },
  ...OAUTH,
};

/** A key id names a signing key inside a printed QR code: short, and safe in a URL as it is. */
export const SIGNING_KEY_ID = /^[A-Za-z0-9]{1,8}$/;
const SIGNING_KEY_SHAPE = 'KEY_ID:SECRET, comma-separated when several (id: 1–8 letters or digits; secret: at least 32 characters, no spaces or commas)';

/**
 * `kid:secret` entries separated by commas (LABEL_SIGNING_KEY has one, LABEL_SIGNING_KEYS_RETIRED any
 * number): the one grammar shared by the start-up check and the reader (certificates/label-keys.ts).
 */
export function parseSigningKeys(value: string): { keys: { kid: string; secret: string }[] } | { problem: string } {
  const keys: { kid: string; secret: string }[] = [];
  for (const entry of value.split(',').map((part) => part.trim())) {
    const colon = entry.indexOf(':');
    const kid = entry.slice(0, colon);
    const secret = entry.slice(colon + 1);
    if (colon < 0 || !SIGNING_KEY_ID.test(kid) || secret.length < 32 || /\s/.test(secret)) return { problem: `must be ${SIGNING_KEY_SHAPE}` };
    if (keys.some((key) => key.kid === kid)) return { problem: `names the key id ${kid} twice` };
    keys.push({ kid, secret });
  }
  return { keys };
}

function problemWith(kind: Kind, value: string): string | null {
  switch (kind) {
    case 'url':
    case 'postgres-url': {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        return 'is not a URL';
      }
      if (kind === 'postgres-url' && !/^postgres(ql)?:$/.test(url.protocol)) return 'must be a postgresql:// URL';
      return null;
    }
    case 'origins':
      return value.split(',').every((origin) => {
        try {
          return new URL(origin.trim()).origin === origin.trim().replace(/\/$/, '');
        } catch {
          return false;
        }
      })
        ? null
        : 'must be comma-separated origins like https://cardgrade.tw (no path)';
    case 'positive-int':
      return /^\d+$/.test(value) && Number(value) >= 0 && Number(value) <= 2_147_483_647 ? null : 'must be a whole number';
    case 'flag':
      return value === '0' || value === '1' ? null : 'must be 0 or 1';
    case 'secret':
      return value.length >= 32 ? null : 'must be at least 32 characters';
    case 'signing-key':
    case 'signing-keys': {
      const parsed = parseSigningKeys(value);
      if ('problem' in parsed) return parsed.problem;
      return kind === 'signing-key' && parsed.keys.length !== 1 ? 'must be one key (retired keys go to LABEL_SIGNING_KEYS_RETIRED)' : null;
    }
    default:
      return null;
  }
}

function signingKeyIds(value: string | undefined): string[] {
  const parsed = value?.trim() ? parseSigningKeys(value.trim()) : null;
  return parsed && 'keys' in parsed ? parsed.keys.map((key) => key.kid) : [];
}

/** Every problem of `env`, one line each ("NAME: what is wrong"); empty when it may start. */
export function environmentProblems(env: Record<string, string | undefined>, production: boolean): string[] {
  const problems: string[] = [];
  for (const [name, variable] of Object.entries(ENV_SCHEMA)) {
    const value = env[name]?.trim();
    if (!value) {
      if (production && variable.productionSecret && env.ALLOW_GENERATED_SECRET !== '1') problems.push(`${name}: required in production`);
      continue;
    }
    const problem = problemWith(variable.kind, value);
    if (problem) problems.push(`${name}: ${problem}`);
  }
  // A label names its key: one id must not mean two keys (docs/decisions/0012-label-signature.md).
  const [currentKid] = signingKeyIds(env.LABEL_SIGNING_KEY);
  if (currentKid && signingKeyIds(env.LABEL_SIGNING_KEYS_RETIRED).includes(currentKid)) {
    problems.push(`LABEL_SIGNING_KEYS_RETIRED: names the current key id ${currentKid} (a key is current or retired, not both)`);
  }
  problems.push(...storageProblems(env), ...proxyRefreshProblems(env), ...paymentProblems(env));
  if (production) problems.push(...liveSiteProblems(env));
  return problems;
}

/**
 * What a live production site must not run with (issue #26, docs/OPERATIONS.md "Before going live"): the payment
 * sandbox or a gateway's test environment for any currency — they take no money, and on the sandbox's page any member
 * may approve their own payment (liveGatewayProblems) — and no SMTP server — the e-mails would stay in the database,
 * unseen. A demonstration site says so with DEMO_SITE=1.
 */
export function liveSiteProblems(env: Record<string, string | undefined>): string[] {
  if (env.DEMO_SITE?.trim() === '1') return [];
  const problems: string[] = [...liveGatewayProblems(env)];
  if (!env.SMTP_URL?.trim())
    problems.push('SMTP_URL: required in production (without it e-mail stays in the database); or set DEMO_SITE=1 on a demonstration site');
  if (env.DEV_OUTBOX?.trim() === '1') problems.push('DEV_OUTBOX: shows every e-mail to anyone; only on a demonstration site (DEMO_SITE=1)');
  return problems;
}

/** Start-up check: a production server refuses to start with any problem; development warns. */
export function assertEnvironment(env: Record<string, string | undefined> = process.env, production = env.NODE_ENV === 'production'): void {
  const problems = environmentProblems(env, production);
  if (problems.length === 0) return;
  const message = `Configuration problems (see .env.example):\n  - ${problems.join('\n  - ')}`;
  // A bucket asked for but unusable stops development too: every upload and photo would fail.
  if (production || storageProblems(env).length > 0) throw new Error(message);
  console.warn(message);
}
