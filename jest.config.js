// Three projects: unit tests (pure rules, components), integration tests against a migrated database
// (*.int.test.ts, run in band: each file gets a fresh database, see tests/helpers/test-db.ts), and the reverse proxy's
// configuration run by a real nginx (*.proxy.test.ts, scripts/test-proxy.sh).
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

const common = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/tests/e2e/'],
};

module.exports = async () => {
  const unit = await createJestConfig({
    ...common,
    displayName: 'unit',
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: ['<rootDir>/tests/helpers/jest-setup.ts'],
    testMatch: ['<rootDir>/**/*.test.ts?(x)'],
    testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.int\\.test\\.tsx?$', '\\.proxy\\.test\\.ts$'],
  })();
  const integration = await createJestConfig({
    ...common,
    displayName: 'integration',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/**/*.int.test.ts'],
    testTimeout: 60_000,
  })();
  const proxy = await createJestConfig({
    ...common,
    displayName: 'proxy',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/**/*.proxy.test.ts'],
  })();
  // PGlite is ESM with a dynamic import of its WASM: let the SWC transform handle it (STACK.md).
  const esmAllow = ['@electric-sql/pglite', 'pglite-prisma-adapter', 'cookie', 'jose', 'arctic', '@oslojs', '@seriousme/openapi-schema-validator'].join('|');
  for (const project of [unit, integration, proxy]) {
    project.transformIgnorePatterns = [`/node_modules/(?!(${esmAllow})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  }
  // testTimeout is a global option (ignored inside a project): 60 s for the slowest integration test on a
  // loaded machine (proof-of-work solves, PGlite snapshots).
  return { testTimeout: 60_000, projects: [unit, integration, proxy], reporters: ['default', '<rootDir>/tests/helpers/summary-reporter.js'] };
};
