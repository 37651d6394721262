/** @jest-environment node */
// The outbox as a queue (decision 0026): a message is written in the transaction of the change that causes it and
// delivered by the worker — later and exactly once when the SMTP server refuses at first, after a crash right after
// the commit, by one of two racing workers, FAILED after the last try; delivered ones pruned after their keeping time.
import { claimDueMessages } from '@/lib/server/messaging/delivery/claim';
import { deliverDueMessages } from '@/lib/server/messaging/delivery/deliver-due';
import { SWEEPS, runAllSweeps } from '@/lib/server/jobs/sweeps';
import { LEASE_MS, MAX_ATTEMPTS, MAX_RETRY_MS, retryDelayMs } from '@/lib/server/messaging/delivery/policy';
import { SENT_KEEP_DAYS, pruneSentMessages } from '@/lib/server/messaging/delivery/prune-sent';
import { enqueueEmail, enqueueSms } from '@/lib/server/messaging/enqueue-message';
import { createSmtpTransport } from '@/lib/server/messaging/smtp-transport';
import type { MessageTransport, OutgoingEmail } from '@/lib/server/messaging/transport';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { startSmtpServer, type TestSmtpServer } from '@/tests/helpers/smtp-server';

let testDb: TestDb;
let smtp: TestSmtpServer;

beforeAll(async () => {
  testDb = await createTestDb();
  smtp = await startSmtpServer();
}, 60_000);
afterAll(async () => {
  await smtp.stop();
  await testDb.close();
});
beforeEach(async () => {
  // Each test starts from an empty queue: a message left due by one test would be delivered by the next.
  await testDb.db.outboxMessage.deleteMany();
});

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** A transport that records what it sent, optionally slowly or failing. */
function recordingTransport(options: { delayMs?: number; fail?: string } = {}): MessageTransport & { sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  return {
    name: 'smtp',
    nameFor: () => 'smtp',
    keepsBody: false,
    sent,
    async sendEmail(message) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.fail) throw new Error(options.fail);
      sent.push(message);
    },
    async sendSms() {
      throw new Error('no SMS here');
    },
  };
}

const mail = (to: string, orderNumber = 'A-1') => ({ to, locale: 'en', template: 'orderPaid', params: { orderNumber } });

