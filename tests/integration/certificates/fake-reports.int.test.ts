/** @jest-environment node */
// Reports of a suspected fake (issue #22; docs/product/certificates.md#reports-of-suspected-fakes): the proof of work is
// required and good once, the report is a queue entry with an audit row, its page is regenerated, a genuine code then
// reads "reported", photos need the report's token (at most four), one address may send five reports an hour; staff's
// decision confirming it (audited) is the page's banner.
import { checkLabel } from '@/lib/server/certificates/check-label';
import { findPublicCertificate, reportState, toPublicCertificate } from '@/lib/server/certificates/get-public-certificate';
import { labelFacts, signLabel } from '@/lib/server/certificates/label-signature';
import { decideFlag } from '@/lib/server/certificates/flags/decide-flag';
import type { FakeReportReceipt } from '@/lib/shared/schemas/fake-report';
import { FAKE_REPORT_ERRORS } from '@/lib/shared/schemas/fake-report';
import reportsRoute from '@/pages/api/certificates/[serial]/reports/index';
import { createMember } from '@/tests/factories/member';
import { jpeg } from '@/tests/fixtures/images/images';
import { callApi } from '@/tests/helpers/api';
import { solvedCaptcha } from '@/tests/helpers/captcha';
import type { TestDb } from '@/tests/helpers/test-db';
import { openUploadWorld, type PhotoServer, type UploadWorld } from '../photos/photo-helpers';
import { gradedCard, publishedCertificate as publishedCertificateIn, request, startScanServer } from './scan-helpers';

let testDb: TestDb;
let server: PhotoServer;
let close: UploadWorld['close'];

beforeAll(async () => {
  ({ testDb, server, close } = await openUploadWorld(startScanServer));
}, 60_000);
afterAll(() => close());

const publishedCertificate = () => publishedCertificateIn(testDb.db);

const report = (serial: string, body: Record<string, unknown>, ip = '203.0.113.7') =>
  callApi<FakeReportReceipt>(reportsRoute, { method: 'POST', query: { serial }, body, ip });

function sendPhoto(serial: string, reportId: number, token: string, bytes: Buffer) {
  const form = new FormData();
  form.append('token', token);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'fake.jpg');
  return request<{ photos: number }>(server, `/api/certificates/${serial}/reports/${reportId}/photos`, { method: 'POST', body: form });
}

test('a report needs a proof of work, good once; it opens a queue entry, regenerates the page and makes a genuine code "reported"; confirmed by staff, the page shows the banner', async () => {
  const certificate = await publishedCertificate();
  const body = { offeredAt: 'https://auction.example/listing/42', note: 'The hologram is flat.', contactEmail: 'buyer@example.com' };

  const missing = await report(certificate.serial, body);
  expect([missing.status, missing.body.code, missing.body.errors?.map((error) => error.key)]).toEqual([
    400,
    'VALIDATION',
    [FAKE_REPORT_ERRORS.captchaRequired],
  ]);
  const wrong = await report(certificate.serial, { ...body, captcha: 'bm90IGEgc29sdXRpb24=' });
  expect([wrong.status, wrong.body.message]).toEqual([400, 'CAPTCHA required']);
  expect(await testDb.db.certificateFlag.count({ where: { certificateId: certificate.id } })).toBe(0);

  const captcha = await solvedCaptcha('report');
  const filed = await report(certificate.serial, { ...body, captcha });
  expect(filed.status).toBe(201);
  expect(filed.body.data).toEqual({ reportId: expect.any(Number), photoToken: expect.any(String), photosUntil: expect.any(String) });
  expect(filed.revalidated).toEqual([
    `/certification/${certificate.serial}`,
    `/en/certification/${certificate.serial}`,
    `/ko/certification/${certificate.serial}`,
  ]);
  const flag = await testDb.db.certificateFlag.findUniqueOrThrow({ where: { id: filed.body.data!.reportId } });
  expect(flag).toMatchObject({
    certificateId: certificate.id,
    source: 'REPORT',
    status: 'OPEN',
    offeredAt: body.offeredAt,
    note: body.note,
    contactEmail: body.contactEmail,
  });
  expect(await testDb.db.auditLog.findFirst({ where: { action: 'certificate.fakeReported', entityId: certificate.serial } })).toMatchObject({
    actorId: null,
    data: { flagId: flag.id },
  });

  const replay = await report(certificate.serial, { ...body, captcha });
  expect([replay.status, replay.body.message]).toEqual([400, 'CAPTCHA required']);

  const row = (await findPublicCertificate(testDb.db, certificate.serial))!;
  expect(reportState(row)).toEqual({ state: 'under-review', confirmedAt: null });
  const verdict = await checkLabel(testDb.db, row, signLabel(labelFacts(certificate), 1), reportState(row).state);
  expect([verdict?.verdict, verdict?.labelCheck]).toEqual(['reported', 'valid']);
  // The page never shows the reporter's words or e-mail: only that a report is under review.
  expect(JSON.stringify(toPublicCertificate(row, new Date()))).not.toContain('buyer@example.com');

  // Staff confirm it in their queue (audited): the page shows the banner with the decision's date.
  const staff = await createMember(testDb.db, { role: 'STAFF' });
  const decidedAt = new Date('2026-11-20T03:00:00Z');
  await decideFlag(
    testDb.db,
    { memberId: staff.id, role: 'STAFF' },
    flag.id,
    { expectedStatus: 'OPEN', decision: 'CONFIRMED', note: 'Same serial on a slab with a flat hologram' },
    decidedAt,
  );
  expect(await testDb.db.auditLog.findFirst({ where: { action: 'certificate.flagConfirmed', entityId: certificate.serial } })).toMatchObject({
    actorId: staff.id,
  });
  const confirmed = (await findPublicCertificate(testDb.db, certificate.serial))!;
  expect(toPublicCertificate(confirmed, new Date()).reports).toEqual({ state: 'confirmed', confirmedAt: decidedAt.toISOString() });
  expect((await checkLabel(testDb.db, confirmed, signLabel(labelFacts(certificate), 1), reportState(confirmed).state))?.verdict).toBe('reported');
});

