/** @jest-environment node */
import type { FirstLoadJs } from './first-load-js';
import type { LoadFigures } from './load';
import type { MixFigures } from './mix';
import type { PageResult } from './report';
import { STOREFRONT_PAGES, evaluateTargets } from './targets';

const js = (gzipKb: number): FirstLoadJs => ({ files: 5, rawBytes: gzipKb * 3000, gzipBytes: gzipKb * 1000, skipped: [], scripts: [] });
const load = (p99Ms: number, errors = 0): LoadFigures => ({
  requestsPerSecond: 900,
  p50Ms: p99Ms / 3,
  p99Ms,
  requests: 9_000,
  errors,
  timeouts: errors,
  non2xx: 0,
});

function page(path: string, extra: Partial<PageResult> = {}): PageResult {
  return { path, signedIn: false, status: 200, runs: [], errors: [], firstLoadJs: js(120), app: load(40), appToLimit: 0.3, ...extra };
}

const lighthouse = (score: number) => ({ score, runs: [score, score, score], warnings: [] });

const mix: MixFigures = {
  requestsPerSecond: 410,
  p50Ms: 300,
  p99Ms: 1_500,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  over2s: 0,
  over10s: 0,
  answered: 12_000,
  cutOff: 150,
  connectionErrors: {},
  byKind: [],
};

function allPassing(): PageResult[] {
  return [
    ...STOREFRONT_PAGES.map((p) => page(p, ['/', '/grading/pricing', '/partner-shop'].includes(p) ? { lighthouse: lighthouse(0.97) } : {})),
    page('/login', { firstLoadJs: js(180), lighthouse: lighthouse(0.96) }),
    page('/grading/submit', { signedIn: true, firstLoadJs: js(190) }),
    page('/account/dashboard', { signedIn: true, serverTime: { p50Ms: 6.2, p99Ms: 11, requests: 700, errors: 0, non2xx: 0 }, app: load(250) }),
  ];
}

/** The pages after the storefront's, by their place in allPassing(). */
const LOGIN = STOREFRONT_PAGES.length;
const WIZARD = LOGIN + 1;
const MY_PAGE = LOGIN + 2;

const verdicts = (rows: ReturnType<typeof evaluateTargets>) => Object.fromEntries(rows.map((r) => [r.figure, r.verdict]));

describe('evaluateTargets (issue #11 Targets table)', () => {
  it('has one row per target, all PASS when every figure is within its target', () => {
    const rows = evaluateTargets(allPassing(), { combined: mix, connections: 200, durationSeconds: 30 });
    expect(rows.map((r) => r.figure)).toEqual([
      'Lighthouse mobile /',
      'Lighthouse mobile /grading/pricing',
      'Lighthouse mobile /partner-shop',
      'Lighthouse mobile /login',
      'first-load JS, storefront pages (gzip)',
      'first-load JS, /login and the wizard (gzip)',
      'storefront pages at 50 connections: app ÷ limit',
      'my page (/account/dashboard, signed in): server time per render at 1 connection',
      'my page at 50 connections',
      'signed-in mix at 200 connections for 30 s',
    ]);
    expect(rows.every((r) => r.verdict === 'PASS')).toBe(true);
    expect(rows[4]!.measured).toBe(`max 120.0 kB (/), ${STOREFRONT_PAGES.length} page(s)`);
    expect(rows[7]!.measured).toBe('median 6.2 ms (p99 11.0 ms)');
    expect(rows[9]!.measured).toBe('410 req/s, 0 errors, p99 1,500 ms, over 2 s 0.0 %, over 10 s 0.0 %');
  });

  it('misses each target on its own figure and names the worst page', () => {
    const pages = allPassing();
    pages[0]!.lighthouse = lighthouse(0.94);
    pages[LOGIN - 1]!.firstLoadJs = js(151);
    pages[3]!.appToLimit = 0.2;
    pages[4]!.app = load(90, 3);
    pages[WIZARD]!.firstLoadJs = js(201);
    pages[MY_PAGE]!.serverTime = { p50Ms: 8.5, p99Ms: 30, requests: 500, errors: 0, non2xx: 0 };
    pages[MY_PAGE]!.app = load(301);
    const rows = evaluateTargets(pages, { combined: { ...mix, p99Ms: 2_100 }, connections: 200, durationSeconds: 30 });
    expect(verdicts(rows)).toEqual({
      'Lighthouse mobile /': 'MISS',
      'Lighthouse mobile /grading/pricing': 'PASS',
      'Lighthouse mobile /partner-shop': 'PASS',
      'Lighthouse mobile /login': 'PASS',
      'first-load JS, storefront pages (gzip)': 'MISS',
      'first-load JS, /login and the wizard (gzip)': 'MISS',
      'storefront pages at 50 connections: app ÷ limit': 'MISS',
      'my page (/account/dashboard, signed in): server time per render at 1 connection': 'MISS',
      'my page at 50 connections': 'MISS',
      'signed-in mix at 200 connections for 30 s': 'MISS',
    });
    expect(rows[4]!.measured).toContain('max 151.0 kB (/partner-shop)');
    expect(rows[6]!.measured).toBe(`min 20.0 % (/grading/detail), 3 errors, p99 max 90.0 ms (/privacy), ${STOREFRONT_PAGES.length} page(s)`);
  });

  it('counts non-2xx answers as errors', () => {
    const rows = evaluateTargets(allPassing(), { combined: { ...mix, non2xx: 1 }, connections: 200, durationSeconds: 30 });
    expect(rows[9]).toMatchObject({ verdict: 'MISS', measured: expect.stringContaining('1 errors') });
  });

  it('says n/a for what was not measured, and for a partly measured group', () => {
    const pages = allPassing().filter((p) => p.path !== '/login');
    pages[1] = { ...pages[1]!, status: 404, firstLoadJs: undefined, app: undefined, appToLimit: undefined, errors: ['HTTP 404'] };
    const rows = evaluateTargets(pages);
    expect(verdicts(rows)).toMatchObject({
      'Lighthouse mobile /login': 'n/a',
      'first-load JS, storefront pages (gzip)': 'n/a',
      'first-load JS, /login and the wizard (gzip)': 'PASS',
      'storefront pages at 50 connections: app ÷ limit': 'n/a',
      'signed-in mix at 200 connections for 30 s': 'n/a',
    });
    expect(rows[4]!.measured).toBe(`max 120.0 kB (/), ${STOREFRONT_PAGES.length - 1} page(s); not measured: /about-us`);
    expect(rows[3]!.measured).toBe('not measured');
  });
});
