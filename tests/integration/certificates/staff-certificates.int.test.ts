/** @jest-environment node */
// The back office's certificate tools (issue #22; docs/product/certificates.md#staff-corrections,
// docs/decisions/0023-certificate-corrections.md): an admin regrades, corrects, voids and restores a published
// certificate through the routes; each moves the population counters in the same transaction (they equal a recount
// after every step), supersedes the labels when what they sign changed (an old label's code then answers
// "superseded"), and writes an audit row. STAFF see the page and print labels but change no grade; a stale page gets
// 409 with the certificate as it is now.
import type { GetServerSidePropsContext } from 'next';
import { checkLabel } from '@/lib/server/certificates/check-label';
import type { LabelSheet } from '@/lib/shared/lab/labels';
import type { CertificateLabelSheet, StaffCertificateDetail } from '@/lib/shared/certificates/staff-views';
import { LABEL_QUERY } from '@/lib/shared/certificate';
import type { TestDb } from '@/tests/helpers/test-db';
import { openUploadWorld, type PhotoServer, type Signed, signedIn, type UploadWorld } from '../photos/photo-helpers';
import { postJson, request } from './scan-helpers';
import { BLASTOISE, CHARIZARD, expectCountersRight, populationOf, publishedCertificates, startCertificateAdminServer } from './staff-certificate-helpers';

let testDb: TestDb;
let server: PhotoServer;
let close: UploadWorld['close'];
let collector: Signed;
let staff: Signed;
let admin: Signed;
let otherAdmin: Signed;

beforeAll(async () => {
  ({ testDb, server, close } = await openUploadWorld(startCertificateAdminServer));
  [collector, staff, admin, otherAdmin] = [
    await signedIn(testDb.db),
    await signedIn(testDb.db, { role: 'STAFF' }),
    await signedIn(testDb.db, { role: 'ADMIN' }),
    await signedIn(testDb.db, { role: 'ADMIN' }),
  ];
}, 60_000);
afterAll(() => close());

const base = (serial: string) => `/api/admin/certificates/${serial}`;
const detailOf = (serial: string, cookie = staff.cookie) => request<StaffCertificateDetail>(server, base(serial), { cookie });
const act = (serial: string, action: 'regrade' | 'correct' | 'void' | 'restore', body: object, cookie = admin.cookie) =>
  postJson<StaffCertificateDetail>(server, `${base(serial)}/${action}`, body, cookie);
const REASON = 'Re-examined after the member wrote in';
const SCORES = {
  centering: null as number | null,
  centeringFrontLR: '',
  centeringFrontTB: '',
  centeringBackLR: '',
  centeringBackTB: '',
  autoGrade: null as number | null,
};
const grades = (surface: number, edges: number, corners: number, centering: number) => ({ ...SCORES, surface, edges, corners, centering });

/** The state the page shows now. */
async function shownState(serial: string): Promise<string> {
  return (await detailOf(serial)).body.data!.state;
}

/** Prints the order's labels (issuing them) and answers each label's code by serial. */
async function printOrderLabels(orderNumber: string): Promise<Map<string, { kid: string; sig: string }>> {
  const sheet = (await request<LabelSheet>(server, `/api/admin/orders/${orderNumber}/labels`, { cookie: staff.cookie })).body.data!;
  expect(
    (await postJson(server, `/api/admin/orders/${orderNumber}/labels-printed`, { serials: sheet.labels.map((label) => label.serial) }, staff.cookie)).status,
  ).toBe(200);
  return new Map(sheet.labels.map((label) => [label.serial, codeOf(label.qrUrl)]));
}

function codeOf(qrUrl: string) {
  const url = new URL(qrUrl);
  return { kid: url.searchParams.get(LABEL_QUERY.kid)!, sig: url.searchParams.get(LABEL_QUERY.sig)! };
}

async function verdictOf(serial: string, code: { kid: string; sig: string }) {
  const row = await testDb.db.certificate.findUniqueOrThrow({ where: { serial } });
  return checkLabel(testDb.db, row, code, null);
}

