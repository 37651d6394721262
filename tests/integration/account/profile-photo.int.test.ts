/** @jest-environment node */
// The member's profile photo (mbPhoto/mbThumbnail, docs/product/accounts.md#member-fields;
// docs/product/errors-and-messages.md#photos 'Image Upload Failed'): POST and DELETE
// /api/member/photo, GET /api/member/photo/[mbId]. The order-photo content checks apply (type by content,
// EXIF stripped, orientation applied); a 512 px square and a 96 px thumbnail are stored; replacing or
// removing deletes the old files and row; only the member and staff see the photo (others: 404).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Prisma } from '@/lib/server/db/generated/client';
import { consume, resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { PHOTO_ERRORS } from '@/lib/shared/photos';
import photoRoute from '@/pages/api/member/photo';
import photoByMemberRoute from '@/pages/api/member/photo/[mbId]';
import withdrawRoute from '@/pages/api/member/withdraw';
import * as images from '@/tests/fixtures/images/images';
import { callApi } from '@/tests/helpers/api';
import { type RouteServer, listen, nextify } from '@/tests/helpers/route-server';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { temporaryUploadDir } from '../photos/photo-helpers';
import { signedInMember } from './account-helpers';

interface View {
  mbPhoto: string | null;
  mbThumbnail: string | null;
}
interface Answer {
  status: number;
  headers: Headers;
  body: { code: string; message: string; data?: View; errors?: { path: string; key: string; message: string }[] };
}
interface Signed {
  member: Awaited<ReturnType<typeof signedInMember>>['member'];
  jar: Awaited<ReturnType<typeof signedInMember>>['jar'];
  cookie: string;
}

let testDb: TestDb;
let uploads: ReturnType<typeof temporaryUploadDir>;
let server: RouteServer;
let origin: string;
const PASSWORD = 'Secret!234';

/** The routes behind a real HTTP server, so busboy reads a real multipart stream built by FormData. */
async function startServer(): Promise<void> {
  server = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = /^\/api\/member\/photo(?:\/([^/]*))?$/.exec(url.pathname);
    if (!match) {
      res.statusCode = 404;
      res.end();
      return;
    }
    // As Next parses it: a repeated parameter becomes an array.
    const query: Record<string, string | string[]> = {};
    for (const name of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(name);
      query[name] = values.length > 1 ? values : values[0]!;
    }
    if (match[1] !== undefined) query.mbId = decodeURIComponent(match[1]);
    const { apiReq, apiRes } = nextify(req, res, query);
    void (match[1] === undefined ? photoRoute : photoByMemberRoute)(apiReq, apiRes);
  });
  origin = server.origin;
}

beforeAll(async () => {
  uploads = temporaryUploadDir();
  testDb = await createTestDb();
  resetLimitersForTests();
  await startServer();
}, 60_000);
afterAll(async () => {
  await server.close();
  await testDb.close();
  uploads.remove();
});

