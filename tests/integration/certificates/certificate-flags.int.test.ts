/** @jest-environment node */
// The suspicious-certificates queue in the back office (issue #22; docs/product/certificates.md#suspicious-certificates):
// the open entries newest first, by source with counts; staff confirm or dismiss an entry with a note — one transaction
// with an audit row, the entry locked, so a second decision on the same entry gets 409 with it as it is now; an admin
// may open a decided entry again. A confirmed entry and an open report change what the public page says. A report's
// photos are served to staff only.
import { findPublicCertificate, reportState } from '@/lib/server/certificates/get-public-certificate';
import { recordVerification } from '@/lib/server/certificates/scans/record-verification';
import { getStorage } from '@/lib/server/storage';
import type { CertificateFlagPage, CertificateFlagView, OpenFlagCounts, StaffCertificateDetail } from '@/lib/shared/certificates/staff-views';
import type { TestDb } from '@/tests/helpers/test-db';
import { openUploadWorld, type PhotoServer, type Signed, signedIn, type UploadWorld } from '../photos/photo-helpers';
import { postJson, request } from './scan-helpers';
import { publishedCertificates, startCertificateAdminServer } from './staff-certificate-helpers';

let testDb: TestDb;
let server: PhotoServer;
let close: UploadWorld['close'];
let collector: Signed;
let staff: Signed;
let otherStaff: Signed;
let admin: Signed;

beforeAll(async () => {
  ({ testDb, server, close } = await openUploadWorld(startCertificateAdminServer));
  [collector, staff, otherStaff, admin] = [
    await signedIn(testDb.db),
    await signedIn(testDb.db, { role: 'STAFF' }),
    await signedIn(testDb.db, { role: 'STAFF' }),
    await signedIn(testDb.db, { role: 'ADMIN' }),
  ];
}, 60_000);
afterAll(() => close());

const NOTE = 'Compared with our scans: same card';
const list = (query = '', cookie = staff.cookie) => request<CertificateFlagPage>(server, `/api/admin/certificate-flags${query}`, { cookie });
const decide = (id: number, body: object, cookie = staff.cookie) =>
  postJson<CertificateFlagView>(server, `/api/admin/certificate-flags/${id}/decision`, body, cookie);
const reopen = (id: number, body: object, cookie = admin.cookie) =>
  postJson<CertificateFlagView>(server, `/api/admin/certificate-flags/${id}/reopen`, body, cookie);

async function aCertificate() {
  const { certificates } = await publishedCertificates(testDb.db, collector.member.id, [{ grade: 9, authentic: false }]);
  return certificates[0]!;
}

async function aReport(certificateId: number, createdAt = new Date()) {
  return testDb.db.certificateFlag.create({
    data: {
      certificateId,
      source: 'REPORT',
      offeredAt: 'https://auction.example/item/1',
      note: 'The hologram looks flat',
      contactEmail: 'buyer@example.com',
      createdAt,
    },
  });
}

const publicReports = async (serial: string) => reportState((await findPublicCertificate(testDb.db, serial))!).state;

test('the queue: open entries newest first, by source with counts; entries of other statuses on request', async () => {
  const certificate = await aCertificate();
  const older = await aReport(certificate.id, new Date(Date.now() - 60_000));
  // Three networks within 48 hours, and an old label scanned: recordVerification opens those entries.
  for (const ip of ['203.0.113.5', '198.51.100.7', '192.0.2.9'])
    await recordVerification(testDb.db, { certificateId: certificate.id, ip, labelCheck: 'valid', now: new Date() });
  await recordVerification(testDb.db, { certificateId: certificate.id, ip: '203.0.113.5', labelCheck: 'superseded', now: new Date() });
  const newer = await aReport(certificate.id);

  const all = (await list()).body.data!;
  expect(all.status).toBe('OPEN');
  expect(all.counts).toEqual({ SCANS_SPREAD: 1, SUPERSEDED_SCAN: 1, REPORT: 2 });
  expect(all.items.map((item) => item.id)[0]).toBe(newer.id);
  expect(all.items.at(-1)!.id).toBe(older.id);
  const reports = (await list('?source=REPORT')).body.data!;
  expect(reports.items.map((item) => item.id)).toEqual([newer.id, older.id]);
  expect(reports.items[0]).toMatchObject({
    source: 'REPORT',
    offeredAt: 'https://auction.example/item/1',
    note: 'The hologram looks flat',
    contactEmail: 'buyer@example.com',
    certificate: { serial: certificate.serial, grade: '9', voided: false },
  });
  const spread = (await list('?source=SCANS_SPREAD')).body.data!.items[0]!;
  expect(spread.detail).toMatchObject({ networks: 3, windowHours: 48 });

  const counts = await request<OpenFlagCounts>(server, '/api/admin/certificate-flags/counts', { cookie: staff.cookie });
  expect(counts.body.data).toMatchObject({ open: expect.any(Number), bySource: expect.objectContaining({ REPORT: expect.any(Number) }) });
  expect(counts.body.data!.open).toBe(Object.values(counts.body.data!.bySource).reduce((sum, count) => sum + count, 0));
  expect((await list('?status=DISMISSED')).body.data!.items.filter((item) => item.certificate.serial === certificate.serial)).toEqual([]);
  expect((await list('?status=NOPE')).status).toBe(400);
  expect((await list('', collector.cookie)).status).toBe(403);
  expect((await list('', '')).status).toBe(401);
});