test('a regrade: new grade and subgrades, gradedAt kept, the population moved, the labels superseded, audited', async () => {
  const { order, certificates } = await publishedCertificates(testDb.db, collector.member.id, [
    { grade: 9, authentic: false, surface: 9, edges: 9, corners: 9, centering: 9 },
    { grade: 9, authentic: false, surface: 9, edges: 9, corners: 9, centering: 9 },
  ]);
  const [certificate] = certificates;
  const serial = certificate!.serial;
  await expectCountersRight(testDb.db);
  expect(await populationOf(testDb.db, CHARIZARD)).toMatchObject({ counts: expect.objectContaining({ '9': expect.any(Number) }) });
  const before = await populationOf(testDb.db, CHARIZARD);
  const codes = await printOrderLabels(order.orderNumber);
  const oldCode = codes.get(serial)!;
  expect((await verdictOf(serial, oldCode))?.verdict).toBe('valid');

  const answer = await act(serial, 'regrade', { expectedState: await shownState(serial), reason: REASON, ...grades(8, 8, 8, 8) });
  expect(answer.status).toBe(200);
  const detail = answer.body.data!;
  expect(detail.record).toMatchObject({
    grade: 8,
    authentic: false,
    surface: 8,
    edges: 8,
    corners: 8,
    centering: 8,
    gradedAt: certificate!.gradedAt.toISOString(),
  });
  expect(detail.population).toMatchObject({ grade: '8' });
  // One certificate left the 9 column for the 8 column of the same card.
  const after = await populationOf(testDb.db, CHARIZARD);
  expect(after.total).toBe(before.total);
  expect(after.counts['9'] ?? 0).toBe((before.counts['9'] ?? 0) - 1);
  expect(after.counts['8'] ?? 0).toBe((before.counts['8'] ?? 0) + 1);
  await expectCountersRight(testDb.db);

  // The old label says "superseded" (by a regrade) and the page names the new grade; the other card's label is untouched.
  const verdict = await verdictOf(serial, oldCode);
  expect(verdict).toMatchObject({ verdict: 'superseded', supersededBy: 'REGRADE', generation: 1 });
  expect((await verdictOf(certificates[1]!.serial, codes.get(certificates[1]!.serial)!))?.verdict).toBe('valid');
  expect(detail.labels).toEqual([
    expect.objectContaining({ generation: 1, reason: 'FIRST', grade: '9', supersededBy: 'REGRADE', orderNumber: order.orderNumber }),
  ]);
  expect(detail.nextLabel).toEqual({ generation: 2, reason: 'REGRADE' });

  const audit = await testDb.db.auditLog.findMany({ where: { entity: 'Certificate', entityId: serial, action: 'certificate.regraded' } });
  expect(audit).toEqual([
    expect.objectContaining({
      actorId: admin.member.id,
      data: expect.objectContaining({
        from: '9',
        to: '8',
        reason: REASON,
        labelsSuperseded: true,
        before: expect.objectContaining({ grade: 9 }),
        after: expect.objectContaining({ grade: 8 }),
      }),
    }),
  ]);
  expect(detail.audit.at(-1)).toMatchObject({ action: 'certificate.regraded', from: '9', to: '8', note: REASON });

  // The new label is printed from the certificate's own page: generation 2, issued without an order; it verifies.
  const label = (await request<CertificateLabelSheet>(server, `${base(serial)}/label`, { cookie: staff.cookie })).body.data!;
  expect(label).toMatchObject({ printable: true, generation: 2, reason: 'REGRADE', label: expect.objectContaining({ serial, grade: '8' }) });
  const printed = await postJson<CertificateLabelSheet>(server, `${base(serial)}/label-printed`, { expectedState: label.state, generation: 2 }, staff.cookie);
  expect(printed.status).toBe(200);
  expect(printed.body.data).toMatchObject({ generation: 2, reason: null });
  const labels = await testDb.db.labelGeneration.findMany({ where: { certificateId: certificate!.id }, orderBy: { generation: 'asc' } });
  expect(labels.map((row) => [row.generation, row.reason, row.grade, row.orderId, row.supersededBy])).toEqual([
    [1, 'FIRST', '9', order.id, 'REGRADE'],
    [2, 'REGRADE', '8', null, null],
  ]);
  expect((await verdictOf(serial, codeOf(label.label!.qrUrl)))?.verdict).toBe('valid');
  expect((await verdictOf(serial, oldCode))?.verdict).toBe('superseded');
  // Printing it again is the same label: nothing new is issued.
  const again = await postJson(server, `${base(serial)}/label-printed`, { expectedState: label.state, generation: 2 }, staff.cookie);
  expect(again.status).toBe(200);
  expect(await testDb.db.labelGeneration.count({ where: { certificateId: certificate!.id } })).toBe(2);
  expect(await testDb.db.auditLog.count({ where: { entityId: serial, action: 'certificate.labelPrinted' } })).toBe(3);
});

