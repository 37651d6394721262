// Server and edge error reporting; nothing is sent unless SENTRY_DSN is set.
import * as Sentry from '@sentry/nextjs';

export async function register() {
  // One check of every variable before anything else: a misconfigured production server stops here,
  // naming each problem (lib/server/config/env-schema.ts).
  // Issue #23: a server that cannot run exits at once (code 78, EX_CONFIG) instead of listening and answering 500;
  // scripts/start.js does not restart an instance that exits so.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { assertEnvironment } = await import('./lib/server/config/env-schema');
    const { CONFIG_EXIT_CODE } = await import('./lib/server/config/exit-codes');
    try {
      assertEnvironment();
    } catch (error) {
      console.error((error as Error).message);
      process.exit(CONFIG_EXIT_CODE);
    }
    // A clean stop on SIGTERM/SIGINT (lib/server/lifecycle/shutdown.ts).
    const { installShutdown } = await import('./lib/server/lifecycle/shutdown');
    installShutdown();
  }
  // Without a DSN nothing would be sent, and an initialised SDK still traced every render (issue #11: ~4 ms each).
  if ((process.env.NEXT_RUNTIME === 'nodejs' || process.env.NEXT_RUNTIME === 'edge') && process.env.SENTRY_DSN) {
    Sentry.init({
      dsn: process.env.SENTRY_DSN,
      enabled: Boolean(process.env.SENTRY_DSN),
      environment: process.env.SENTRY_ENVIRONMENT ?? process.env.NODE_ENV,
      tracesSampleRate: 0,
    });
  }
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // Opened, migrated and (the embedded one, decision 0001) seeded before the first request: no visitor waits
    // for it (issue #11). Never throws: a database unreachable now is opened again by the first request needing it.
    const { readyDatabaseOnStart } = await import('./lib/server/db/ready-on-start');
    await readyDatabaseOnStart();
    const { warmUpAfterStart } = await import('./lib/server/warm-up-on-start');
    warmUpAfterStart();
    // Hourly sweeps (dormancy, payment deadlines) in the server process; JOBS_TIMER=0 turns them off.
    const { startJobTimer } = await import('./lib/server/jobs/timer');
    const stopJobs = startJobTimer();
    if (stopJobs) {
      const { onShutdown } = await import('./lib/server/lifecycle/shutdown');
      onShutdown(stopJobs);
    }
  }
}

export const onRequestError = Sentry.captureRequestError;
