import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// Dependencies point one way (issue #8; docs/ARCHITECTURE.md "Layers"): the browser's code never pulls in
// server code, hooks sit below components, and no app code depends on the tests. Type-only imports of
// server types are fine (they vanish at compile time); the generated enums are plain values and
// browser-safe. tests/lint/boundaries.test.ts proves each rule fails on a forbidden import.
const NO_SERVER_VALUES = {
  regex: '^@/lib/server/(?!db/generated/enums$)',
  allowTypeImports: true,
  message: 'Browser code (components, hooks, lib/client, lib/shared) may import only types from lib/server.',
};
const NO_TESTS = { group: ['@/tests/**', '**/tests/**'], message: 'App code never imports tests/: shared builders live under lib/server/seed/builders.' };
const NO_COMPONENTS = { group: ['@/components/**'], message: 'Hooks never import components: move the shared piece to hooks/ or lib/client.' };
// i18next with react-i18next is ≈ 19 kB gzip the browser would download on every page; it translates with
// hooks/useTranslation.ts instead and i18next stays on the server (docs/decisions/0016-translations-without-i18next.md).
const NO_I18NEXT = {
  regex: '^(next-i18next|react-i18next|i18next)(/|$)',
  allowTypeImports: true,
  message: 'Browser code translates with @/hooks/useTranslation (decision 0016): i18next stays on the server (lib/server/i18n).',
};
// The provider-neutral payment code knows no provider: only the registry names them (docs/decisions/0006).
const NO_SANDBOX = {
  regex: '(^|/)sandbox(/|$)',
  message: 'Provider-neutral payment code never imports a provider: only registry.ts knows which providers exist.',
};
const restrict = (...patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'lib/server/db/generated/**',
      'playwright-report/**',
      'test-results/**',
      'coverage/**',
      '.data/**',
      'bench-results/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['lib/server/**/*.ts', 'pages/api/**/*.ts', 'proxy.ts', 'instrumentation*.ts'], ignores: ['**/*.test.ts'], rules: restrict(NO_TESTS) },
  { files: ['pages/**/*.{ts,tsx}'], ignores: ['pages/api/**', '**/*.test.ts'], rules: restrict(NO_TESTS, NO_I18NEXT) },
  { files: ['lib/server/payments/*.ts'], ignores: ['lib/server/payments/registry.ts', '**/*.test.ts'], rules: restrict(NO_TESTS, NO_SANDBOX) },
  {
    files: ['components/**/*.{ts,tsx}', 'lib/client/**/*.ts', 'lib/shared/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrict(NO_SERVER_VALUES, NO_TESTS, NO_I18NEXT),
  },
  { files: ['hooks/**/*.ts'], ignores: ['**/*.test.ts'], rules: restrict(NO_SERVER_VALUES, NO_TESTS, NO_COMPONENTS, NO_I18NEXT) },
];

export default config;