test('a regrade below the minimum the member asked for gives the "A" mark; an autograph card needs its grade', async () => {
  const { certificates } = await publishedCertificates(
    testDb.db,
    collector.member.id,
    [
      { ...BLASTOISE, grade: 9, authentic: false, surface: 9, edges: 9, corners: 9, centering: 9 },
      { ...BLASTOISE, grade: 10, authentic: false, surface: 10, edges: 10, corners: 10, centering: 10, isAuto: true, autoGrade: 10 },
    ],
    [{ minimumGrade: 9 }, { isAuto: true }],
  );
  const [minimum, auto] = certificates;
  const answer = await act(minimum!.serial, 'regrade', { expectedState: await shownState(minimum!.serial), reason: REASON, ...grades(8.5, 8.5, 8.5, 8.5) });
  expect(answer.status).toBe(200);
  expect(answer.body.data!.record).toMatchObject({ grade: null, authentic: true, surface: 8.5 });
  expect(answer.body.data!.population).toMatchObject({ grade: 'A' });
  await expectCountersRight(testDb.db);

  const missing = await act(auto!.serial, 'regrade', { expectedState: await shownState(auto!.serial), reason: REASON, ...grades(9, 9, 9, 9) });
  expect([missing.status, missing.body.errors?.[0]?.path]).toEqual([400, 'autoGrade']);
  const withAuto = await act(auto!.serial, 'regrade', { expectedState: await shownState(auto!.serial), reason: REASON, ...grades(9, 9, 9, 9), autoGrade: 8 });
  expect(withAuto.body.data!.record).toMatchObject({ grade: 9, autoGrade: 8 });
  // The same grade again changes nothing: 409, and nothing is written.
  const same = await act(auto!.serial, 'regrade', { expectedState: withAuto.body.data!.state, reason: REASON, ...grades(9, 9, 9, 9), autoGrade: 8 });
  expect([same.status, same.body.key]).toEqual([409, 'certAdmin:errors.nothingChanged']);
  // New subgrades under the same grade: the label still signs what the record says, so nothing is superseded.
  const subgradesOnly = await act(auto!.serial, 'regrade', { expectedState: withAuto.body.data!.state, reason: REASON, ...grades(9, 9, 9, 10), autoGrade: 8 });
  expect(subgradesOnly.body.data!.record).toMatchObject({ grade: 9, centering: 10 });
  const row = await testDb.db.auditLog.findFirstOrThrow({ where: { entityId: auto!.serial, action: 'certificate.regraded' }, orderBy: { id: 'desc' } });
  expect(row.data).toMatchObject({ from: '9', to: '9', labelsSuperseded: false });
  await expectCountersRight(testDb.db);
});