test('photos: with the report token only, at most four, checked like every upload', async () => {
  const certificate = await publishedCertificate();
  const filed = await report(certificate.serial, { offeredAt: 'Taipei card show, booth 12', captcha: await solvedCaptcha('report') }, '203.0.113.8');
  const { reportId, photoToken } = filed.body.data!;
  const photo = await jpeg(800, 600);

  for (const token of ['', 'nonsense', `${Date.now() + 60_000}.forged`, photoToken.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))]) {
    expect((await sendPhoto(certificate.serial, reportId, token, photo)).status).toBe(404);
  }
  const other = await publishedCertificate();
  expect((await sendPhoto(other.serial, reportId, photoToken, photo)).status).toBe(404);

  for (let count = 1; count <= 4; count += 1) {
    const sent = await sendPhoto(certificate.serial, reportId, photoToken, photo);
    expect([sent.status, sent.body.data]).toEqual([201, { photos: count }]);
  }
  const fifth = await sendPhoto(certificate.serial, reportId, photoToken, photo);
  expect([fifth.status, fifth.body.code]).toEqual([409, 'CONFLICT']);
  const notAnImage = await sendPhoto(certificate.serial, reportId, photoToken, Buffer.from('<svg onload=alert(1)>'));
  expect(notAnImage.status).toBe(400);
  expect(await testDb.db.certificateFlagPhoto.count({ where: { flagId: reportId } })).toBe(4);
});

test('unknown, unpublished and malformed serials are 404s; five reports an hour per address, then 429 with Retry-After', async () => {
  const certificate = await publishedCertificate();
  const unpublished = await gradedCard(testDb.db, null, null, { grade: 8, authentic: false });
  for (const serial of ['1000000', unpublished.serial, 'abc', '123456789']) {
    expect((await report(serial, { offeredAt: 'somewhere', captcha: 'x' })).status).toBe(404);
  }
  for (let count = 0; count < 5; count += 1) {
    expect((await report(certificate.serial, { offeredAt: `shop ${count}`, captcha: await solvedCaptcha('report') }, '198.51.100.9')).status).toBe(201);
  }
  const limited = await report(certificate.serial, { offeredAt: 'shop 6', captcha: await solvedCaptcha('report') }, '198.51.100.9');
  expect(limited.status).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(await testDb.db.certificateFlag.count({ where: { certificateId: certificate.id } })).toBe(5);
});
