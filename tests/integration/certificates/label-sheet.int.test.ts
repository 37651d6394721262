/** @jest-environment node */
// The label sheet of an order and the Print button's record (issue #10; docs/product/certificates.md#label-printing,
// docs/decisions/0012-label-signature.md): per certificate the serial, the grade or "A", the card line, the subgrades
// and a QR code of the absolute signed certificate URL; a reholder order's sheet carries its cards' old serials and
// grades; labels-printed writes labelPrintedAt and one AuditLog row per label in one transaction.
import type { GetServerSidePropsContext } from 'next';
import QRCode from 'qrcode';
import { checkLabel } from '@/lib/server/certificates/check-label';
import { LABEL_QUERY } from '@/lib/shared/certificate';
import type { LabelSheet } from '@/lib/shared/lab/labels';
import { LABELS_ERRORS } from '@/lib/shared/schemas/labels';
import { getServerSideProps as labelsPage } from '@/pages/admin/orders/[orderNumber]/labels';
import type { TestDb } from '@/tests/helpers/test-db';
import { signedInMember } from '../account/account-helpers';
import { openUploadWorld, type PhotoServer, type Signed, signedIn, type UploadWorld } from '../photos/photo-helpers';
import { gradedCard, postJson, request, stagedOrder, startScanServer } from './scan-helpers';

const ORIGIN = 'https://cardgrade.example';
let savedOrigin: string | undefined;
let testDb: TestDb;
let server: PhotoServer;
let close: UploadWorld['close'];
let collector: Signed;
let staff: Signed;

beforeAll(async () => {
  savedOrigin = process.env.APP_ORIGIN;
  process.env.APP_ORIGIN = `${ORIGIN}, https://www.cardgrade.example`;
  ({ testDb, server, close } = await openUploadWorld(startScanServer));
  [collector, staff] = [await signedIn(testDb.db), await signedIn(testDb.db, { role: 'STAFF' })];
}, 60_000);
afterAll(async () => {
  await close();
  if (savedOrigin === undefined) delete process.env.APP_ORIGIN;
  else process.env.APP_ORIGIN = savedOrigin;
});

const sheetOf = (orderNumber: string, cookie = staff.cookie) => request<LabelSheet>(server, `/api/admin/orders/${orderNumber}/labels`, { cookie });
const printed = (orderNumber: string, serials: unknown, cookie = staff.cookie) =>
  postJson<{ printedAt: string }>(server, `/api/admin/orders/${orderNumber}/labels-printed`, { serials }, cookie);
const CHARIZARD = {
  cardCategory: 'POKEMON',
  year: 1999,
  brand: 'Wizards of the Coast',
  setName: 'Base Set',
  cardNumber: '4/102',
  playerName: 'Charizard',
} as const;

/** A scored order of three cards: two graded (one "A"), the third UNGRADABLE and paid back. */
async function scoredOrder(processing: Parameters<typeof stagedOrder>[2]['processing'] = 'CARD_SCORED') {
  const order = await stagedOrder(testDb.db, collector.member.id, { processing, lines: [{}, {}, { correspondCheck: 'UNGRADABLE' }] });
  const [first, second] = order.gradingOrderItems;
  const graded = await gradedCard(testDb.db, first!.id, collector.member.id, {
    ...CHARIZARD,
    grade: 9.5,
    authentic: false,
    surface: 10,
    edges: 9.5,
    corners: 9,
    centering: 9.5,
    isAuto: true,
    autoGrade: 10,
  });
  const marked = await gradedCard(testDb.db, second!.id, collector.member.id, { grade: null, authentic: true, isAuto: false, autoGrade: null });
  return { order, graded, marked };
}

/** The certificate page's verdict on a label's code, for the certificate as it is now. */
async function verdictOf(certificate: { id: number }, code: { kid: unknown; sig: unknown }) {
  const row = await testDb.db.certificate.findUniqueOrThrow({ where: { id: certificate.id } });
  return (await checkLabel(testDb.db, row, code, null))?.verdict;
}

/** The QR URL's key id and signature, and the URL without them. */
function labelQuery(url: string) {
  const parsed = new URL(url);
  return { base: `${parsed.origin}${parsed.pathname}`, kid: parsed.searchParams.get(LABEL_QUERY.kid), sig: parsed.searchParams.get(LABEL_QUERY.sig) };
}

