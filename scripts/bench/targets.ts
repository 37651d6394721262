// The targets table of issue #11, filled in from one bench run: the figure measured, the target, PASS or
// MISS. A benchmark, not a test: a MISS is reported, never an exit code. "n/a" means the figure was not
// measured (a page failed or was not in BENCH_PAGES).
import type { MixFigures } from './mix';
import type { PageResult } from './report';
import { dash, kB, num, percent } from './table';
import { STATIC_STOREFRONT_PAGES } from '@/lib/shared/static-pages';

export type Verdict = 'PASS' | 'MISS' | 'n/a';

export interface TargetRow {
  figure: string;
  measured: string;
  target: string;
  verdict: Verdict;
}

export const STOREFRONT_PAGES = [...STATIC_STOREFRONT_PAGES];
export const LIGHTHOUSE_PAGES = ['/', '/grading/pricing', '/partner-shop', '/login'];
export const LOGIN_AND_WIZARD = ['/login', '/grading/submit'];
/** The per-request page with data the issue measures: my page, signed in. */
export const MY_PAGE = '/account/dashboard';

export const TARGETS = {
  lighthouse: 0.95,
  storefrontJsKb: 150,
  loginWizardJsKb: 200,
  storefrontShare: 0.25,
  storefrontP99Ms: 100,
  myPageMedianMs: 8,
  myPageP99Ms: 300,
  mixP99Ms: 2_000,
} as const;

const verdict = (pass: boolean): Verdict => (pass ? 'PASS' : 'MISS');
const ms = (value?: number) => (value === undefined ? dash : `${num(value, value < 100 ? 1 : 0)} ms`);

/** What went wrong under load: connection errors, timeouts and non-2xx answers together. */
const failures = (figures: { errors: number; non2xx: number }) => figures.errors + figures.non2xx;

/** The pages of `paths` that this run included, split into measured (by `has`) and not. */
function coverage(pages: PageResult[], paths: string[], has: (p: PageResult) => boolean) {
  const included = pages.filter((p) => paths.includes(p.path));
  return { measured: included.filter(has), missing: included.filter((p) => !has(p)).map((p) => p.path) };
}

function notMeasured(missing: string[]): string {
  return missing.length > 0 ? `; not measured: ${missing.join(', ')}` : '';
}

function lighthouseRows(pages: PageResult[]): TargetRow[] {
  return LIGHTHOUSE_PAGES.map((path) => {
    const score = pages.find((p) => p.path === path)?.lighthouse?.score;
    const figure = `Lighthouse mobile ${path}`;
    const target = `≥ ${TARGETS.lighthouse.toFixed(2)}`;
    if (score === undefined || score === null) return { figure, measured: 'not measured', target, verdict: 'n/a' };
    return { figure, measured: score.toFixed(2), target, verdict: verdict(score >= TARGETS.lighthouse) };
  });
}

function firstLoadRow(pages: PageResult[], figure: string, paths: string[], budgetKb: number): TargetRow {
  const target = `≤ ${budgetKb} kB`;
  const { measured, missing } = coverage(pages, paths, (p) => p.firstLoadJs !== undefined);
  if (measured.length === 0) return { figure, measured: 'not measured', target, verdict: 'n/a' };
  const worst = measured.reduce((a, b) => (b.firstLoadJs!.gzipBytes > a.firstLoadJs!.gzipBytes ? b : a));
  const pass = measured.every((p) => p.firstLoadJs!.gzipBytes <= budgetKb * 1000);
  return {
    figure,
    measured: `max ${kB(worst.firstLoadJs!.gzipBytes)} kB (${worst.path}), ${measured.length} page(s)${notMeasured(missing)}`,
    target,
    verdict: missing.length > 0 ? 'n/a' : verdict(pass),
  };
}