test('a correction to another card moves it between cards and supersedes its labels; spacing and case change nothing else', async () => {
  const { order, certificates } = await publishedCertificates(testDb.db, collector.member.id, [
    { grade: 7, authentic: false, surface: 7, edges: 7, corners: 7, centering: 7 },
  ]);
  const serial = certificates[0]!.serial;
  const codes = await printOrderLabels(order.orderNumber);
  const charizard = await populationOf(testDb.db, CHARIZARD);
  const blastoise = await populationOf(testDb.db, BLASTOISE);

  const card = {
    cardCategory: 'POKEMON',
    sportsType: 'ETC',
    year: 1999,
    brand: 'Wizards of the Coast',
    setName: 'Base Set',
    cardNumber: '2/102',
    playerName: 'Blastoise',
  };
  const answer = await act(serial, 'correct', { expectedState: await shownState(serial), reason: 'The card is a Blastoise', ...card });
  expect(answer.status).toBe(200);
  expect(answer.body.data!.record.card).toMatchObject({ playerName: 'Blastoise', cardNumber: '2/102' });
  expect((await populationOf(testDb.db, CHARIZARD)).total).toBe(charizard.total - 1);
  expect((await populationOf(testDb.db, BLASTOISE)).total).toBe(blastoise.total + 1);
  await expectCountersRight(testDb.db);
  expect(await verdictOf(serial, codes.get(serial)!)).toMatchObject({ verdict: 'superseded', supersededBy: 'CORRECTION' });
  expect(answer.body.data!.nextLabel).toEqual({ generation: 2, reason: 'CORRECTION' });

  // Letter case and spacing: the same card — the record changes, nothing is superseded or moved.
  const retyped = await act(serial, 'correct', {
    expectedState: answer.body.data!.state,
    reason: 'Name as printed on the card',
    ...card,
    playerName: '  BLASTOISE ',
    brand: 'Wizards  of the Coast',
  });
  expect(retyped.status).toBe(200);
  expect(retyped.body.data!.record.card).toMatchObject({ playerName: 'BLASTOISE', brand: 'Wizards  of the Coast' });
  expect((await populationOf(testDb.db, BLASTOISE)).total).toBe(blastoise.total + 1);
  expect(await testDb.db.labelGeneration.count({ where: { certificateId: certificates[0]!.id, supersededBy: 'CORRECTION' } })).toBe(1);
  const audit = await testDb.db.auditLog.findMany({ where: { entityId: serial, action: 'certificate.corrected' }, orderBy: { id: 'asc' } });
  expect(audit.map((row) => (row.data as { otherCard: boolean }).otherCard)).toEqual([true, false]);
  await expectCountersRight(testDb.db);
});

test('void takes the certificate out of the population and makes a genuine code "voided"; restore counts it again', async () => {
  const { order, certificates } = await publishedCertificates(testDb.db, collector.member.id, [
    { grade: 10, authentic: false, surface: 10, edges: 10, corners: 10, centering: 10 },
  ]);
  const serial = certificates[0]!.serial;
  const codes = await printOrderLabels(order.orderNumber);
  const before = await populationOf(testDb.db, CHARIZARD);

  const voided = await act(serial, 'void', { expectedState: await shownState(serial), reason: 'Slab destroyed in shipping' });
  expect(voided.status).toBe(200);
  expect(voided.body.data!.record.voided).toMatchObject({ reason: 'Slab destroyed in shipping' });
  expect(voided.body.data!.population).toBeNull();
  expect(voided.body.data!.actions).toMatchObject({ regrade: false, correct: false, void: false, restore: true, printLabel: false });
  expect((await populationOf(testDb.db, CHARIZARD)).total).toBe(before.total - 1);
  await expectCountersRight(testDb.db);
  expect(await verdictOf(serial, codes.get(serial)!)).toMatchObject({ verdict: 'voided', labelCheck: 'valid' });
  // A voided certificate is not regraded, and its label page prints nothing.
  const regrade = await act(serial, 'regrade', { expectedState: voided.body.data!.state, reason: REASON, ...grades(9, 9, 9, 9) });
  expect([regrade.status, regrade.body.key]).toEqual([409, 'certAdmin:errors.voided']);
  expect((await request<CertificateLabelSheet>(server, `${base(serial)}/label`, { cookie: staff.cookie })).body.data).toMatchObject({
    printable: false,
    label: null,
  });

  const restored = await act(serial, 'restore', { expectedState: voided.body.data!.state, reason: 'Voided by mistake' });
  expect(restored.status).toBe(200);
  expect(restored.body.data!.record.voided).toBeNull();
  expect((await populationOf(testDb.db, CHARIZARD)).total).toBe(before.total);
  await expectCountersRight(testDb.db);
  expect((await verdictOf(serial, codes.get(serial)!))?.verdict).toBe('valid');
  const audit = await testDb.db.auditLog.findMany({
    where: { entityId: serial, action: { in: ['certificate.voided', 'certificate.restored'] } },
    orderBy: { id: 'asc' },
  });
  expect(audit.map((row) => [row.action, row.actorId, (row.data as { reason: string }).reason])).toEqual([
    ['certificate.voided', admin.member.id, 'Slab destroyed in shipping'],
    ['certificate.restored', admin.member.id, 'Voided by mistake'],
  ]);
  // Restoring what is not voided is refused.
  const twice = await act(serial, 'restore', { expectedState: restored.body.data!.state, reason: 'Voided by mistake' });
  expect([twice.status, twice.body.key]).toEqual([409, 'certAdmin:errors.notVoided']);
});

