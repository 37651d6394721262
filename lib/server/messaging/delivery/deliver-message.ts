// Sends one claimed message through the transport, outside any transaction, then records the outcome on the row —
// only while this worker still holds it (same lease, still PENDING): SENT (sentAt, the transport's name; a real
// send blanks the body, which carries one-time codes and links, keeping only metadata), or the next try after the
// backoff with lastError, or FAILED (failedAt) after the last try.
import type { Db } from '@/lib/server/db/client';
import type { MessageTransport } from '../transport';
import type { ClaimedMessage } from './claim';
import { MAX_ATTEMPTS, describeError, retryDelayMs } from './policy';

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'lost';

/** What stays of a message a real transport sent: who, which template, when — not what it said. */
const SENT_PLACEHOLDER: Record<string, string> = { smtp: '(sent by SMTP)', 'sms-gateway': '(sent by gateway)' };

async function send(transport: MessageTransport, message: ClaimedMessage): Promise<void> {
  if (message.channel === 'SMS') return transport.sendSms({ to: message.to, text: message.text });
  return transport.sendEmail({ to: message.to, subject: message.subject ?? '', text: message.text, html: message.html ?? '' });
}

export async function deliverMessage(
  db: Db,
  transport: MessageTransport,
  message: ClaimedMessage,
  clock: () => Date = () => new Date(),
): Promise<DeliveryOutcome> {
  const held = { id: message.id, status: 'PENDING' as const, lockedUntil: message.lockedUntil };
  let error: unknown = null;
  try {
    await send(transport, message);
  } catch (caught) {
    error = caught ?? new Error('unknown error');
  }
  const now = clock();
  if (error === null) {
    const name = transport.nameFor(message.channel);
    const body = transport.keepsBody ? {} : { text: SENT_PLACEHOLDER[name] ?? '(sent)', html: null };
    const marked = await db.outboxMessage.updateMany({
      where: held,
      data: { status: 'SENT', sentAt: now, transport: name, lockedUntil: null, lastError: null, ...body },
    });
    return marked.count === 1 ? 'sent' : 'lost';
  }
  const lastError = describeError(error);
  if (message.attempts >= MAX_ATTEMPTS) {
    const marked = await db.outboxMessage.updateMany({ where: held, data: { status: 'FAILED', failedAt: now, lockedUntil: null, lastError } });
    if (marked.count === 1) console.error(`[outbox] message ${message.id} (${message.template}) FAILED after ${message.attempts} tries: ${lastError}`);
    return marked.count === 1 ? 'failed' : 'lost';
  }
  const marked = await db.outboxMessage.updateMany({
    where: held,
    data: { nextAttemptAt: new Date(now.getTime() + retryDelayMs(message.attempts)), lockedUntil: null, lastError },
  });
  return marked.count === 1 ? 'retry' : 'lost';
}