test('confirm: decided with a note and audited in one step; a second decision gets 409 with the entry as it is; the public page shows it', async () => {
  const certificate = await aCertificate();
  const flag = await aReport(certificate.id);
  // An open report: the public verdict on a genuine code is "reported" (under review).
  expect(await publicReports(certificate.serial)).toBe('under-review');

  const [first, second] = await Promise.all([
    decide(flag.id, { expectedStatus: 'OPEN', decision: 'CONFIRMED', note: NOTE }),
    decide(flag.id, { expectedStatus: 'OPEN', decision: 'DISMISSED', note: 'Looks fine to me' }, otherStaff.cookie),
  ]);
  expect([first.status, second.status].sort()).toEqual([200, 409]);
  const won = [first, second].find((answer) => answer.status === 200)!.body.data!;
  const lost = [first, second].find((answer) => answer.status === 409)!;
  expect([lost.body.code, lost.body.key]).toEqual(['CONFLICT', 'certAdmin:errors.flagChanged']);
  expect(lost.body.data).toMatchObject({ id: flag.id, status: won.status, decisionNote: won.decisionNote, decidedBy: won.decidedBy });

  const row = await testDb.db.certificateFlag.findUniqueOrThrow({ where: { id: flag.id } });
  expect(row).toMatchObject({ status: won.status, decisionNote: won.decisionNote });
  expect(row.decidedAt).toBeInstanceOf(Date);
  expect([staff.member.id, otherStaff.member.id]).toContain(row.decidedById);
  const audit = await testDb.db.auditLog.findMany({
    where: { entity: 'Certificate', entityId: certificate.serial, action: { in: ['certificate.flagConfirmed', 'certificate.flagDismissed'] } },
  });
  expect(audit).toEqual([
    expect.objectContaining({
      actorId: row.decidedById,
      data: expect.objectContaining({ flagId: flag.id, source: 'REPORT', from: 'OPEN', to: won.status, note: won.decisionNote }),
    }),
  ]);
  expect(await publicReports(certificate.serial)).toBe(won.status === 'CONFIRMED' ? 'confirmed' : null);

  // The certificate page lists the entry and the decision in its trail.
  const detail = (await request<StaffCertificateDetail>(server, `/api/admin/certificates/${certificate.serial}`, { cookie: staff.cookie })).body.data!;
  expect(detail.flags).toEqual([expect.objectContaining({ id: flag.id, status: won.status })]);
  expect(detail.audit.at(-1)).toMatchObject({ action: audit[0]!.action, from: 'OPEN', to: won.status, note: won.decisionNote });
});

test('dismiss ends "reported"; only an admin reopens a decided entry, which keeps the undone decision in the audit', async () => {
  const certificate = await aCertificate();
  const flag = await aReport(certificate.id);
  const dismissed = await decide(flag.id, { expectedStatus: 'OPEN', decision: 'DISMISSED', note: NOTE });
  expect(dismissed.body.data).toMatchObject({ status: 'DISMISSED', decisionNote: NOTE, decidedBy: staff.member.mbNick });
  expect(await publicReports(certificate.serial)).toBeNull();

  expect((await reopen(flag.id, { expectedStatus: 'DISMISSED', note: 'New photos arrived' }, staff.cookie)).status).toBe(403);
  const reopened = await reopen(flag.id, { expectedStatus: 'DISMISSED', note: 'New photos arrived' });
  expect(reopened.status).toBe(200);
  expect(reopened.body.data).toMatchObject({ status: 'OPEN', decidedAt: null, decidedBy: null, decisionNote: null });
  expect(await publicReports(certificate.serial)).toBe('under-review');
  const row = await testDb.db.auditLog.findFirstOrThrow({ where: { entityId: certificate.serial, action: 'certificate.flagReopened' } });
  expect(row).toMatchObject({
    actorId: admin.member.id,
    data: expect.objectContaining({
      from: 'DISMISSED',
      to: 'OPEN',
      note: 'New photos arrived',
      undone: expect.objectContaining({ decisionNote: NOTE, decidedById: staff.member.id }),
    }),
  });
  // Reopening what is open, or deciding what the page showed as decided: 409 with the entry.
  const again = await reopen(flag.id, { expectedStatus: 'DISMISSED', note: 'New photos arrived' });
  expect([again.status, again.body.data?.status]).toEqual([409, 'OPEN']);

  const confirmed = await decide(flag.id, { expectedStatus: 'OPEN', decision: 'CONFIRMED', note: 'Counterfeit: wrong font on the label' });
  expect(await publicReports(certificate.serial)).toBe('confirmed');
  expect((await reopen(flag.id, { expectedStatus: 'CONFIRMED', note: 'Confirmed the wrong serial' })).body.data).toMatchObject({ status: 'OPEN' });
  expect(confirmed.status).toBe(200);
});