test('the message exists only when the transaction that wrote it commits', async () => {
  await expect(
    testDb.db.$transaction(async (tx) => {
      await enqueueEmail(tx, mail('rolled-back@example.test'));
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  expect(await testDb.db.outboxMessage.count({ where: { to: 'rolled-back@example.test' } })).toBe(0);

  const id = await testDb.db.$transaction((tx) => enqueueEmail(tx, mail('committed@example.test')));
  const row = await testDb.db.outboxMessage.findUniqueOrThrow({ where: { id } });
  expect(row).toMatchObject({
    status: 'PENDING',
    attempts: 0,
    transport: 'outbox',
    lockedUntil: null,
    sentAt: null,
    subject: '[CardGrade] Payment received for order A-1',
  });
  expect(row.html).toContain('<p>');
});

test('SMTP refusing the first two tries: the message arrives later, exactly once, and only metadata stays', async () => {
  const transport = createSmtpTransport(smtp.url, 'CardGrade <no-reply@cardgrade.test>');
  const id = await testDb.db.$transaction((tx) => enqueueEmail(tx, mail('refused@example.test', 'R-1')));
  const t0 = new Date();
  smtp.refuseNext(2);
  const before = smtp.received.length;

  expect(await deliverDueMessages(testDb.db, { transport, clock: () => t0 })).toMatchObject({ sent: 0, retry: 1 });
  let row = await testDb.db.outboxMessage.findUniqueOrThrow({ where: { id } });
  expect(row).toMatchObject({ status: 'PENDING', attempts: 1, lockedUntil: null });
  expect(row.lastError).toMatch(/421|Try again later/);
  expect(row.nextAttemptAt.getTime()).toBe(t0.getTime() + retryDelayMs(1));

  // Not due yet: nothing is tried before the backoff ends.
  expect(await deliverDueMessages(testDb.db, { transport, clock: () => later(t0, 1000) })).toMatchObject({ sent: 0, retry: 0 });
  const t1 = later(t0, retryDelayMs(1));
  expect(await deliverDueMessages(testDb.db, { transport, clock: () => t1 })).toMatchObject({ retry: 1 });
  row = await testDb.db.outboxMessage.findUniqueOrThrow({ where: { id } });
  expect(row.attempts).toBe(2);
  expect(row.nextAttemptAt.getTime()).toBe(t1.getTime() + retryDelayMs(2));

  const t2 = later(t1, retryDelayMs(2));
  expect(await deliverDueMessages(testDb.db, { transport, clock: () => t2 })).toMatchObject({ sent: 1, retry: 0 });
  expect(await deliverDueMessages(testDb.db, { transport, clock: () => later(t2, MAX_RETRY_MS * 10) })).toMatchObject({ sent: 0 });

  const arrived = smtp.received.slice(before);
  expect(arrived).toHaveLength(1);
  expect(arrived[0]!.to).toEqual(['refused@example.test']);
  expect(arrived[0]!.raw).toContain('Payment received for order R-1');
  row = await testDb.db.outboxMessage.findUniqueOrThrow({ where: { id } });
  expect(row).toMatchObject({
    status: 'SENT',
    attempts: 3,
    transport: 'smtp',
    text: '(sent by SMTP)',
    html: null,
    lastError: null,
    lockedUntil: null,
    sentAt: t2,
  });
  expect(row.subject).toBe('[CardGrade] Payment received for order R-1');
});

test('the process killed right after the commit, or mid-send: the next worker run delivers it', async () => {
  const transport = recordingTransport();
  // Committed, and the process died before any delivery.
  const committed = await testDb.db.$transaction((tx) => enqueueEmail(tx, mail('crash-after-commit@example.test', 'C-1')));
  // Claimed by a worker that died holding it: its lease keeps others off until it ends.
  const held = await testDb.db.$transaction((tx) => enqueueEmail(tx, mail('crash-mid-send@example.test', 'C-2')));
  const claimedAt = new Date();
  const claim = await claimDueMessages(testDb.db, claimedAt);
  expect(claim.map((message) => message.id).sort()).toEqual([committed, held].sort());
  await testDb.db.outboxMessage.update({ where: { id: committed }, data: { lockedUntil: null, attempts: 0 } });

  expect(await deliverDueMessages(testDb.db, { transport, clock: () => later(claimedAt, 1000) })).toMatchObject({ sent: 1 });
  expect(transport.sent.map((sent) => sent.to)).toEqual(['crash-after-commit@example.test']);

  expect(await deliverDueMessages(testDb.db, { transport, clock: () => later(claimedAt, LEASE_MS + 1) })).toMatchObject({ sent: 1 });
  expect(transport.sent.map((sent) => sent.to)).toEqual(['crash-after-commit@example.test', 'crash-mid-send@example.test']);
  // The dead worker's late answer changes nothing: the row is no longer held under its lease.
  const stale = claim.find((message) => message.id === held)!;
  const { deliverMessage } = await import('@/lib/server/messaging/delivery/deliver-message');
  expect(await deliverMessage(testDb.db, recordingTransport(), stale)).toBe('lost');
  expect(await testDb.db.outboxMessage.findUniqueOrThrow({ where: { id: held } })).toMatchObject({ status: 'SENT', attempts: 2 });
});

test('two workers racing over 30 messages: each is sent once', async () => {
  const ids: number[] = [];
  for (let index = 0; index < 30; index += 1) ids.push(await enqueueEmail(testDb.db, mail(`race-${index}@example.test`, `Q-${index}`)));
  const transport = recordingTransport({ delayMs: 5 });
  const [a, b] = await Promise.all([deliverDueMessages(testDb.db, { transport, batch: 4 }), deliverDueMessages(testDb.db, { transport, batch: 4 })]);
  expect(a.sent + b.sent).toBe(30);
  expect(a.lost + b.lost).toBe(0);
  const sentTo = transport.sent.map((sent) => sent.to).sort();
  expect(sentTo).toEqual([...new Set(sentTo)]);
  expect(sentTo).toHaveLength(30);
  expect(await testDb.db.outboxMessage.count({ where: { id: { in: ids }, status: 'SENT', attempts: 1 } })).toBe(30);
});

test(`FAILED after ${MAX_ATTEMPTS} tries, with the last error; never tried again`, async () => {
  const id = await enqueueEmail(testDb.db, mail('always-fails@example.test'));
  const transport = recordingTransport({ fail: 'connect ECONNREFUSED 127.0.0.1:25' });
  let now = new Date();
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const counts = await deliverDueMessages(testDb.db, { transport, clock: () => now });
    expect(counts).toMatchObject(attempt < MAX_ATTEMPTS ? { retry: 1, failed: 0 } : { retry: 0, failed: 1 });
    now = later(now, MAX_RETRY_MS);
  }
  const row = await testDb.db.outboxMessage.findUniqueOrThrow({ where: { id } });
  expect(row).toMatchObject({
    status: 'FAILED',
    attempts: MAX_ATTEMPTS,
    lastError: 'Error: connect ECONNREFUSED 127.0.0.1:25',
    lockedUntil: null,
    sentAt: null,
  });
  expect(row.failedAt).toBeInstanceOf(Date);
  // The body stays (nothing was sent): a resend needs it.
  expect(row.text).toContain('We received your payment for order A-1.');
  expect(await deliverDueMessages(testDb.db, { transport, clock: () => later(now, MAX_RETRY_MS * 100) })).toMatchObject({ retry: 0, failed: 0, sent: 0 });
});

test('the development outbox marks the row SENT and keeps the body for /dev/outbox', async () => {
  const { outboxTransport } = await import('@/lib/server/messaging/transport');
  const id = await enqueueSms(testDb.db, { to: '+886912000222', locale: 'en', template: 'phoneCode', params: { code: '654321' } });
  expect(await deliverDueMessages(testDb.db, { transport: outboxTransport })).toMatchObject({ sent: 1 });
  const row = await testDb.db.outboxMessage.findUniqueOrThrow({ where: { id } });
  expect(row).toMatchObject({ status: 'SENT', channel: 'SMS', transport: 'outbox', attempts: 1 });
  expect(row.text).toContain('654321');
});

test('a worker asked to stop finishes the message in hand and hands the rest of its batch back', async () => {
  for (let index = 0; index < 3; index += 1) await enqueueEmail(testDb.db, mail(`stop-${index}@example.test`));
  const transport = recordingTransport();
  let stop = false;
  const stopping: MessageTransport = {
    ...transport,
    async sendEmail(message) {
      await transport.sendEmail(message);
      stop = true;
    },
  };
  expect(await deliverDueMessages(testDb.db, { transport: stopping, shouldStop: () => stop })).toMatchObject({ sent: 1, released: 2 });
  expect(await testDb.db.outboxMessage.count({ where: { status: 'PENDING', attempts: 0, lockedUntil: null } })).toBe(2);
  expect(await deliverDueMessages(testDb.db, { transport })).toMatchObject({ sent: 2 });
});

test('the hourly sweep deletes delivered messages past their keeping time, never one still owed', async () => {
  const now = new Date();
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const row = (status: 'PENDING' | 'SENT' | 'FAILED', at: Date) =>
    testDb.db.outboxMessage.create({
      data: {
        channel: 'EMAIL',
        to: `keep-${status}@example.com`,
        subject: 's',
        text: 't',
        template: 'test',
        locale: 'en',
        transport: 'smtp',
        status,
        createdAt: at,
        sentAt: status === 'SENT' ? at : null,
        failedAt: status === 'FAILED' ? at : null,
      },
    });
  const old = await row('SENT', daysAgo(SENT_KEEP_DAYS + 1));
  const recent = await row('SENT', daysAgo(SENT_KEEP_DAYS - 1));
  const owed = await row('PENDING', daysAgo(90));
  const failed = await row('FAILED', daysAgo(90));
  const [outcome] = await runAllSweeps(
    testDb.db,
    now,
    SWEEPS.filter((sweep) => sweep.name === 'outbox-sent'),
  );
  expect(outcome).toMatchObject({ name: 'outbox-sent', result: { prunedSent: 1 } });
  const left = await testDb.db.outboxMessage.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
  expect(left.map((message) => message.id)).toEqual([recent.id, owed.id, failed.id]);
  expect(left.map((message) => message.id)).not.toContain(old.id);
  // Run again (or on another instance at once): nothing more to do.
  expect(await pruneSentMessages(testDb.db, now)).toEqual({ prunedSent: 0 });
});