async function member(overrides: Partial<Prisma.MemberUncheckedCreateInput> = {}): Promise<Signed> {
  const signed = await signedInMember(testDb.db, overrides, PASSWORD);
  const cookie = Object.entries(signed.jar.cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  return { ...signed, cookie };
}

async function request(
  pathAndQuery: string,
  options: { method?: string; body?: BodyInit; cookie?: string; origin?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${origin}${pathAndQuery}`, {
    method: options.method ?? 'GET',
    body: options.body,
    headers: { origin: options.origin ?? origin, ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

function upload(bytes: Buffer, options: { cookie?: string; filename?: string; type?: string; origin?: string; extra?: Buffer } = {}): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/jpeg' }), options.filename ?? 'me.jpg');
  if (options.extra) form.append('file', new Blob([new Uint8Array(options.extra)], { type: 'image/jpeg' }), 'second.jpg');
  return request('/api/member/photo', { method: 'POST', body: form, cookie: options.cookie, origin: options.origin });
}

const remove = (cookie?: string) => request('/api/member/photo', { method: 'DELETE', cookie });

async function image(url: string, cookie?: string) {
  const response = await fetch(`${origin}${url}`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const onDisk = (key: string) => fs.existsSync(path.join(uploads.dir, key));
const profileRows = (ownerId: number) => testDb.db.image.findMany({ where: { ownerId, kind: 'PROFILE' } });

async function expectRefused(answer: Answer, reason: string, status = 400) {
  expect({ status: answer.status, message: answer.body.message, key: answer.body.errors?.[0]?.key }).toEqual({
    status,
    message: 'Image Upload Failed',
    key: reason,
  });
  expect(answer.body.errors?.[0]?.message).toEqual(expect.any(String));
}

test('upload: a 512 px square and a 96 px thumbnail, upright, with no EXIF; Image row and member URLs', async () => {
  const alice = await member();
  const original = await images.phoneJpeg(400, 300);
  const answer = await upload(original, { cookie: alice.cookie, filename: '../../etc/passwd.jpg' });
  expect(answer.status).toBe(201);
  const view = answer.body.data!;

  const [row] = await profileRows(alice.member.id);
  expect(row).toMatchObject({ kind: 'PROFILE', ownerId: alice.member.id, mimeType: 'image/jpeg', width: 512, height: 512, gradingOrderId: null });
  expect(view).toEqual({
    mbPhoto: `/api/member/photo/${alice.member.mbId}?size=full&v=${row!.id}`,
    mbThumbnail: `/api/member/photo/${alice.member.mbId}?size=thumb&v=${row!.id}`,
  });
  expect(await testDb.db.member.findUniqueOrThrow({ where: { id: alice.member.id } })).toMatchObject(view);
  expect(row!.storageKey).toMatch(/^photos\/[0-9a-f]{2}\/[0-9a-f-]{36}\.jpg$/);

  const full = fs.readFileSync(path.join(uploads.dir, row!.storageKey));
  const meta = await sharp(full).metadata();
  expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
  expect([meta.exif, meta.xmp, meta.iptc, meta.icc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined]);
  expect(full.includes(images.SECRET)).toBe(false);
  // Orientation 6 (rotate 90° clockwise): the red left half is on top after the centred square crop.
  const [r1, , b1] = await images.pixel(full, 256, 60);
  const [r2, , b2] = await images.pixel(full, 256, 450);
  expect([r1 > 150, b1 < 100, b2 > 150, r2 < 100]).toEqual([true, true, true, true]);
  const thumb = fs.readFileSync(path.join(uploads.dir, row!.thumbKey!));
  expect(await sharp(thumb).metadata()).toMatchObject({ format: 'jpeg', width: 96, height: 96 });

  const audit = await testDb.db.auditLog.findFirstOrThrow({ where: { action: 'member.photoChanged', entityId: alice.member.mbId } });
  expect(audit).toMatchObject({ actorId: alice.member.id, data: { imageId: row!.id, replaced: false } });

  // The member sees both sizes, with the photo headers of decision 0005.
  const shown = await image(view.mbPhoto!, alice.cookie);
  expect(shown.status).toBe(200);
  expect(shown.bytes.equals(full)).toBe(true);
  expect(shown.headers.get('content-type')).toBe('image/jpeg');
  expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
  expect(shown.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  expect(shown.headers.get('cache-control')).toBe('private, max-age=3600');
  expect((await image(view.mbThumbnail!, alice.cookie)).bytes.equals(thumb)).toBe(true);
});

test('PNG, WebP and AVIF are taken by content, whatever the name says', async () => {
  const bob = await member();
  for (const [bytes, filename] of [
    [await images.png(), 'a.gif'],
    [await images.webp(), 'a.txt'],
    [await images.avif(), 'a.avif'],
  ] as const) {
    const answer = await upload(bytes, { cookie: bob.cookie, filename, type: 'application/octet-stream' });
    expect(answer.status).toBe(201);
  }
  expect(await profileRows(bob.member.id)).toHaveLength(1);
});

test('replace: the old files and row are gone, the old URL answers 404, the new one the new photo', async () => {
  const carol = await member();
  const first = (await upload(await images.jpeg(), { cookie: carol.cookie })).body.data!;
  const [old] = await profileRows(carol.member.id);
  const second = await upload(await images.png(), { cookie: carol.cookie });
  expect(second.status).toBe(201);

  const rows = await profileRows(carol.member.id);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.id).not.toBe(old!.id);
  expect([onDisk(old!.storageKey), onDisk(old!.thumbKey!)]).toEqual([false, false]);
  expect([onDisk(rows[0]!.storageKey), onDisk(rows[0]!.thumbKey!)]).toEqual([true, true]);
  expect(second.body.data!.mbPhoto).not.toBe(first.mbPhoto);
  expect((await image(first.mbPhoto!, carol.cookie)).status).toBe(404);
  expect((await image(second.body.data!.mbPhoto!, carol.cookie)).status).toBe(200);
  const audit = await testDb.db.auditLog.findFirstOrThrow({ where: { action: 'member.photoChanged', entityId: carol.member.mbId }, orderBy: { id: 'desc' } });
  expect(audit.data).toMatchObject({ replaced: true });
});

test('two uploads at once leave exactly one photo and no stray files', async () => {
  const dave = await member();
  const answers = await Promise.all([upload(await images.jpeg(), { cookie: dave.cookie }), upload(await images.png(), { cookie: dave.cookie })]);
  expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
  const rows = await profileRows(dave.member.id);
  expect(rows).toHaveLength(1);
  const stored = await testDb.db.member.findUniqueOrThrow({ where: { id: dave.member.id } });
  expect(stored.mbPhoto).toContain(`v=${rows[0]!.id}`);
  expect([onDisk(rows[0]!.storageKey), onDisk(rows[0]!.thumbKey!)]).toEqual([true, true]);
});

test('delete: files, row and URLs removed; the photo is gone; deleting again is harmless', async () => {
  const erin = await member();
  const view = (await upload(await images.jpeg(), { cookie: erin.cookie })).body.data!;
  const [row] = await profileRows(erin.member.id);

  const answer = await remove(erin.cookie);
  expect([answer.status, answer.body.data]).toEqual([200, { mbPhoto: null, mbThumbnail: null }]);
  expect(await profileRows(erin.member.id)).toHaveLength(0);
  expect([onDisk(row!.storageKey), onDisk(row!.thumbKey!)]).toEqual([false, false]);
  expect(await testDb.db.member.findUniqueOrThrow({ where: { id: erin.member.id } })).toMatchObject({ mbPhoto: null, mbThumbnail: null });
  expect((await image(view.mbPhoto!, erin.cookie)).status).toBe(404);
  expect(await testDb.db.auditLog.count({ where: { action: 'member.photoRemoved', entityId: erin.member.mbId } })).toBe(1);

  expect((await remove(erin.cookie)).status).toBe(200);
  expect(await testDb.db.auditLog.count({ where: { action: 'member.photoRemoved', entityId: erin.member.mbId } })).toBe(1);
});

test('a text file named .jpg, an SVG, a GIF, HEIC and a tiny image are refused with the reason; the photo stays', async () => {
  const frank = await member();
  const view = (await upload(await images.jpeg(), { cookie: frank.cookie })).body.data!;
  await expectRefused(await upload(images.TEXT, { cookie: frank.cookie, filename: 'me.jpg' }), PHOTO_ERRORS.notAnImage);
  await expectRefused(await upload(images.SVG, { cookie: frank.cookie, filename: 'me.jpg' }), PHOTO_ERRORS.unsupportedType);
  await expectRefused(await upload(await images.gif(), { cookie: frank.cookie }), PHOTO_ERRORS.unsupportedType);
  await expectRefused(await upload(await images.heicLike(), { cookie: frank.cookie, filename: 'IMG_1.HEIC' }), PHOTO_ERRORS.heicUnsupported);
  await expectRefused(await upload(await images.truncatedJpeg(), { cookie: frank.cookie }), PHOTO_ERRORS.damaged);
  await expectRefused(await upload(await images.jpeg(150, 150), { cookie: frank.cookie }), PHOTO_ERRORS.tooSmall);
  await expectRefused(await upload(await images.pngClaiming(9000, 9000), { cookie: frank.cookie }), PHOTO_ERRORS.tooManyPixels);
  await expectRefused(await upload(await images.jpeg(), { cookie: frank.cookie, extra: await images.jpeg() }), PHOTO_ERRORS.tooManyFiles);

  expect(await testDb.db.member.findUniqueOrThrow({ where: { id: frank.member.id } })).toMatchObject(view);
  const rows = await profileRows(frank.member.id);
  expect(rows).toHaveLength(1);
  expect((await image(view.mbPhoto!, frank.cookie)).status).toBe(200);
});

test('only the member and staff see the photo: another member gets the 404 of a missing one', async () => {
  const grace = await member();
  const view = (await upload(await images.jpeg(), { cookie: grace.cookie })).body.data!;
  const intruder = await member();
  const staff = await member({ role: 'STAFF' });

  const refused = await image(view.mbPhoto!, intruder.cookie);
  const missing = await image(`/api/member/photo/${intruder.member.mbId}?size=full`, intruder.cookie);
  expect([refused.status, missing.status]).toEqual([404, 404]);
  expect(JSON.parse(refused.bytes.toString())).toEqual(JSON.parse(missing.bytes.toString()));
  expect((await image(view.mbThumbnail!.replace(/&v=\d+/, ''), intruder.cookie)).status).toBe(404);

  expect((await image(view.mbPhoto!, staff.cookie)).status).toBe(200);
  expect((await image(view.mbThumbnail!, staff.cookie)).status).toBe(200);

  // The intruder's DELETE removes only the intruder's own (absent) photo.
  expect((await remove(intruder.cookie)).status).toBe(200);
  expect(await profileRows(grace.member.id)).toHaveLength(1);
});

test('no session → 401 everywhere; another site → 403; a dormant member is refused; nothing stored', async () => {
  const henry = await member();
  const view = (await upload(await images.jpeg(), { cookie: henry.cookie })).body.data!;
  const before = await testDb.db.image.count();

  expect((await upload(await images.jpeg())).status).toBe(401);
  expect((await remove()).status).toBe(401);
  expect((await image(view.mbPhoto!)).status).toBe(401);
  expect((await upload(await images.jpeg(), { cookie: henry.cookie, origin: 'https://evil.example' })).status).toBe(403);
  expect((await request('/api/member/photo', { method: 'DELETE', cookie: henry.cookie, origin: 'https://evil.example' })).status).toBe(403);

  const sleeper = await member({ mbStatus: 'DORMANCY' });
  const dormant = await upload(await images.jpeg(), { cookie: sleeper.cookie });
  expect([dormant.status, dormant.body.code]).toEqual([403, 'ACCOUNT_DORMANT']);
  expect((await remove(sleeper.cookie)).status).toBe(403);

  expect(await testDb.db.image.count()).toBe(before);
  expect(await profileRows(henry.member.id)).toHaveLength(1);
});

test('uploads count against the photoUpload limit (429)', async () => {
  const ivan = await member();
  for (let index = 0; index < 300; index += 1) await consume('photoUpload', String(ivan.member.id));
  const answer = await upload(await images.jpeg(), { cookie: ivan.cookie });
  expect([answer.status, answer.body.code]).toEqual([429, 'RATE_LIMITED']);
  expect(await profileRows(ivan.member.id)).toHaveLength(0);
});

test('hostile input → 4xx with a clear answer, never 500', async () => {
  const judy = await member();
  await upload(await images.jpeg(), { cookie: judy.cookie });
  const targets = [
    '..%2F..%2Fetc%2Fpasswd',
    "'%20OR%201%3D1%20--",
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    'x'.repeat(10_240),
    '',
    judy.member.mbId.toUpperCase(),
  ];
  for (const target of targets) {
    const answer = await image(`/api/member/photo/${target}?size=full`, judy.cookie);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  }
  for (const query of [
    'size=%3Cb%3E',
    'size=full&v=abc',
    'size=full&v=-1',
    'size=full&v=99999999999',
    `size=${'x'.repeat(10_240)}`,
    'size=full&size=thumb',
    "v=1'%20OR%20'1'%3D'1",
  ]) {
    const answer = await image(`/api/member/photo/${judy.member.mbId}?${query}`, judy.cookie);
    expect([400, 404]).toContain(answer.status);
  }
  // Not multipart, empty, broken multipart, a JSON "file": the reason, not a crash.
  const json = await request('/api/member/photo', {
    method: 'POST',
    body: JSON.stringify({ file: 'x'.repeat(10_240) }),
    cookie: judy.cookie,
    headers: { 'content-type': 'application/json' },
  });
  await expectRefused(json, PHOTO_ERRORS.noFile);
  await expectRefused(await request('/api/member/photo', { method: 'POST', body: new FormData(), cookie: judy.cookie }), PHOTO_ERRORS.noFile);
  const broken = await request('/api/member/photo', {
    method: 'POST',
    body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
    cookie: judy.cookie,
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
  });
  expect(broken.status).toBe(400);
  const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'), { cookie: judy.cookie, filename: '"><img src=x onerror=alert(1)>.jpg' });
  await expectRefused(html, PHOTO_ERRORS.notAnImage);
  expect((await request('/api/member/photo', { method: 'PUT', cookie: judy.cookie })).status).toBe(405);
  expect(await profileRows(judy.member.id)).toHaveLength(1);
});

test('withdrawal deletes the photo files and row after the commit', async () => {
  const kim = await member();
  await upload(await images.jpeg(), { cookie: kim.cookie });
  const [row] = await profileRows(kim.member.id);
  const answer = await callApi(withdrawRoute, { method: 'POST', cookies: kim.jar.cookies, body: { password: PASSWORD, agree: true } });
  expect(answer.status).toBe(200);
  expect(await profileRows(kim.member.id)).toHaveLength(0);
  expect([onDisk(row!.storageKey), onDisk(row!.thumbKey!)]).toEqual([false, false]);
  expect(await testDb.db.member.findUniqueOrThrow({ where: { id: kim.member.id } })).toMatchObject({ mbPhoto: null, mbThumbnail: null });
});

test('no file is left behind: every stored file belongs to a row', async () => {
  const rows = await testDb.db.image.findMany({ select: { storageKey: true, thumbKey: true } });
  const files = fs.readdirSync(path.join(uploads.dir, 'photos'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  expect(files.length).toBe(rows.length * 2);
});
