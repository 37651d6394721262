/** @jest-environment node */
// A member's action never fails because the mail server is down (decision 0026): sign-up answers 201 with the server
// stopped, the code's e-mail waits in the outbox, and it is delivered — once, with a code that works — when the server
// is back. The same for the password-reset mail.
import signupRoute from '@/pages/api/brg/member/signup';
import forgotRoute from '@/pages/api/brg/auth/send-password-change-email';
import verifyRoute from '@/pages/api/verifyEmailCode';
import { setMessageTransport } from '@/lib/server/messaging';
import { deliverDueMessages } from '@/lib/server/messaging/delivery/deliver-due';
import { retryDelayMs } from '@/lib/server/messaging/delivery/policy';
import { createSmtpTransport } from '@/lib/server/messaging/smtp-transport';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { startSmtpServer, type TestSmtpServer } from '@/tests/helpers/smtp-server';

let testDb: TestDb;
let smtp: TestSmtpServer;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  smtp = await startSmtpServer();
  // Short timeouts: a dead server costs the worker little.
  setMessageTransport(createSmtpTransport(smtp.url, 'CardGrade <no-reply@cardgrade.test>', 2000));
}, 60_000);
afterAll(async () => {
  setMessageTransport(null);
  await smtp.start();
  await smtp.stop();
  await testDb.close();
});

const email = 'mail-down@example.test';

test('sign-up with the mail server down → 201; the code arrives once the server is back, and it verifies', async () => {
  await smtp.stop();
  const started = Date.now();
  const answer = await callApi<{ email: string; created: boolean }>(signupRoute, {
    method: 'POST',
    ip: '10.9.0.1',
    headers: { 'accept-language': 'en' },
    body: {
      mbNick: 'maildown',
      email,
      password: 'Secret!234',
      passwordConfirm: 'Secret!234',
      over14: true,
      agreeTerms: true,
      agreePrivacy: true,
      agreeCrossBorder: true,
      advertisingConsent: false,
    },
  });
  expect(answer.status).toBe(201);
  expect(answer.body.data).toEqual({ email, created: true });
  // The request never waited for the mail server.
  expect(Date.now() - started).toBeLessThan(5000);
  const queued = await testDb.db.outboxMessage.findFirstOrThrow({ where: { to: email, template: 'verifyEmail' } });
  expect(queued).toMatchObject({ status: 'PENDING', transport: 'smtp', attempts: 0 });

  // The worker tries while the server is down: refused, tried again later.
  const t0 = new Date();
  expect(await deliverDueMessages(testDb.db, { clock: () => t0 })).toMatchObject({ sent: 0, retry: 1 });
  const waiting = await testDb.db.outboxMessage.findUniqueOrThrow({ where: { id: queued.id } });
  expect(waiting).toMatchObject({ status: 'PENDING', attempts: 1 });
  expect(waiting.lastError).toMatch(/ECONNREFUSED/);

  await smtp.start();
  const before = smtp.received.length;
  expect(await deliverDueMessages(testDb.db, { clock: () => new Date(t0.getTime() + retryDelayMs(1)) })).toMatchObject({ sent: 1 });
  const arrived = smtp.received.slice(before);
  expect(arrived).toHaveLength(1);
  expect(arrived[0]!.to).toEqual([email]);
  const code = /Your verification code: (\d{6})/.exec(arrived[0]!.raw)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  expect(await testDb.db.outboxMessage.findUniqueOrThrow({ where: { id: queued.id } })).toMatchObject({ status: 'SENT', text: '(sent by SMTP)', html: null });

  const verified = await callApi<{ email: string; mbStatus: string }>(verifyRoute, { method: 'POST', ip: '10.9.0.2', body: { email, code } });
  expect(verified.status).toBe(200);
  expect(verified.body.data).toMatchObject({ email, mbStatus: 'APPROVED' });
});

test('a password-reset request with the mail server down → 200, the link mailed when it is back', async () => {
  await smtp.stop();
  const answer = await callApi(forgotRoute, { method: 'POST', ip: '10.9.0.3', body: { email } });
  expect(answer.status).toBe(200);
  const queued = await testDb.db.outboxMessage.findFirstOrThrow({ where: { to: email, template: 'resetPassword' } });
  expect(queued.status).toBe('PENDING');
  const t0 = new Date();
  expect(await deliverDueMessages(testDb.db, { clock: () => t0 })).toMatchObject({ retry: 1 });
  await smtp.start();
  const before = smtp.received.length;
  expect(await deliverDueMessages(testDb.db, { clock: () => new Date(t0.getTime() + retryDelayMs(1)) })).toMatchObject({ sent: 1 });
  expect(smtp.received.slice(before).map((mail) => mail.to)).toEqual([[email]]);
  expect(smtp.received.at(-1)!.raw).toMatch(/reset-password\?token=/);
});