test('a scored order: one label per graded card, in card order, with an absolute QR URL that verifies', async () => {
  const { order, graded, marked } = await scoredOrder();
  const answer = await sheetOf(order.orderNumber);
  expect(answer.status).toBe(200);
  const sheet = answer.body.data!;
  expect(sheet).toMatchObject({ orderNumber: order.orderNumber, reholder: false, printable: true });
  expect(sheet.labels.map((label) => label.serial)).toEqual([graded.serial, marked.serial]);

  const [first, second] = sheet.labels;
  expect(first).toMatchObject({
    grade: '9.5',
    authentic: false,
    cardLine: '1999 Wizards of the Coast Base Set #4/102 Charizard',
    subgrades: { surface: 10, edges: 9.5, corners: 9, centering: 9.5 },
    autoGrade: 10,
    labelPrintedAt: null,
  });
  expect(second).toMatchObject({ grade: 'A', authentic: true, autoGrade: null });
  for (const [label, certificate] of [
    [first!, graded],
    [second!, marked],
  ] as const) {
    const { base, kid, sig } = labelQuery(label.qrUrl);
    expect(base).toBe(`${ORIGIN}/certification/${certificate.serial}`);
    expect(await verdictOf(certificate, { kid, sig })).toBe('valid');
    // The code is the URL, drawn as SVG on the server (same matrix as the library makes of the URL).
    expect(label.qrSvg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"/);
    expect(label.qrSvg).toBe(
      await QRCode.toString(label.qrUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } }),
    );
    expect(label.qrSvg).not.toMatch(/<script|on\w+=/i);
  }
  // A label of one certificate does not verify for the other.
  const { kid, sig } = labelQuery(first!.qrUrl);
  expect(await verdictOf(marked, { kid, sig })).toBe('not-verified');
});

test('before scoring the sheet is empty and nothing can be recorded as printed', async () => {
  const { order, graded } = await scoredOrder('CARD_DEFECT_CHECKED');
  const sheet = (await sheetOf(order.orderNumber)).body.data!;
  expect(sheet).toEqual({ orderNumber: order.orderNumber, reholder: false, printable: false, labels: [] });
  const refused = await printed(order.orderNumber, [graded.serial]);
  expect([refused.status, refused.body.code, refused.body.key]).toEqual([409, 'CONFLICT', LABELS_ERRORS.notNow]);
  expect((await testDb.db.certificate.findUniqueOrThrow({ where: { id: graded.id } })).labelPrintedAt).toBeNull();
});

test('a reholder order: new labels with the old serials and grades, signed anew; an omitted card gets none', async () => {
  // Cards graded in earlier orders (one of them before this system).
  const earlier = await stagedOrder(testDb.db, collector.member.id, { processing: 'SHIPPING_OUT_COMPLETE', status: 'COMPLETE' });
  const old = await gradedCard(testDb.db, earlier.gradingOrderItems[0]!.id, collector.member.id, { ...CHARIZARD, grade: 8.5, authentic: false });
  const legacy = await gradedCard(testDb.db, null, collector.member.id, { grade: 10, authentic: false });
  const missing = await gradedCard(testDb.db, null, collector.member.id, { grade: 7, authentic: false });
  const reholder = await stagedOrder(testDb.db, collector.member.id, {
    processing: 'CARD_CORRESPOND_CHECKED',
    submitType: 'REHOLDER',
    lines: [{ serialNumber: old.serial }, { serialNumber: missing.serial, correspondCheck: 'OMITTED' }, { serialNumber: legacy.serial }],
  });

  const sheet = (await sheetOf(reholder.orderNumber)).body.data!;
  expect(sheet).toMatchObject({ orderNumber: reholder.orderNumber, reholder: true, printable: true });
  expect(sheet.labels.map((label) => [label.serial, label.grade])).toEqual([
    [old.serial, '8.5'],
    [legacy.serial, '10'],
  ]);
  expect(sheet.labels[0]!.cardLine).toBe('1999 Wizards of the Coast Base Set #4/102 Charizard');
  for (const [label, certificate] of [
    [sheet.labels[0]!, old],
    [sheet.labels[1]!, legacy],
  ] as const) {
    expect(await verdictOf(certificate, labelQuery(label.qrUrl))).toBe('valid');
  }
  // The certificates themselves are unchanged: same serial, same grade.
  expect(await testDb.db.certificate.findUniqueOrThrow({ where: { id: old.id } })).toMatchObject({
    serial: old.serial,
    grade: 8.5,
    gradingOrderItemId: earlier.gradingOrderItems[0]!.id,
  });

  // Before its cards were checked, a reholder order has no sheet.
  const unchecked = await stagedOrder(testDb.db, collector.member.id, {
    processing: 'WAREHOUSE_IN',
    submitType: 'REHOLDER',
    lines: [{ serialNumber: old.serial, correspondCheck: 'NOT_DETERMINED' }],
  });
  expect((await sheetOf(unchecked.orderNumber)).body.data).toMatchObject({ printable: false, labels: [] });
});

