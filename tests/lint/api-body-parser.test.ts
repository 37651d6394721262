/** @jest-environment node */
// Issue #24 (decision 0030): Next's body parser answers a malformed, oversized or unreadable body in plain text before
// our code runs, so every route under pages/api turns it off and apiHandler reads the body (lib/server/api/read-body.ts)
// and refuses a bad one in the `{ code, message, data }` envelope. Next reads `config` twice: at build time from the
// file's text (build/analysis/get-page-static-info.js — an object literal only: an imported constant is "unsupported",
// an error that fails `next build`; a re-export is ignored with a warning), and at run time from the module's export
// (server/api-utils/node/api-resolver.js: `resolverModule.config`). So each file must declare the literal itself.
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const API_DIR = path.join(root, 'pages', 'api');

/** The literal every route declares; `responseLimit: false` is kept by the routes that stream files. */
const CONFIG = /^export const config = \{ api: \{ bodyParser: false(?:, responseLimit: false)? \} \};$/m;
/** The routes that read the stream themselves say so to apiHandler. */
const OWN_BODY = /\bownBody: true\b/;
const READS_STREAM = /\breadPhotoUpload\b|\breadRawBody\b|\bbusboy\b/;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? routeFiles(full) : /\.[jt]sx?$/.test(entry.name) ? [full] : [];
  });
}

const files = routeFiles(API_DIR).map((file) => ({ name: path.relative(root, file), source: fs.readFileSync(file, 'utf8') }));

test('the check sees the literal and nothing else', () => {
  expect(CONFIG.test('export const config = { api: { bodyParser: false } };')).toBe(true);
  expect(CONFIG.test('export const config = { api: { bodyParser: false, responseLimit: false } };')).toBe(true);
  expect(CONFIG.test('export const config = API_CONFIG;')).toBe(false);
  expect(CONFIG.test("export { config } from '@/lib/server/api/config';")).toBe(false);
  expect(CONFIG.test('export const config = { api: { responseLimit: false } };')).toBe(false);
});

test('every API route turns Next’s body parser off with a literal config', () => {
  expect(files.length).toBeGreaterThan(100);
  expect(files.filter((file) => !CONFIG.test(file.source)).map((file) => file.name)).toEqual([]);
});

test('the routes that read the stream themselves, and only they, tell apiHandler so', () => {
  const mismatched = files.filter((file) => OWN_BODY.test(file.source) !== READS_STREAM.test(file.source)).map((file) => file.name);
  expect(mismatched).toEqual([]);
  expect(files.filter((file) => OWN_BODY.test(file.source)).length).toBe(7);
});
