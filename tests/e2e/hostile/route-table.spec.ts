// The route table covers exactly the route files, each route serves exactly the table's methods (405
// with Allow otherwise), and state-changing calls from another origin are refused (issue #7).
import { expect, test } from '@playwright/test';
import { discoverApiRoutes, pathParams, routePattern } from './discover-routes';
import { PLACEHOLDER, type Runner, baseUrlOf, login, openContext, send } from './hostile-client';
import { makeCase } from './hostile-case';
import { METHODS, ROUTES, servedMethods } from './route-table';

test('the route table names every route file under pages/api, and only those', () => {
  const files = discoverApiRoutes();
  expect(
    files.filter((route) => !ROUTES[route]),
    'route files missing from tests/e2e/hostile/route-table.ts',
  ).toEqual([]);
  expect(
    Object.keys(ROUTES).filter((route) => !files.includes(route)),
    'table rows whose route file is gone',
  ).toEqual([]);
  for (const route of files)
    expect(Object.keys(ROUTES[route]?.params?.(PLACEHOLDER.samples) ?? {}).sort(), `path parameters of ${route}`).toEqual(pathParams(route).sort());
});

test('route files map to their URLs', () => {
  expect(routePattern('login/index.ts')).toBe('/api/login');
  expect(routePattern('member/addresses/[id]/default.ts')).toBe('/api/member/addresses/[id]/default');
  expect(routePattern('orders/[orderNumber]/index.ts')).toBe('/api/orders/[orderNumber]');
  expect(pathParams('/api/a/[id]/[...rest]/[[...opt]]')).toEqual(['id', 'rest', 'opt']);
});

test.describe('methods and origins', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const route of discoverApiRoutes()) {
    const spec = ROUTES[route];
    if (!spec) continue; // the table test above fails for it

    test(`${route} answers 405 with Allow to what it does not serve, and 403 to other origins`, async ({ playwright }, testInfo) => {
      const baseURL = baseUrlOf(testInfo);
      const ctx = await openContext(playwright, baseURL);
      const runner: Runner = { ctx, route, spec, prepared: PLACEHOLDER, origin: new URL(baseURL).origin, mode: 'signed-in', sent: 0, failures: [] };
      try {
        // Signed in: refusing a cross-site call matters most when the browser would send the cookies.
        // Always as HOSTILE.main: the fuzz tests may be changing the other members meanwhile.
        await login(ctx, baseURL);
        const served = servedMethods(spec);
        // The public API answers OPTIONS as a CORS preflight (issue #22): 204 with the methods it serves.
        if (spec.cors) {
          const preflight = await send(runner, makeCase({ method: 'OPTIONS', klass: 'seed', label: 'CORS preflight', origin: 'https://other.example' }));
          expect(preflight.status, `OPTIONS ${route} (preflight)`).toBe(204);
          expect(preflight.headers['access-control-allow-origin'], `CORS of ${route}`).toBe('*');
          expect(preflight.headers['access-control-allow-credentials'], `CORS of ${route}: never with credentials`).toBeUndefined();
          expect(
            (preflight.headers['access-control-allow-methods'] ?? '')
              .split(',')
              .map((m) => m.trim())
              .sort(),
            `preflight methods of ${route}`,
          ).toEqual([...served, 'OPTIONS'].sort());
        }
        for (const method of [...METHODS.filter((m) => !served.includes(m)), ...(spec.cors ? [] : ['OPTIONS']), 'PURGE']) {
          const answer = await send(runner, makeCase({ method, klass: 'seed', label: 'a method the route does not serve' }));
          expect(answer.status, `${method} ${route}: ${answer.text.slice(0, 200)}`).toBe(405);
          const allow = (answer.headers.allow ?? '')
            .split(',')
            .map((m) => m.trim())
            .filter(Boolean)
            .sort();
          expect(allow, `Allow of ${route} (the table's methods)`).toEqual([...served].sort());
        }
        // Not a method Node's HTTP parser knows: refused before Next, but never a 5xx.
        const nonsense = await send(runner, makeCase({ method: 'FUZZ', klass: 'seed', label: 'nonsense method' }));
        expect(nonsense.status ?? 0, `FUZZ ${route}: ${nonsense.text.slice(0, 200)}`).toBeLessThan(500);

        for (const method of served.filter((m) => m !== 'GET')) {
          const foreign: [string, Record<string, string>][] = [
            ['no Origin', {}],
            ['Origin https://evil.example', { origin: 'https://evil.example' }],
            ['Origin null', { origin: 'null' }],
            ['another port of our host', { origin: `http://127.0.0.1:1` }],
            ['only a foreign Referer', { referer: 'https://evil.example/page' }],
          ];
          for (const [label, headers] of foreign) {
            const answer = await send(runner, makeCase({ method, klass: 'seed', label, origin: null, headers }));
            if (spec.crossOrigin || spec.cors)
              expect(answer.status ?? 500, `${label} ${method} ${route} (${spec.cors ? 'public API' : 'server to server'})`).toBeLessThan(500);
            else expect(answer.status, `${label} ${method} ${route}: ${answer.text.slice(0, 200)}`).toBe(403);
          }
        }
      } finally {
        await ctx.dispose();
      }
    });
  }
});
