// Writes an e-mail or SMS to the outbox in the caller's transaction (decision 0026): the message exists if and only
// if the change that causes it committed, and a mail server that is down never fails the member's action. The
// message is rendered now (translation, HTML) and stored PENDING; the delivery worker (delivery/) sends it, retries
// it with backoff and marks it SENT or FAILED. After the commit, call kickDelivery() so it goes out at once.
import type { DbOrTx } from '@/lib/server/db/client';
import { messageTransport } from './index';
import { type MessageInput, renderEmail, renderSms } from './render-message';

export type { MessageInput } from './render-message';

/** Inserts the PENDING e-mail; answers its id. */
export async function enqueueEmail(tx: DbOrTx, input: MessageInput): Promise<number> {
  const email = renderEmail(input);
  const row = await tx.outboxMessage.create({
    data: { channel: 'EMAIL', transport: messageTransport().nameFor('EMAIL'), status: 'PENDING', ...email },
    select: { id: true },
  });
  return row.id;
}

/** Inserts the PENDING text message; answers its id. */
export async function enqueueSms(tx: DbOrTx, input: MessageInput): Promise<number> {
  const sms = renderSms(input);
  const row = await tx.outboxMessage.create({
    data: { channel: 'SMS', transport: messageTransport().nameFor('SMS'), status: 'PENDING', ...sms },
    select: { id: true },
  });
  return row.id;
}