test('refusals: bad decisions and notes are 400s; unknown entries 404; members and guests nothing', async () => {
  const certificate = await aCertificate();
  const flag = await aReport(certificate.id);
  for (const body of [
    { expectedStatus: 'OPEN', decision: 'CONFIRMED', note: 'abc' },
    { expectedStatus: 'OPEN', decision: 'CONFIRMED', note: 'x'.repeat(501) },
    { expectedStatus: 'OPEN', decision: 'OPEN', note: NOTE },
    { expectedStatus: 'CONFIRMED', decision: 'DISMISSED', note: NOTE },
    { decision: 'DISMISSED', note: NOTE },
  ]) {
    expect((await decide(flag.id, body)).status).toBe(400);
  }
  expect((await reopen(flag.id, { expectedStatus: 'OPEN', note: NOTE })).status).toBe(400);
  expect((await decide(999_999, { expectedStatus: 'OPEN', decision: 'DISMISSED', note: NOTE })).status).toBe(404);
  expect((await decide(flag.id, { expectedStatus: 'OPEN', decision: 'DISMISSED', note: NOTE }, collector.cookie)).status).toBe(403);
  expect((await decide(flag.id, { expectedStatus: 'OPEN', decision: 'DISMISSED', note: NOTE }, '')).status).toBe(401);
  expect((await testDb.db.certificateFlag.findUniqueOrThrow({ where: { id: flag.id } })).status).toBe('OPEN');
  expect(await testDb.db.auditLog.count({ where: { entityId: certificate.serial } })).toBe(0);
});

test("a report's photos: to staff, privately, only through their own entry", async () => {
  const certificate = await aCertificate();
  const flag = await aReport(certificate.id);
  const other = await aReport(certificate.id);
  const bytes = Buffer.from('not really a jpeg, but stored as one');
  await getStorage().put('reports/ab/report-photo.jpg', bytes, 'image/jpeg');
  await getStorage().put('reports/ab/report-photo-thumb.webp', Buffer.from('thumb'), 'image/webp');
  const photo = await testDb.db.certificateFlagPhoto.create({
    data: {
      flagId: flag.id,
      storageKey: 'reports/ab/report-photo.jpg',
      thumbKey: 'reports/ab/report-photo-thumb.webp',
      mimeType: 'image/jpeg',
      width: 800,
      height: 600,
      bytes: bytes.length,
    },
  });
  const fetchPhoto = (flagId: number, query = '', cookie = staff.cookie) =>
    fetch(`${server.origin}/api/admin/certificate-flags/${flagId}/photos/${photo.id}${query}`, { headers: cookie ? { cookie } : {} });

  const full = await fetchPhoto(flag.id);
  expect(full.status).toBe(200);
  expect(Buffer.from(await full.arrayBuffer())).toEqual(bytes);
  expect(full.headers.get('content-type')).toBe('image/jpeg');
  expect(full.headers.get('cache-control')).toMatch(/^private/);
  expect(full.headers.get('x-content-type-options')).toBe('nosniff');
  const thumb = await fetchPhoto(flag.id, '?size=thumb');
  expect(Buffer.from(await thumb.arrayBuffer()).toString()).toBe('thumb');
  expect((await fetchPhoto(other.id)).status).toBe(404);
  expect((await fetchPhoto(flag.id, '?size=huge')).status).toBe(400);
  expect((await fetchPhoto(flag.id, '', collector.cookie)).status).toBe(403);
  expect((await fetchPhoto(flag.id, '', '')).status).toBe(401);
  const listed = (await list('?source=REPORT')).body.data!.items.find((item) => item.id === flag.id)!;
  expect(listed.photos).toEqual([
    {
      id: photo.id,
      url: `/api/admin/certificate-flags/${flag.id}/photos/${photo.id}`,
      thumbUrl: `/api/admin/certificate-flags/${flag.id}/photos/${photo.id}?size=thumb`,
      width: 800,
      height: 600,
    },
  ]);
});
