/** @jest-environment node */
// Issue #24 ("one home per rule"): a route declares its query — the path's parameters included, Next merges them into
// req.query — as a schema that route() validates (lib/server/api/route.ts; the feature's parse helpers through
// lib/server/api/parsed-query.ts where a malformed parameter answers a not-found), and reads `query` from its context.
// A route that reads req.query itself keeps a second, unchecked home for the same rule.
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const API_DIR = path.join(root, 'pages', 'api');

/** `req.query`, `context.req.query`, a destructured `{ query } = req` or `req['query']`. */
const READS_QUERY = /\breq\s*(?:\?\.|\.)\s*query\b|\breq\[['"]query['"]\]|\{[^}]*\bquery\b[^}]*\}\s*=\s*req\b/;

/**
 * Routes that cannot use route() and so read req.query themselves, each with its reason. None today: every route goes
 * through route() (directly or through v1Route, whenProviderEnabled, noStore).
 */
const ALLOWED: Readonly<Record<string, string>> = {};

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? routeFiles(full) : /\.[jt]sx?$/.test(entry.name) ? [full] : [];
  });
}

const files = routeFiles(API_DIR).map((file) => ({ name: path.relative(root, file).split(path.sep).join('/'), source: fs.readFileSync(file, 'utf8') }));

test('the check sees every way of reading the raw query', () => {
  expect(READS_QUERY.test('run: ({ db, req }) => get(db, parseOrderNumber(req.query.orderNumber)),')).toBe(true);
  expect(READS_QUERY.test('run: (context) => get(context.req.query.id),')).toBe(true);
  expect(READS_QUERY.test('const id = req?.query.id;')).toBe(true);
  expect(READS_QUERY.test("const id = req['query'].id;")).toBe(true);
  expect(READS_QUERY.test('const { query } = req;')).toBe(true);
  expect(READS_QUERY.test('run: ({ db, query }) => get(db, query.orderNumber),')).toBe(false);
  expect(READS_QUERY.test('query: parsedQuery({ orderNumber: parseOrderNumber }),')).toBe(false);
});

test('no API route reads req.query: each declares its query schema', () => {
  expect(files.length).toBeGreaterThan(100);
  const offenders = files.filter((file) => READS_QUERY.test(file.source) && !(file.name in ALLOWED)).map((file) => file.name);
  expect(offenders).toEqual([]);
});

test('every allowed route exists and still needs its exception', () => {
  const stale = Object.keys(ALLOWED).filter((name) => !files.some((file) => file.name === name && READS_QUERY.test(file.source)));
  expect(stale).toEqual([]);
});
