// Helpers of the certificate scan and label tests (issue #10): the scan, label and order-photo routes behind a real
// HTTP server (busboy reads a real multipart stream, built by fetch's FormData as a browser does; JSON bodies are
// parsed as Next would), scan uploads, and a certificate on an order at a given processing stage.
import type { NextApiRequest, NextApiResponse } from 'next';
import type { Db } from '@/lib/server/db/client';
import type { GradingOrderProcessingStatus, GradingOrderStatus, SubmitType } from '@/lib/server/db/generated/enums';
import type { Prisma } from '@/lib/server/db/generated/client';
import scanRoute from '@/pages/api/admin/certificates/[serial]/images/[imageId]';
import scansRoute from '@/pages/api/admin/certificates/[serial]/images/index';
import labelsPrintedRoute from '@/pages/api/admin/orders/[orderNumber]/labels-printed';
import labelsRoute from '@/pages/api/admin/orders/[orderNumber]/labels';
import publicScanRoute from '@/pages/api/certificates/[serial]/images/[imageId]';
import reportPhotosRoute from '@/pages/api/certificates/[serial]/reports/[reportId]/photos';
import photoRoute from '@/pages/api/photos/[id]';
import photosRoute from '@/pages/api/photos/index';
import { publishOrderCertificates } from '@/lib/server/certificates/publish-certificates';
import { createCertificate } from '@/tests/factories/certificate';
import { createMember } from '@/tests/factories/member';
import { createOrder } from '@/tests/factories/order';
import { listen, nextify, readJsonBody } from '@/tests/helpers/route-server';
import type { ApiAnswer, PhotoServer } from '../photos/photo-helpers';
import { call } from '../photos/photo-helpers';

/** An answer with the message key the envelope carries on failures. */
export interface Answer<T = unknown> extends ApiAnswer<T> {
  body: ApiAnswer<T>['body'] & { key?: string };
}

/** photo-helpers' `call`, typed with the envelope's `key`. */
export const request = <T = unknown>(...args: Parameters<typeof call>) => call<T>(...args) as Promise<Answer<T>>;

type Route = ((req: NextApiRequest, res: NextApiResponse) => Promise<void>) & { config?: unknown };

/** A path pattern → its route module, its path parameters by position, and whether Next would parse a JSON body. */
export interface RouteEntry {
  pattern: RegExp;
  route: Route;
  params: string[];
  json: boolean;
}

/** A real HTTP server in front of `routes`: path parameters and the query as Next gives them; 404 for any other path. */
export function startRouteServer(routes: readonly RouteEntry[]): Promise<PhotoServer> {
  return listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const found = routes.map((entry) => ({ entry, match: entry.pattern.exec(url.pathname) })).find(({ match }) => match);
    if (!found) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const params = Object.fromEntries(found.entry.params.map((name, index) => [name, decodeURIComponent(found.match![index + 1]!)]));
    const query = { ...Object.fromEntries(url.searchParams), ...params };
    const run = (body: unknown) => {
      const { apiReq, apiRes } = nextify(req, res, query, body);
      void found.entry.route(apiReq, apiRes);
    };
    // A multipart route reads the stream itself (busboy).
    if (found.entry.json) void readJsonBody(req).then(run);
    else run(undefined);
  });
}

const ROUTES: RouteEntry[] = [
  { pattern: /^\/api\/admin\/certificates\/([^/]+)\/images$/, route: scansRoute, params: ['serial'], json: false },
  { pattern: /^\/api\/admin\/certificates\/([^/]+)\/images\/([^/]+)$/, route: scanRoute, params: ['serial', 'imageId'], json: true },
  { pattern: /^\/api\/certificates\/([^/]+)\/images\/([^/]+)$/, route: publicScanRoute, params: ['serial', 'imageId'], json: true },
  { pattern: /^\/api\/certificates\/([^/]+)\/reports\/([^/]+)\/photos$/, route: reportPhotosRoute, params: ['serial', 'reportId'], json: false },
  { pattern: /^\/api\/admin\/orders\/([^/]+)\/labels$/, route: labelsRoute, params: ['orderNumber'], json: true },
  { pattern: /^\/api\/admin\/orders\/([^/]+)\/labels-printed$/, route: labelsPrintedRoute, params: ['orderNumber'], json: true },
  { pattern: /^\/api\/photos$/, route: photosRoute, params: [], json: false },
  { pattern: /^\/api\/photos\/([^/]+)$/, route: photoRoute, params: ['id'], json: true },
];

