// The first-load JavaScript budgets of issue #11 (gzip): storefront pages at most 150 kB, the login page and the
// submit wizard at most 200 kB; my page, my orders and an order's page at most 200 kB (issue #24). Pure: the table runner (js-table.ts) and its unit test share it.
import type { FirstLoadJs } from './first-load-js';
import { MIX_ORDER } from './demo-order';
import { STATIC_STOREFRONT_PAGES } from '@/lib/shared/static-pages';

export const KB = 1000;

export interface JsPage {
  path: string;
  /** A protected page: fetched with a signed-in member's cookies. */
  signedIn?: boolean;
  budgetKb: number;
  budgetName: 'storefront' | 'login / wizard' | 'member';
}

const STOREFRONT = [...STATIC_STOREFRONT_PAGES];

export const JS_PAGES: JsPage[] = [
  ...STOREFRONT.map((path): JsPage => ({ path, budgetKb: 150, budgetName: 'storefront' })),
  { path: '/login', budgetKb: 200, budgetName: 'login / wizard' },
  { path: '/grading/submit', signedIn: true, budgetKb: 200, budgetName: 'login / wizard' },
  { path: '/account/dashboard', signedIn: true, budgetKb: 200, budgetName: 'member' },
  { path: '/account/orders', signedIn: true, budgetKb: 200, budgetName: 'member' },
  // The demo member's order of the signed-in mix (mix.ts), from the seed's demo orders.
  { path: `/account/orders/${MIX_ORDER}`, signedIn: true, budgetKb: 200, budgetName: 'member' },
];

/** A page not in JS_PAGES (BENCH_JS_PAGES) gets the storefront budget; `+` before a path signs in first. */
export function pageFor(spec: string): JsPage {
  const signedIn = spec.startsWith('+');
  const path = signedIn ? spec.slice(1) : spec;
  const known = JS_PAGES.find((page) => page.path === path);
  return known ? { ...known, signedIn: signedIn || known.signedIn } : { path, signedIn, budgetKb: 150, budgetName: 'storefront' };
}

export type JsRow = { page: JsPage; js: FirstLoadJs } | { page: JsPage; error: string };

const kb = (bytes: number) => (bytes / KB).toFixed(1);

export function verdict(page: JsPage, gzipBytes: number): string {
  const over = gzipBytes - page.budgetKb * KB;
  return over > 0 ? `**over** by ${kb(over)} kB` : `under by ${kb(-over)} kB`;
}

export function jsTable(rows: JsRow[]): string {
  const lines = ['| page | files | raw kB | gzip kB | target (gzip) | |', '| --- | ---: | ---: | ---: | --- | --- |'];
  for (const row of rows) {
    const name = `\`${row.page.path}\`${row.page.signedIn ? ' (signed in)' : ''}`;
    const target = `${row.page.budgetName} ≤ ${row.page.budgetKb} kB`;
    if ('error' in row) lines.push(`| ${name} | – | – | – | ${target} | FAIL: ${row.error.replace(/\|/g, '\\|')} |`);
    else lines.push(`| ${name} | ${row.js.files} | ${kb(row.js.rawBytes)} | ${kb(row.js.gzipBytes)} | ${target} | ${verdict(row.page, row.js.gzipBytes)} |`);
  }
  return lines.join('\n');
}
