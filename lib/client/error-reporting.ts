// The browser's error tracker, loaded only when NEXT_PUBLIC_SENTRY_DSN is set at build time: the SDK is
// ~370 kB of JavaScript that every page would otherwise download for nothing (docs/BENCHMARKS.md).
type SentryModule = typeof import('@sentry/nextjs');

const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
let loading: Promise<SentryModule> | null = null;

function load(): Promise<SentryModule> {
  loading ??= import('@sentry/nextjs').then((Sentry) => {
    Sentry.init({ dsn, enabled: true, tracesSampleRate: 0 });
    return Sentry;
  });
  return loading;
}

export function initErrorReporting(): void {
  if (dsn) void load();
}

export function reportError(error: unknown): void {
  if (dsn) void load().then((Sentry) => Sentry.captureException(error));
}
