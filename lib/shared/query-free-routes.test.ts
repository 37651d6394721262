import fs from 'node:fs';
import path from 'node:path';
import { QUERY_FREE_ROUTES, baseRoute, needsQueryClient } from './query-free-routes';

describe('query-free routes (issue #11)', () => {
  it('reads optional catch-all pages as their base route', () => {
    expect(baseRoute('/events/[[...slug]]')).toBe('/events');
    expect(baseRoute('/grading/pricing/[[...currency]]')).toBe('/grading/pricing');
    expect(baseRoute('/[[...slug]]')).toBe('/');
    expect(baseRoute('/grading/submit/[[...step]]')).toBe('/grading/submit');
  });

  it('gives the provider to every page not listed, pages added later included', () => {
    expect(needsQueryClient('/')).toBe(false);
    expect(needsQueryClient('/partner-shop/[[...index]]')).toBe(false);
    expect(needsQueryClient('/login')).toBe(true);
    expect(needsQueryClient('/grading/submit/[[...step]]')).toBe(true);
    expect(needsQueryClient('/account/orders/[orderNumber]')).toBe(true);
    expect(needsQueryClient('/events/[slug]')).toBe(true);
  });
});

// A query-free page that imported a React Query hook would throw "No QueryClient set" in the browser. Follows each
// listed page's static imports through the project (dynamic import() is how such a page may still load one).
describe('query-free pages never import React Query statically', () => {
  const root = path.resolve(__dirname, '../..');
  const STATIC_IMPORT = /^\s*import\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

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

  function reachesReactQuery(file: string, seen = new Set<string>()): string | null {
    if (seen.has(file)) return null;
    seen.add(file);
    // Server-only code never reaches the browser bundle.
    if (file.includes(`${path.sep}lib${path.sep}server${path.sep}`)) return null;
    const source = fs.readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(STATIC_IMPORT)) {
      if (!spec) continue;
      if (spec === '@tanstack/react-query') return path.relative(root, file);
      const next = resolveLocal(file, spec);
      const found = next && reachesReactQuery(next, seen);
      if (found) return found;
    }
    return null;
  }

  function pageFiles(route: string): string[] {
    const dir = path.join(root, 'pages', route === '/' ? '' : route);
    const candidates = route === '/' ? [path.join(root, 'pages', 'index.tsx')] : [`${dir}.tsx`, path.join(dir, 'index.tsx')];
    if (fs.existsSync(dir) && fs.statSync(dir).isDirectory()) {
      candidates.push(...fs.readdirSync(dir).filter((name) => /^\[\[\.\.\..+\]\]\.tsx$/.test(name)).map((name) => path.join(dir, name)));
    }
    return candidates.filter((file) => fs.existsSync(file));
  }

  const routes = [...QUERY_FREE_ROUTES].filter((route) => route !== '/_error');
  it.each(routes)('%s', (route) => {
    const files = pageFiles(route);
    if (route !== '/404' && route !== '/500') expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(reachesReactQuery(file)).toBeNull();
  });
});
