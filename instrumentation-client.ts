// Browser error reporting: inert, and not even downloaded, unless NEXT_PUBLIC_SENTRY_DSN is set at build time.
if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
  void import('./lib/client/error-reporting').then((reporting) => reporting.initErrorReporting());
}