function storefrontLoadRow(pages: PageResult[]): TargetRow {
  const figure = 'storefront pages at 50 connections: app ÷ limit';
  const target = `≥ ${TARGETS.storefrontShare * 100} %, 0 errors, p99 ≤ ${TARGETS.storefrontP99Ms} ms`;
  const { measured, missing } = coverage(pages, STOREFRONT_PAGES, (p) => p.app !== undefined && p.appToLimit !== undefined);
  if (measured.length === 0) return { figure, measured: 'not measured', target, verdict: 'n/a' };
  const lowest = measured.reduce((a, b) => (b.appToLimit! < a.appToLimit! ? b : a));
  const slowest = measured.reduce((a, b) => (b.app!.p99Ms > a.app!.p99Ms ? b : a));
  const errors = measured.reduce((total, p) => total + failures(p.app!), 0);
  const pass = measured.every((p) => p.appToLimit! >= TARGETS.storefrontShare && p.app!.p99Ms <= TARGETS.storefrontP99Ms) && errors === 0;
  return {
    figure,
    measured:
      `min ${percent(lowest.appToLimit)} (${lowest.path}), ${num(errors)} errors, ` +
      `p99 max ${ms(slowest.app!.p99Ms)} (${slowest.path}), ${measured.length} page(s)${notMeasured(missing)}`,
    target,
    verdict: missing.length > 0 ? 'n/a' : verdict(pass),
  };
}

function myPageRows(pages: PageResult[]): TargetRow[] {
  const page = pages.find((p) => p.path === MY_PAGE);
  const oneFigure = `my page (${MY_PAGE}, signed in): server time per render at 1 connection`;
  const oneTarget = `≤ ${TARGETS.myPageMedianMs} ms median`;
  const fiftyFigure = 'my page at 50 connections';
  const fiftyTarget = `0 errors, p99 ≤ ${TARGETS.myPageP99Ms} ms`;
  const time = page?.serverTime;
  const rows: TargetRow[] = [
    time?.p50Ms === undefined
      ? { figure: oneFigure, measured: 'not measured', target: oneTarget, verdict: 'n/a' }
      : {
          figure: oneFigure,
          measured: `median ${ms(time.p50Ms)} (p99 ${ms(time.p99Ms)})`,
          target: oneTarget,
          verdict: verdict(time.p50Ms <= TARGETS.myPageMedianMs && failures(time) === 0),
        },
  ];
  const app = page?.app;
  rows.push(
    app === undefined
      ? { figure: fiftyFigure, measured: 'not measured', target: fiftyTarget, verdict: 'n/a' }
      : {
          figure: fiftyFigure,
          measured: `${num(failures(app))} errors, p99 ${ms(app.p99Ms)}`,
          target: fiftyTarget,
          verdict: verdict(failures(app) === 0 && app.p99Ms <= TARGETS.myPageP99Ms),
        },
  );
  return rows;
}

function mixRow(mix: MixFigures | undefined, connections: number, seconds: number): TargetRow {
  const figure = `signed-in mix at ${connections} connections for ${seconds} s`;
  const target = `0 errors, p99 ≤ ${TARGETS.mixP99Ms / 1000} s`;
  if (!mix || mix.p99Ms === undefined) return { figure, measured: 'not measured', target, verdict: 'n/a' };
  return {
    figure,
    measured:
      `${num(mix.requestsPerSecond)} req/s, ${num(failures(mix))} errors, p99 ${ms(mix.p99Ms)}, ` +
      `over 2 s ${percent(mix.over2s)}, over 10 s ${percent(mix.over10s)}`,
    target,
    verdict: verdict(failures(mix) === 0 && mix.p99Ms <= TARGETS.mixP99Ms),
  };
}

export function evaluateTargets(pages: PageResult[], mix?: { combined?: MixFigures; connections: number; durationSeconds: number }): TargetRow[] {
  return [
    ...lighthouseRows(pages),
    firstLoadRow(pages, 'first-load JS, storefront pages (gzip)', STOREFRONT_PAGES, TARGETS.storefrontJsKb),
    firstLoadRow(pages, 'first-load JS, /login and the wizard (gzip)', LOGIN_AND_WIZARD, TARGETS.loginWizardJsKb),
    storefrontLoadRow(pages),
    ...myPageRows(pages),
    mixRow(mix?.combined, mix?.connections ?? 200, mix?.durationSeconds ?? 30),
  ];
}