test('labels-printed: labelPrintedAt and one audit row per label; a reprint records the previous time', async () => {
  const { order, graded, marked } = await scoredOrder('CASING_COMPLETE');
  const first = await printed(order.orderNumber, [graded.serial, marked.serial]);
  expect(first.status).toBe(200);
  const printedAt = first.body.data!.printedAt;
  expect(new Date(printedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  const rows = await testDb.db.certificate.findMany({ where: { id: { in: [graded.id, marked.id] } }, orderBy: { id: 'asc' } });
  expect(rows.map((row) => row.labelPrintedAt?.toISOString())).toEqual([printedAt, printedAt]);
  const audit = await testDb.db.auditLog.findMany({
    where: { action: 'certificate.labelPrinted', entity: 'Certificate', entityId: { in: [graded.serial, marked.serial] } },
    orderBy: { id: 'asc' },
  });
  expect(audit.map((row) => [row.actorId, row.entityId, row.data])).toEqual([
    [staff.member.id, graded.serial, { from: null, to: printedAt, orderNumber: order.orderNumber }],
    [staff.member.id, marked.serial, { from: null, to: printedAt, orderNumber: order.orderNumber }],
  ]);
  // The sheet shows when each label was printed.
  expect((await sheetOf(order.orderNumber)).body.data!.labels.map((label) => label.labelPrintedAt)).toEqual([printedAt, printedAt]);

  const again = await printed(order.orderNumber, [marked.serial]);
  expect(again.status).toBe(200);
  const reprint = await testDb.db.auditLog.findFirstOrThrow({
    where: { action: 'certificate.labelPrinted', entityId: marked.serial },
    orderBy: { id: 'desc' },
  });
  expect(reprint.data).toEqual({ from: printedAt, to: again.body.data!.printedAt, orderNumber: order.orderNumber });
  expect((await testDb.db.certificate.findUniqueOrThrow({ where: { id: graded.id } })).labelPrintedAt?.toISOString()).toBe(printedAt);
});

test("labels-printed refuses a serial not on the order's sheet, writing nothing; bad bodies are 400s", async () => {
  const { order, graded } = await scoredOrder();
  const { graded: elsewhere } = await scoredOrder();
  const stray = await printed(order.orderNumber, [graded.serial, elsewhere.serial]);
  expect([stray.status, stray.body.code, stray.body.errors]).toEqual([
    400,
    'VALIDATION',
    [expect.objectContaining({ path: 'serials[1]', key: LABELS_ERRORS.notOnSheet })],
  ]);
  expect((await testDb.db.certificate.findUniqueOrThrow({ where: { id: graded.id } })).labelPrintedAt).toBeNull();
  expect(await testDb.db.auditLog.count({ where: { action: 'certificate.labelPrinted', entityId: graded.serial } })).toBe(0);

  for (const serials of [[], ['123'], [Number(graded.serial)], [graded.serial, graded.serial], 'nope', null]) {
    const answer = await printed(order.orderNumber, serials);
    expect([answer.status, answer.body.code]).toEqual([400, 'VALIDATION']);
  }
  expect((await testDb.db.certificate.findUniqueOrThrow({ where: { id: graded.id } })).labelPrintedAt).toBeNull();
});

test('unknown orders, drafts, members and guests', async () => {
  const { order, graded } = await scoredOrder();
  const draft = await stagedOrder(testDb.db, collector.member.id, { processing: 'NOT_PROCESSING', status: 'TEMP_SAVED' });
  for (const orderNumber of ['G000000000000', draft.orderNumber]) {
    expect((await sheetOf(orderNumber)).status).toBe(404);
    expect((await printed(orderNumber, [graded.serial])).status).toBe(404);
  }
  expect((await sheetOf('not-an-order')).status).toBe(404);
  expect((await sheetOf(order.orderNumber, collector.cookie)).status).toBe(403);
  expect((await printed(order.orderNumber, [graded.serial], collector.cookie)).status).toBe(403);
  expect((await request(server, `/api/admin/orders/${order.orderNumber}/labels`)).status).toBe(401);
  const answer = await sheetOf(order.orderNumber);
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  expect((await testDb.db.certificate.findUniqueOrThrow({ where: { id: graded.id } })).labelPrintedAt).toBeNull();
});

test('the labels page renders the sheet on the server for staff only; others get the not-found page', async () => {
  const { order, graded } = await scoredOrder();
  const page = (orderNumber: string, cookies: Record<string, string>) => {
    const headers = new Map<string, unknown>();
    const res = { getHeader: (n: string) => headers.get(n.toLowerCase()), setHeader: (n: string, v: unknown) => headers.set(n.toLowerCase(), v) };
    const path = `/admin/orders/${orderNumber}/labels?format=roll`;
    const context = {
      req: { headers: {}, cookies },
      res,
      locale: 'en',
      defaultLocale: 'zh-TW',
      locales: ['zh-TW', 'en', 'ko'],
      resolvedUrl: path,
      query: { orderNumber, format: 'roll' },
      params: { orderNumber },
    };
    return labelsPage(context as unknown as GetServerSidePropsContext) as Promise<{ props?: { initial: LabelSheet | null }; notFound?: true }>;
  };
  const staffer = await signedInMember(testDb.db, { role: 'STAFF' });
  const shown = await page(order.orderNumber, staffer.jar.cookies);
  expect(shown.props?.initial).toMatchObject({
    orderNumber: order.orderNumber,
    printable: true,
    labels: [expect.objectContaining({ serial: graded.serial, grade: '9.5' }), expect.anything()],
  });
  const member = await signedInMember(testDb.db);
  expect(await page(order.orderNumber, member.jar.cookies)).toEqual({ notFound: true });
  expect(await page('G000000000000', staffer.jar.cookies)).toEqual({ notFound: true });
  expect(await page('nonsense', staffer.jar.cookies)).toEqual({ notFound: true });
});

test("label generations: printing issues the label; a reholder's new label supersedes it; a reprint is the same label", async () => {
  const { order, graded } = await scoredOrder('CASING_COMPLETE');
  const firstLabel = (await sheetOf(order.orderNumber)).body.data!.labels[0]!;
  expect((await printed(order.orderNumber, [graded.serial])).status).toBe(200);
  const issued = await testDb.db.labelGeneration.findMany({ where: { certificateId: graded.id } });
  expect(issued).toEqual([
    expect.objectContaining({
      generation: 1,
      format: 2,
      reason: 'FIRST',
      orderId: order.id,
      grade: '9.5',
      supersededAt: null,
      sig: labelQuery(firstLabel.qrUrl).sig,
    }),
  ]);
  // A damaged label reprinted in the same order: the same code, nothing new recorded.
  expect((await sheetOf(order.orderNumber)).body.data!.labels[0]!.qrUrl).toBe(firstLabel.qrUrl);
  expect((await printed(order.orderNumber, [graded.serial])).status).toBe(200);
  expect(await testDb.db.labelGeneration.count({ where: { certificateId: graded.id } })).toBe(1);

  const reholder = await stagedOrder(testDb.db, collector.member.id, {
    processing: 'CARD_CORRESPOND_CHECKED',
    submitType: 'REHOLDER',
    lines: [{ serialNumber: graded.serial }],
  });
  const newLabel = (await sheetOf(reholder.orderNumber)).body.data!.labels[0]!;
  expect(newLabel.qrUrl).not.toBe(firstLabel.qrUrl);
  expect((await printed(reholder.orderNumber, [graded.serial])).status).toBe(200);
  const labels = await testDb.db.labelGeneration.findMany({ where: { certificateId: graded.id }, orderBy: { generation: 'asc' } });
  expect(labels.map((label) => [label.generation, label.reason, label.supersededBy, label.orderId])).toEqual([
    [1, 'FIRST', 'REHOLDER', order.id],
    [2, 'REHOLDER', null, reholder.id],
  ]);
  expect(await verdictOf(graded, labelQuery(firstLabel.qrUrl))).toBe('superseded');
  expect(await verdictOf(graded, labelQuery(newLabel.qrUrl))).toBe('valid');
});