test('a stale page gets 409 with the certificate as it is now, and nothing changes', async () => {
  const { certificates } = await publishedCertificates(testDb.db, collector.member.id, [
    { grade: 8, authentic: false, surface: 8, edges: 8, corners: 8, centering: 8 },
  ]);
  const serial = certificates[0]!.serial;
  const state = await shownState(serial);
  // Two admins on the same page: the first regrades, the second's void was meant for the record they saw.
  const [first, second] = await Promise.all([
    act(serial, 'regrade', { expectedState: state, reason: REASON, ...grades(7, 7, 7, 7) }),
    act(serial, 'void', { expectedState: state, reason: 'Issued in error' }, otherAdmin.cookie),
  ]);
  const answers = [first, second].map((answer) => answer.status).sort();
  expect(answers).toEqual([200, 409]);
  const stale = [first, second].find((answer) => answer.status === 409)!;
  expect([stale.body.code, stale.body.key]).toEqual(['CONFLICT', 'certAdmin:errors.changedMeanwhile']);
  const fresh = stale.body.data!;
  expect(fresh.serial).toBe(serial);
  expect(fresh.state).not.toBe(state);
  expect(fresh.state).toBe(await shownState(serial));
  // Exactly one change happened.
  expect(await testDb.db.auditLog.count({ where: { entityId: serial, action: { in: ['certificate.regraded', 'certificate.voided'] } } })).toBe(1);
  await expectCountersRight(testDb.db);
});

test('roles: STAFF read and print but never regrade, correct, void or restore; members and guests get nothing', async () => {
  const { certificates } = await publishedCertificates(testDb.db, collector.member.id, [
    { grade: 9, authentic: false, surface: 9, edges: 9, corners: 9, centering: 9 },
  ]);
  const serial = certificates[0]!.serial;
  const state = await shownState(serial);
  const staffView = (await detailOf(serial, staff.cookie)).body.data!;
  expect(staffView.actions).toMatchObject({
    regrade: false,
    correct: false,
    void: false,
    restore: false,
    printLabel: true,
    decideFlags: true,
    reopenFlags: false,
  });
  expect((await detailOf(serial, admin.cookie)).body.data!.actions).toMatchObject({
    regrade: true,
    correct: true,
    void: true,
    restore: false,
    printLabel: true,
    reopenFlags: true,
  });
  const bodies = {
    regrade: { expectedState: state, reason: REASON, ...grades(5, 5, 5, 5) },
    correct: { expectedState: state, reason: REASON, ...CHARIZARD, sportsType: 'ETC', playerName: 'Venusaur' },
    void: { expectedState: state, reason: REASON },
    restore: { expectedState: state, reason: REASON },
  } as const;
  for (const [action, body] of Object.entries(bodies) as [keyof typeof bodies, object][]) {
    expect([action, (await act(serial, action, body, staff.cookie)).status]).toEqual([action, 403]);
    expect([action, (await act(serial, action, body, collector.cookie)).status]).toEqual([action, 403]);
    expect([action, (await act(serial, action, body, '')).status]).toEqual([action, 401]);
  }
  expect((await detailOf(serial, collector.cookie)).status).toBe(403);
  expect((await detailOf(serial, '')).status).toBe(401);
  expect((await request(server, `${base(serial)}/label`, { cookie: collector.cookie })).status).toBe(403);
  // A demoted admin's token still says ADMIN: the row decides.
  const demoted = await signedIn(testDb.db, { role: 'ADMIN' });
  await testDb.db.member.update({ where: { id: demoted.member.id }, data: { role: 'STAFF' } });
  expect((await act(serial, 'void', bodies.void, demoted.cookie)).status).toBe(403);
  expect(await shownState(serial)).toBe(state);
  expect(await testDb.db.auditLog.count({ where: { entityId: serial } })).toBe(0);
});

