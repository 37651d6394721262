// Server and edge error reporting; nothing is sent unless SENTRY_DSN is set.
import * as Sentry from '@sentry/nextjs';

export async function register() {
  // One check of every variable before anything else: a misconfigured production server stops here,
  // naming each problem (lib/server/config/env-schema.ts).
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { assertEnvironment } = await import('./lib/server/config/env-schema');
    assertEnvironment();
  }
  if (process.env.NEXT_RUNTIME === 'nodejs' || process.env.NEXT_RUNTIME === 'edge') {
    Sentry.init({
      dsn: process.env.SENTRY_DSN,
      enabled: Boolean(process.env.SENTRY_DSN),
      environment: process.env.SENTRY_ENVIRONMENT ?? process.env.NODE_ENV,
      tracesSampleRate: 0,
    });
  }
  // Hourly sweeps (dormancy, payment deadlines) in the server process; JOBS_TIMER=0 turns them off.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // The embedded database's demo data, before the first request (decision 0001).
    const { seedEmbeddedDatabaseOnStart } = await import('./lib/server/seed/seed-on-start');
    await seedEmbeddedDatabaseOnStart();
    const { startJobTimer } = await import('./lib/server/jobs/timer');
    startJobTimer();
  }
}

export const onRequestError = Sentry.captureRequestError;