export function startScanServer(): Promise<PhotoServer> {
  return startRouteServer(ROUTES);
}

export interface ScanUploadOptions {
  cookie?: string;
  /** The `kind` field; omitted when undefined. */
  kind?: string;
  filename?: string;
  type?: string;
}

/** POST /api/admin/certificates/[serial]/images as the staff page sends it. */
export function uploadScan<T = unknown>(server: PhotoServer, serial: string, bytes: Buffer, options: ScanUploadOptions = {}): Promise<Answer<T>> {
  const form = new FormData();
  if (options.kind !== undefined) form.append('kind', options.kind);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/jpeg' }), options.filename ?? 'scan.jpg');
  return request<T>(server, `/api/admin/certificates/${serial}/images`, { method: 'POST', body: form, cookie: options.cookie });
}

export function postJson<T = unknown>(server: PhotoServer, path: string, body: unknown, cookie?: string): Promise<Answer<T>> {
  return request<T>(server, path, { method: 'POST', body: JSON.stringify(body), cookie, headers: { 'content-type': 'application/json' } });
}

/** GET of a public scan: status, headers and bytes. */
export async function fetchScan(server: PhotoServer, path: string, cookie?: string) {
  const response = await fetch(`${server.origin}${path}`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

export interface StagedOrderOptions {
  status?: GradingOrderStatus;
  processing: GradingOrderProcessingStatus;
  submitType?: SubmitType;
  /** One card line per entry, each of one card. */
  lines?: Partial<Prisma.GradingOrderItemUncheckedUpdateInput>[];
}

/** A paid order of `memberId` at `processing`, with one line per entry of `lines` (default one). */
export async function stagedOrder(db: Db, memberId: number, options: StagedOrderOptions) {
  const count = options.lines?.length ?? 1;
  const order = await createOrder(db, memberId, {
    lines: [{ cardCategory: 'POKEMON', isAuto: false, quantity: count }],
    overrides: {
      gradingOrderStatus: options.status ?? 'PROCESSING',
      gradingOrderProcessingStatus: options.processing,
      submitType: options.submitType ?? 'GENERAL',
      paidAt: new Date(),
      receivedAt: new Date(),
    },
  });
  // One card per line from receipt on (docs/product/order-lifecycle.md#one-card-per-line-from-receipt).
  const [first] = order.gradingOrderItems;
  await db.gradingOrderItem.update({ where: { id: first!.id }, data: { quantity: 1, amount: first!.price, correspondCheck: 'OK', ...options.lines?.[0] } });
  for (let position = 1; position < count; position += 1) {
    const { id: _id, ...copy } = first!;
    await db.gradingOrderItem.create({
      data: { ...copy, position, quantity: 1, amount: first!.price, correspondCheck: 'OK', ...(options.lines?.[position] as object) },
    });
  }
  const items = await db.gradingOrderItem.findMany({ where: { gradingOrderId: order.id }, orderBy: { position: 'asc' } });
  return { ...order, gradingOrderItems: items };
}

/** A certificate graded on `itemId` (null: recorded before this system) for `memberId`. */
export function gradedCard(db: Db, itemId: number | null, memberId: number | null, overrides: Partial<Prisma.CertificateUncheckedCreateInput> = {}) {
  return createCertificate(db, { gradingOrderItemId: itemId, memberId, ...overrides });
}

/** A certificate of its own (a fresh collector and order), published as the CARD_SCORED step publishes it (counters too). */
export async function publishedCertificate(db: Db, overrides: Partial<Prisma.CertificateUncheckedCreateInput> = {}) {
  const collector = await createMember(db);
  const order = await stagedOrder(db, collector.id, { processing: 'CARD_SCORED' });
  const certificate = await gradedCard(db, order.gradingOrderItems[0]!.id, collector.id, { grade: 9, authentic: false, ...overrides });
  await db.$transaction((tx) => publishOrderCertificates(tx, order.id, new Date()));
  return certificate;
}