test('refusals: unknown and malformed serials, certificates not public yet, bad reasons', async () => {
  const { certificates } = await publishedCertificates(testDb.db, collector.member.id, [{ grade: 9, authentic: false }]);
  const serial = certificates[0]!.serial;
  const state = await shownState(serial);
  expect((await detailOf('1234567')).status).toBe(404);
  expect((await detailOf('12345')).status).toBe(404);
  expect((await act('1234567', 'void', { expectedState: state, reason: REASON })).status).toBe(404);
  for (const reason of ['', 'abc', ' ab  ', 'x'.repeat(501), 12345]) {
    const answer = await act(serial, 'void', { expectedState: state, reason });
    expect([answer.status, answer.body.code, answer.body.errors?.[0]?.path]).toEqual([400, 'VALIDATION', 'reason']);
  }
  for (const expectedState of ['', 'short', null]) expect((await act(serial, 'void', { expectedState, reason: REASON })).status).toBe(400);
  expect((await act(serial, 'regrade', { expectedState: state, reason: REASON, ...grades(9, 9, 9, 9), surface: 9.2 })).status).toBe(400);

  // Graded but its order not at CARD_SCORED yet: the lab still rescores it on the order page.
  const { gradedCard, stagedOrder } = await import('./scan-helpers');
  const inLab = await stagedOrder(testDb.db, collector.member.id, { processing: 'CARD_DEFECT_CHECKED' });
  const unpublished = await gradedCard(testDb.db, inLab.gradingOrderItems[0]!.id, collector.member.id, { grade: 9, authentic: false });
  const view = (await detailOf(unpublished.serial)).body.data!;
  expect(view.record.publishedAt).toBeNull();
  expect(view.actions).toMatchObject({ regrade: false, void: false, printLabel: false });
  const refused = await act(unpublished.serial, 'void', { expectedState: view.state, reason: REASON });
  expect([refused.status, refused.body.key]).toEqual([409, 'certAdmin:errors.notPublished']);
  await expectCountersRight(testDb.db);
});

test('the page: scans per day of the last 30 days, label history, audit trail, never cached', async () => {
  const { certificates } = await publishedCertificates(testDb.db, collector.member.id, [{ grade: 9, authentic: false }]);
  const certificate = certificates[0]!;
  const today = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()));
  const daysAgo = (n: number) => new Date(today.getTime() - n * 86_400_000);
  await testDb.db.certificateScanDay.createMany({
    data: [
      { certificateId: certificate.id, day: daysAgo(0), scans: 4 },
      { certificateId: certificate.id, day: daysAgo(29), scans: 2 },
      { certificateId: certificate.id, day: daysAgo(30), scans: 9 },
    ],
  });
  const answer = await detailOf(certificate.serial);
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  const { scanDays } = answer.body.data!;
  expect(scanDays).toHaveLength(30);
  expect(scanDays[0]).toEqual({ day: daysAgo(29).toISOString().slice(0, 10), scans: 2 });
  expect(scanDays.at(-1)).toEqual({ day: daysAgo(0).toISOString().slice(0, 10), scans: 4 });
  expect(scanDays.reduce((sum, day) => sum + day.scans, 0)).toBe(6);
});

