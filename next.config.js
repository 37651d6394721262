// @ts-check
const { withSentryConfig } = require('@sentry/nextjs/config');
const { i18n } = require('./next-i18next.config');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Issue #11 (docs/BENCHMARKS.md): an ETag hashes the whole HTML on every request, cached pages included — measured
  // 614 → 890 req/s and p99 124 → 83 ms on `/` at 50 connections without it. A 304 would save a returning visitor about
  // 15 kB of gzipped HTML; under a crowd the CPU matters more. /_next/static files keep their immutable caching.
  generateEtags: false,
  i18n,
  // docs/decisions/0014-static-pages.md: pages generated at run time (those showing database content) live in memory
  // only, so every start begins from the database it is given, never from pages a previous start wrote to disk.
  experimental: { isrFlushToDisk: false },
  // Next's cache plus one rule: a page an admin changed on another instance is regenerated here too (decision 0014).
  cacheHandler: require.resolve('./lib/server/static-pages/cache-handler.js'),
  // Two copies of @emotion/react under Turbopack put styles inline in <body> (STACK.md).
  transpilePackages: ['@mui/material-nextjs'],
  // Bundled, PGlite's WASM and data files would be copied into the public .next/static (STACK.md).
  serverExternalPackages: ['@electric-sql/pglite', 'pglite-prisma-adapter', '@prisma/adapter-pg', 'pg', 'sharp', '@node-rs/argon2'],
  // docs/product/errors-and-messages.md#http-clients: the prefixed client calls the same gateway under /brg (e.g.
  // /brg/api/member/signup).
  async rewrites() {
    // No `locale: false`: with i18n configured it stops the rewrite from matching (vercel/next.js#57616).
    return [{ source: '/brg/api/:path*', destination: '/api/brg/:path*' }];
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
    ];
  },
};

// Inert without SENTRY_DSN; never uploads source maps, so the build passes offline.
module.exports = withSentryConfig(nextConfig, {
  silent: true,
  telemetry: false,
  sourcemaps: { disable: true },
});
