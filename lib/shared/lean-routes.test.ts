import fs from 'node:fs';
import path from 'node:path';
import { LEAN_ROUTES, MUI_FREE_ROUTES, baseRoute, isLeanPath, isLeanRoute, pageProvidersOf } from './lean-routes';

describe('lean routes (issue #11)', () => {
  it('reads optional catch-all pages as their base route', () => {
    expect(baseRoute('/events/[[...slug]]')).toBe('/events');
    expect(baseRoute('/grading/pricing/[[...currency]]')).toBe('/grading/pricing');
    expect(baseRoute('/[[...slug]]')).toBe('/');
    expect(baseRoute('/grading/submit/[[...step]]')).toBe('/grading/submit');
  });

  it('gives the providers to every page not listed, pages added later included', () => {
    expect(isLeanRoute('/')).toBe(true);
    expect(isLeanRoute('/partner-shop/[[...index]]')).toBe(true);
    expect(isLeanRoute('/404')).toBe(true);
    expect(isLeanRoute('/login')).toBe(true);
    expect(isLeanRoute('/sign-up')).toBe(false);
    expect(isLeanRoute('/grading/submit/[[...step]]')).toBe(true);
    expect(isLeanRoute('/reholder/submit/[[...step]]')).toBe(true);
    expect(isLeanRoute('/account/orders/[orderNumber]')).toBe(false);
    expect(isLeanRoute('/events/[slug]')).toBe(false);
  });

  it('gives my page, my orders and an order page React Query only; other pages both; lean pages neither (issue #24)', () => {
    expect(pageProvidersOf('/account/dashboard')).toBe('query');
    expect(pageProvidersOf('/account/orders')).toBe('query');
    expect(pageProvidersOf('/account/orders/[orderNumber]')).toBe('query');
    expect(pageProvidersOf('/account/profile')).toBe('query+mui');
    expect(pageProvidersOf('/admin')).toBe('query+mui');
    expect(pageProvidersOf('/login')).toBe('none');
  });
});

// A lean page that imported a React Query hook would throw "No QueryClient set" in the browser; one that imported MUI
// would render without its theme and without its CSS in the server HTML (decision 0015). Follows each listed page's
// static imports, and _app's, through the project: dynamic import() is how such a page may still load either.
describe('lean pages and the layout never import React Query, MUI or emotion statically', () => {
  const root = path.resolve(__dirname, '../..');
  const STATIC_IMPORT = /^\s*import\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  const HEAVY = [/^@tanstack\/react-query/, /^@mui\//, /^@emotion\//];

  function resolveLocal(from: string, spec: string): string | null {
    let base: string;
    if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
    else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
    else return null;
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
    }
    return null;
  }

  /** `file → … → package` for the first heavy package reached, or null. */
  function reachesHeavy(file: string, seen = new Set<string>(), heavy: RegExp[] = HEAVY): string | null {
    if (seen.has(file)) return null;
    seen.add(file);
    // Server-only code never reaches the browser bundle.
    if (file.includes(`${path.sep}lib${path.sep}server${path.sep}`)) return null;
    const source = fs.readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(STATIC_IMPORT)) {
      if (!spec) continue;
      if (heavy.some((pattern) => pattern.test(spec))) return `${path.relative(root, file)} → ${spec}`;
      const next = resolveLocal(file, spec);
      const found = next && reachesHeavy(next, seen, heavy);
      if (found) return `${path.relative(root, file)} → ${found}`;
    }
    return null;
  }

  function pageFiles(route: string): string[] {
    const dir = path.join(root, 'pages', route === '/' ? '' : route);
    const candidates = route === '/' ? [path.join(root, 'pages', 'index.tsx')] : [`${dir}.tsx`, path.join(dir, 'index.tsx')];
    if (fs.existsSync(dir) && fs.statSync(dir).isDirectory()) {
      candidates.push(
        ...fs
          .readdirSync(dir)
          .filter((name) => /^\[\[\.\.\..+\]\]\.tsx$/.test(name))
          .map((name) => path.join(dir, name)),
      );
    }
    return candidates.filter((file) => fs.existsSync(file));
  }

  it('pages/_app.tsx (the layout of every page, and the providers only by import())', () => {
    expect(reachesHeavy(path.join(root, 'pages', '_app.tsx'))).toBeNull();
  });

  const routes = [...LEAN_ROUTES].filter((route) => route !== '/_error');
  it.each(routes)('%s', (route) => {
    const files = pageFiles(route);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(reachesHeavy(file)).toBeNull();
  });

  // Issue #24: my page, my orders and an order's page get React Query from _app but no MUI.
  it.each([...MUI_FREE_ROUTES])('%s (React Query allowed, no MUI or emotion)', (route) => {
    const file = path.join(root, 'pages', `${route}.tsx`.replace('/account/orders.tsx', '/account/orders/index.tsx'));
    expect(fs.existsSync(file)).toBe(true);
    expect(reachesHeavy(file, new Set(), [/^@mui\//, /^@emotion\//])).toBeNull();
  });

  it('notices a heavy import, so the walk above can fail', () => {
    expect(reachesHeavy(path.join(root, 'pages', 'sign-up.tsx'))).toMatch(/@mui\/|@tanstack|@emotion/);
  });
});

describe('isLeanPath: which links a storefront page prefetches in view (issue #11)', () => {
  it.each([
    '/',
    '/grading',
    '/grading/pricing?currency=USD',
    '/about-us/faq#q3',
    '/notices/opening-hours',
    '/events/card-show',
    '/partner-shop',
    '/login?returnUrl=%2F',
  ])('%s is lean', (href) => expect(isLeanPath(href)).toBe(true));
  it.each(['/grading/submit', '/reholder/submit', '/sign-up', '/account/dashboard', '/admin', '/logout', 'mailto:a@b.c', 'https://example.com/'])(
    '%s is not',
    (href) => expect(isLeanPath(href)).toBe(false),
  );
});
