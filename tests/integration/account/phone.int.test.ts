/** @jest-environment node */
// Phone verification (docs/product/accounts.md#phone-verification, docs/product/accounts.md#account-api-calls,
// docs/product/errors-and-messages.md#verification): send, check, expiry, attempts, rate limits, a number verified by
// someone else, and isolation between members.
import sendRoute from '@/pages/api/sendVerificationToken';
import checkRoute from '@/pages/api/verificationCheck';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { CookieJar, callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { HOSTILE_BODIES, signedInMember } from './account-helpers';

let testDb: TestDb;
let sequence = 0;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

/** A fresh Taiwan mobile number per test, so per-number limits do not leak between tests. */
function newNumber(): string {
  sequence += 1;
  return `+8869${String(10_000_000 + Math.floor(Math.random() * 80_000_000) + sequence).slice(0, 8)}`;
}

function send(jar: CookieJar, phoneNumber: unknown, ip = `10.1.0.${(sequence % 250) + 1}`) {
  return callApi<{ phoneNumber: string; expiresAt: string }>(sendRoute, { method: 'POST', cookies: jar.cookies, body: { phoneNumber }, ip });
}

const check = (jar: CookieJar, body: unknown) => callApi<{ mbPhone: string }>(checkRoute, { method: 'POST', cookies: jar.cookies, body });

async function lastCode(phone: string): Promise<string> {
  const sms = await testDb.db.outboxMessage.findFirstOrThrow({ where: { to: phone, channel: 'SMS' }, orderBy: { id: 'desc' } });
  return /\d{6}/.exec(sms.text)![0];
}

test('both calls need a session', async () => {
  expect((await send(new CookieJar(), newNumber())).status).toBe(401);
  expect((await check(new CookieJar(), { phoneNumber: newNumber(), code: '123456' })).status).toBe(401);
});

test('send → SMS with the code (sms:phoneCode) → check → the number is verified and audited', async () => {
  const { member, jar } = await signedInMember(testDb.db);
  const phone = newNumber();
  const national = `0${phone.slice(4, 7)}-${phone.slice(7, 10)}-${phone.slice(10)}`;
  const sent = await send(jar, `+886 ${national.slice(1)}`);
  expect(sent.status).toBe(200);
  expect(sent.body.data?.phoneNumber).toBe(phone);
  expect(JSON.stringify(sent.body)).not.toMatch(/\b\d{6}\b(?!.*Z)/); // the code is never in the answer
  const sms = await testDb.db.outboxMessage.findFirstOrThrow({ where: { to: phone } });
  expect(sms).toMatchObject({ channel: 'SMS', template: 'phoneCode' });
  const code = await lastCode(phone);

  const checked = await check(jar, { phoneNumber: phone, code });
  expect(checked.status).toBe(200);
  const stored = await testDb.db.member.findUniqueOrThrow({ where: { id: member.id } });
  expect(stored.mbPhone).toBe(phone);
  expect(stored.phoneVerifiedAt).toBeInstanceOf(Date);
  expect(await testDb.db.auditLog.count({ where: { action: 'member.phoneVerified', entityId: member.mbId } })).toBe(1);
  // A used code does not work twice.
  expect((await check(jar, { phoneNumber: phone, code })).body.code).toBe('WRONG_CODE');
});

test('a wrong code → "Wrong verification code"; the fifth wrong try and expiry → "Verification failed."', async () => {
  const { jar } = await signedInMember(testDb.db);
  const phone = newNumber();
  await send(jar, phone);
  const code = await lastCode(phone);
  const wrong = code === '000000' ? '111111' : '000000';
  const answers = [];
  for (let i = 0; i < 5; i += 1) answers.push((await check(jar, { phoneNumber: phone, code: wrong })).body.message);
  expect(answers).toEqual(['Wrong verification code', 'Wrong verification code', 'Wrong verification code', 'Wrong verification code', 'Verification failed.']);
  // Dead now, even with the right code.
  const after = await check(jar, { phoneNumber: phone, code });
  expect(after.status).toBe(400);
  expect(after.body).toMatchObject({ code: 'VERIFICATION_FAILED', message: 'Verification failed.' });

  const phone2 = newNumber();
  await send(jar, phone2);
  const code2 = await lastCode(phone2);
  await testDb.db.verificationCode.updateMany({ where: { target: phone2 }, data: { expiresAt: new Date(Date.now() - 1000) } });
  expect((await check(jar, { phoneNumber: phone2, code: code2 })).body).toMatchObject({ code: 'VERIFICATION_FAILED', message: 'Verification failed.' });
});

test('a new code replaces the previous one', async () => {
  const { jar } = await signedInMember(testDb.db);
  const phone = newNumber();
  await send(jar, phone);
  const first = await lastCode(phone);
  await send(jar, phone);
  const second = await lastCode(phone);
  if (first !== second) expect((await check(jar, { phoneNumber: phone, code: first })).body.code).toBe('WRONG_CODE');
  expect((await check(jar, { phoneNumber: phone, code: second })).status).toBe(200);
});

test('wrong format and wrong types → 400 with the phone messages', async () => {
  const { jar } = await signedInMember(testDb.db);
  const format = await send(jar, '12345');
  expect(format.status).toBe(400);
  expect(format.body.errors?.[0]).toMatchObject({ path: 'phoneNumber', key: 'phone:validation.format' });
  const type = await send(jar, 886912345678);
  expect(type.body.message).toBe('Wrong Data Type.');
  const badCode = await check(jar, { phoneNumber: newNumber(), code: 'abcdef' });
  expect(badCode.body.errors?.[0]).toMatchObject({ path: 'code', key: 'phone:validation.codeFormat' });
  for (const body of [...HOSTILE_BODIES, { phoneNumber: "+886' OR 1=1 --" }, { phoneNumber: '<script>' }, { phoneNumber: '9'.repeat(10_240) }]) {
    const result = await callApi(sendRoute, { method: 'POST', cookies: jar.cookies, body });
    expect(result.status).toBe(400);
    const checked = await check(jar, body);
    expect(checked.status).toBe(400);
  }
});

test('a number verified by another member → "E-mail or phone already registered"', async () => {
  const phone = newNumber();
  await signedInMember(testDb.db, { mbPhone: phone, phoneVerifiedAt: new Date() });
  const { jar } = await signedInMember(testDb.db);
  const result = await send(jar, phone);
  expect(result.status).toBe(409);
  expect(result.body.message).toBe('E-mail or phone already registered');
  expect(await testDb.db.outboxMessage.count({ where: { to: phone } })).toBe(0);
});

test('after A verified a number B cannot ask for it; a number taken while B typed the code is refused', async () => {
  const phone = newNumber();
  const a = await signedInMember(testDb.db);
  const b = await signedInMember(testDb.db);
  await send(a.jar, phone);
  expect((await check(a.jar, { phoneNumber: phone, code: await lastCode(phone) })).status).toBe(200);
  expect((await send(b.jar, phone)).status).toBe(409);

  const other = newNumber();
  await send(b.jar, other);
  const code = await lastCode(other);
  await testDb.db.member.update({ where: { id: a.member.id }, data: { mbPhone: other } });
  const late = await check(b.jar, { phoneNumber: other, code });
  expect(late.status).toBe(409);
  expect(late.body.message).toBe('E-mail or phone already registered');
});

test("member B cannot use the code sent at member A's request", async () => {
  const phone = newNumber();
  const a = await signedInMember(testDb.db);
  const b = await signedInMember(testDb.db);
  await send(a.jar, phone);
  const code = await lastCode(phone);
  const stolen = await check(b.jar, { phoneNumber: phone, code });
  expect(stolen.status).toBe(400);
  expect((await testDb.db.member.findUniqueOrThrow({ where: { id: b.member.id } })).mbPhone).toBeNull();
  expect((await testDb.db.member.findUniqueOrThrow({ where: { id: a.member.id } })).mbPhone).toBeNull();
});

test('sending is limited per number (5 an hour) and per IP (20 an hour)', async () => {
  const { jar } = await signedInMember(testDb.db);
  const phone = newNumber();
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) statuses.push((await send(jar, phone, '10.9.9.1')).status);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

  const ipStatuses: number[] = [];
  for (let i = 0; i < 16; i += 1) ipStatuses.push((await send(jar, newNumber(), '10.9.9.1')).status);
  expect(ipStatuses.slice(0, 14).every((s) => s === 200)).toBe(true);
  expect(ipStatuses.slice(14)).toEqual([429, 429]);
  const limited = await send(jar, newNumber(), '10.9.9.1');
  expect(limited.headers['retry-after']).toBeDefined();
});
