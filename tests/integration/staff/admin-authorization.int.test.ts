/** @jest-environment node */
// The back office's authorisation matrix (issue #10): every /api/admin route × every kind of caller, each cell its
// own test. A guest gets 401; a member, another member and a dormant member get 403 (a dormant one: ACCOUNT_DORMANT,
// as requireSession answers every dormant session, docs/product/accounts.md#roles-and-permissions); STAFF gets 403 on
// the ADMIN-only tools; the roles a route admits get past the role check (what the service answers then is its own
// business, but never a 500). The routes run behind a real HTTP server, so JSON and multipart bodies arrive as
// a browser sends them. The table (admin-route-table.ts) must name every route file and every method it serves.
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import type { Role } from '@/lib/server/db/generated/enums';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { createCertificate } from '@/tests/factories/certificate';
import { createOrderIn } from '@/tests/factories/order-states';
import { callApi } from '@/tests/helpers/api';
import { type RouteServer, listen, nextify, readJsonBody } from '@/tests/helpers/route-server';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type SignedIn, signedInMember } from '../account/account-helpers';
import { prepareOrderDb } from '../orders/order-helpers';
import { ADMIN_ROUTES, type AdminRouteRow, type MatrixSamples } from './admin-route-table';

type Handler = ((req: NextApiRequest, res: NextApiResponse) => Promise<void>) & { config?: unknown };
type Module = { default: Handler; config?: { api?: { bodyParser?: unknown } } };

const ADMIN_DIR = path.join(process.cwd(), 'pages/api/admin');

/** Every route file under pages/api/admin, as its route ('/api/admin/orders/[orderNumber]'). */
function routeFiles(dir = ADMIN_DIR): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) for (const [route, source] of routeFiles(file)) found.set(route, source);
    else if (/\.tsx?$/.test(entry.name)) {
      const route = `/${path.relative(path.join(process.cwd(), 'pages'), file).split(path.sep).join('/')}`.replace(/\.tsx?$/, '').replace(/\/index$/, '');
      found.set(route, file);
    }
  }
  return found;
}

const FILES = fs.existsSync(ADMIN_DIR) ? routeFiles() : new Map<string, string>();
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the route files are found at run time
const load = (route: string): Module => require(FILES.get(route)!) as Module;

type Caller = 'guest' | 'member' | 'anotherMember' | 'dormantMember' | 'STAFF' | 'ADMIN';
const CALLERS: readonly Caller[] = ['guest', 'member', 'anotherMember', 'dormantMember', 'STAFF', 'ADMIN'];

/** What a caller gets from a route admitting `roles`: a denial (status and code), or null for "let through". */
function expected(caller: Caller, roles: readonly Role[]): { status: number; code: string } | null {
  if (caller === 'guest') return { status: 401, code: 'UNAUTHORIZED' };
  if (caller === 'dormantMember') return { status: 403, code: 'ACCOUNT_DORMANT' };
  if (caller === 'member' || caller === 'anotherMember') return { status: 403, code: 'FORBIDDEN' };
  return roles.includes(caller) ? null : { status: 403, code: 'FORBIDDEN' };
}

let testDb: TestDb;
let server: RouteServer;
let origin: string;
let uploadDir: string;
let samples: MatrixSamples;
const jars: Partial<Record<Caller, SignedIn>> = {};

/** A route of the table behind the server: its query (path parameters included), and a JSON body unless it reads the stream itself. */
function serve(req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const row = ADMIN_ROUTES[Number(url.searchParams.get('__row'))]!;
  url.searchParams.delete('__row');
  const route = load(row.route);
  const run = (body: unknown) => {
    const { apiReq, apiRes } = nextify(req, res, { ...Object.fromEntries(url.searchParams), ...(row.params?.(samples) ?? {}) }, body);
    void route.default(apiReq, apiRes);
  };
  // A route that reads the stream itself (busboy) gets it untouched.
  if (route.config?.api?.bodyParser !== false) void readJsonBody(req).then(run);
  else run(undefined);
}