test('the pages render on the server for staff only; the queue search links a serial to its certificate', async () => {
  const { certificates } = await publishedCertificates(testDb.db, collector.member.id, [{ grade: 9, authentic: false }]);
  const serial = certificates[0]!.serial;
  const { getServerSideProps: certificatePage } = await import('@/pages/admin/certificates/[serial]');
  const { getServerSideProps: labelPage } = await import('@/pages/admin/certificates/[serial]/label');
  const { getServerSideProps: queuePage } = await import('@/pages/admin/certificates/suspicious');
  const { signedInMember } = await import('../account/account-helpers');
  type Page = (context: GetServerSidePropsContext) => Promise<unknown>;
  const render = (page: Page, cookies: Record<string, string>, params: Record<string, string> = {}, query: Record<string, string> = {}) => {
    const headers = new Map<string, unknown>();
    const res = { getHeader: (n: string) => headers.get(n.toLowerCase()), setHeader: (n: string, v: unknown) => headers.set(n.toLowerCase(), v) };
    const context = {
      req: { headers: {}, cookies },
      res,
      locale: 'en',
      defaultLocale: 'zh-TW',
      locales: ['zh-TW', 'en', 'ko'],
      resolvedUrl: '/admin/certificates',
      query: { ...params, ...query },
      params,
    };
    return page(context as unknown as GetServerSidePropsContext) as Promise<{ props?: { initial: unknown }; notFound?: true }>;
  };
  const staffer = await signedInMember(testDb.db, { role: 'STAFF' });
  const member = await signedInMember(testDb.db);

  expect((await render(certificatePage as Page, staffer.jar.cookies, { serial })).props?.initial).toMatchObject({ serial, record: { grade: 9 } });
  expect((await render(labelPage as Page, staffer.jar.cookies, { serial })).props?.initial).toMatchObject({
    serial,
    printable: true,
    generation: 1,
    reason: 'FIRST',
  });
  expect((await render(queuePage as Page, staffer.jar.cookies, {}, { source: 'REPORT', status: 'nonsense' })).props?.initial).toMatchObject({
    list: { status: null, source: null, page: 1 },
    page: { status: 'OPEN' },
  });
  for (const serialParam of ['1234567', 'nonsense'])
    expect(await render(certificatePage as Page, staffer.jar.cookies, { serial: serialParam })).toEqual({ notFound: true });
  expect(await render(certificatePage as Page, member.jar.cookies, { serial })).toEqual({ notFound: true });
  expect(await render(labelPage as Page, member.jar.cookies, { serial })).toEqual({ notFound: true });
  expect(await render(queuePage as Page, member.jar.cookies)).toEqual({ notFound: true });

  const { listStaffOrders } = await import('@/lib/server/lab/list-staff-orders');
  const asStaff = { memberId: staff.member.id, role: 'STAFF' as const };
  expect((await listStaffOrders(testDb.db, asStaff, { queue: null, q: serial, page: 1 })).certificateSerial).toBe(serial);
  expect((await listStaffOrders(testDb.db, asStaff, { queue: null, q: '1234567', page: 1 })).certificateSerial).toBeNull();
});

test('a label print whose certificate changed after the sheet was read is refused, and nothing is recorded', async () => {
  const { issueLabels } = await import('@/lib/server/certificates/label-generations');
  const { labelFacts } = await import('@/lib/server/certificates/label-signature');
  const { order, certificates } = await publishedCertificates(testDb.db, collector.member.id, [{ grade: 9, authentic: false }]);
  const read = certificates[0]!;
  await testDb.db.certificate.update({ where: { id: read.id }, data: { grade: 8 } });
  await expect(
    testDb.db.$transaction((tx) => issueLabels(tx, { id: order.id, submitType: 'GENERAL' }, [{ ...read, ...labelFacts(read) }], new Date())),
  ).rejects.toMatchObject({
    code: 'CONFLICT',
    key: 'certAdmin:errors.labelChanged',
  });
  expect(await testDb.db.labelGeneration.count({ where: { certificateId: read.id } })).toBe(0);
  // Changed behind the counters' back for this test only: put back.
  await testDb.db.certificate.update({ where: { id: read.id }, data: { grade: 9 } });
  await expectCountersRight(testDb.db);
});

test('a certificate labelled before label generations were recorded: a regrade records and supersedes that label', async () => {
  const printedAt = new Date('2026-01-05T02:00:00.000Z');
  const { certificates } = await publishedCertificates(testDb.db, collector.member.id, [
    { grade: 10, authentic: false, surface: 10, edges: 10, corners: 10, centering: 10, labelPrintedAt: printedAt },
  ]);
  const serial = certificates[0]!.serial;
  // Its own label page would replace the unrecorded first-format label.
  expect((await request<CertificateLabelSheet>(server, `${base(serial)}/label`, { cookie: staff.cookie })).body.data).toMatchObject({
    generation: 2,
    reason: 'CORRECTION',
  });
  const regraded = await act(serial, 'regrade', { expectedState: await shownState(serial), reason: REASON, ...grades(9, 9, 9, 9) });
  expect(regraded.body.data!.labels).toEqual([
    expect.objectContaining({ generation: 1, format: 1, grade: '10', issuedAt: printedAt.toISOString(), supersededBy: 'REGRADE', orderNumber: null }),
  ]);
  expect(regraded.body.data!.nextLabel).toEqual({ generation: 2, reason: 'REGRADE' });
  await expectCountersRight(testDb.db);
});