/** A 1×1 PNG: enough for an upload route to read a file. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function call(index: number, caller: Caller): Promise<{ status: number; code: string | undefined }> {
  const row = ADMIN_ROUTES[index]!;
  const url = new URL(`${origin}/?__row=${index}`);
  const headers: Record<string, string> = { origin };
  const cookies = caller === 'guest' ? {} : jars[caller]!.jar.cookies;
  headers.cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  const fields = row.body?.(samples) ?? {};
  let body: string | FormData | undefined;
  if (row.method === 'GET') for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, String(value));
  else if (row.multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) if (name !== 'file') form.set(name, String(value));
    form.set('file', new Blob([PNG], { type: 'image/png' }), 'card.png');
    body = form;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(fields);
  }
  const response = await fetch(url, { method: row.method, headers, body });
  const text = await response.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { code?: string }).code;
  } catch {
    code = undefined;
  }
  return { status: response.status, code };
}

beforeAll(async () => {
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardgrade-matrix-'));
  process.env.UPLOAD_DIR = uploadDir;
  testDb = await createTestDb();
  resetLimitersForTests();
  await prepareOrderDb(testDb.db);
  jars.member = await signedInMember(testDb.db);
  jars.anotherMember = await signedInMember(testDb.db);
  jars.dormantMember = await signedInMember(testDb.db, { mbStatus: 'DORMANCY', dormantAt: new Date() });
  jars.STAFF = await signedInMember(testDb.db, { role: 'STAFF' });
  jars.ADMIN = await signedInMember(testDb.db, { role: 'ADMIN' });
  const owner = jars.member.member;
  const { order } = await createOrderIn(testDb.db, owner.id, 'SHIPPING_IN');
  const { order: graded } = await createOrderIn(testDb.db, owner.id, 'SHIPPING_OUT_COMPLETE');
  const certificate = await createCertificate(testDb.db, { gradingOrderItemId: graded.gradingOrderItems[0]!.id, memberId: owner.id });
  samples = { orderNumber: order.orderNumber, cardId: String(order.gradingOrderItems[0]!.id), serial: certificate.serial, mbId: owner.mbId };
  server = await listen(serve);
  origin = server.origin;
}, 60_000);

afterAll(async () => {
  await server.close();
  await testDb.close();
  delete process.env.UPLOAD_DIR;
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

describe('the table names every /api/admin route and method, and nothing else', () => {
  test('every route file under pages/api/admin has a row', () => {
    const named = new Set(ADMIN_ROUTES.map((row) => row.route));
    expect([...FILES.keys()].filter((route) => !named.has(route))).toEqual([]);
  });

  test('every row names a route file', () => {
    expect(ADMIN_ROUTES.map((row) => row.route).filter((route) => !FILES.has(route))).toEqual([]);
  });

  test('every method a route serves has its row, and no row names a method the route does not serve', async () => {
    const missing: string[] = [];
    const stray: string[] = [];
    for (const route of FILES.keys()) {
      // apiHandler answers a method it does not serve with 405 and the methods it does in Allow.
      const answer = await callApi(load(route).default, { method: 'OPTIONS' });
      const served = String(answer.headers.allow ?? '')
        .split(/,\s*/)
        .filter(Boolean);
      const rows = ADMIN_ROUTES.filter((row) => row.route === route).map((row) => row.method as string);
      missing.push(...served.filter((method) => !rows.includes(method)).map((method) => `${method} ${route}`));
      stray.push(...rows.filter((method) => !served.includes(method)).map((method) => `${method} ${route}`));
    }
    expect({ missing, stray }).toEqual({ missing: [], stray: [] });
  });

  test('each route and method has one row, admitting STAFF_ROLES or ADMIN_ROLES', () => {
    const keys = ADMIN_ROUTES.map((row) => `${row.method} ${row.route}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    for (const row of ADMIN_ROUTES) expect([['STAFF', 'ADMIN'], ['ADMIN']]).toContainEqual([...row.roles]);
  });
});

const CELLS = ADMIN_ROUTES.flatMap((row: AdminRouteRow, index) =>
  CALLERS.map((caller) => {
    const denial = expected(caller, row.roles);
    return { index, caller, denial, name: `${row.method} ${row.route} as ${caller} → ${denial ? `${denial.status} ${denial.code}` : 'let through'}` };
  }),
);

test.each(CELLS)('$name', async ({ index, caller, denial }) => {
  const answer = await call(index, caller);
  if (denial) expect(answer).toEqual(denial);
  else {
    expect([401, 403]).not.toContain(answer.status);
    expect(answer.status).toBeLessThan(500);
  }
});
