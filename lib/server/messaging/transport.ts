// Every e-mail and SMS goes through this interface (docs/product/accounts.md#messaging-and-outbox): SMTP and an HTTP
// SMS gateway in production; in development and tests the outbox itself, shown at /dev/outbox. A transport only
// sends: the message was written to OutboxMessage in the transaction of the change that caused it
// (enqueue-message.ts), and the delivery worker (delivery/) records what became of it (decision 0026).
import type { OutboxChannel } from '@/lib/server/db/generated/enums';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutgoingSms {
  to: string;
  text: string;
}

export interface MessageTransport {
  /** 'smtp' (SMTP and the SMS gateway) or 'outbox' (development). */
  readonly name: string;
  /** The name recorded on a row of `channel` (OutboxMessage.transport): smtp, sms-gateway or outbox. */
  nameFor(channel: OutboxChannel): string;
  /** True when the row keeps its body once sent: only the development outbox, which /dev/outbox shows. Bodies carry
   *  one-time codes and links: after a real send only metadata stays. */
  readonly keepsBody: boolean;
  sendEmail(message: OutgoingEmail): Promise<void>;
  sendSms(message: OutgoingSms): Promise<void>;
}

/** The message is the row: nothing leaves the machine, and the worker simply marks it SENT. */
export const outboxTransport: MessageTransport = {
  name: 'outbox',
  nameFor: () => 'outbox',
  keepsBody: true,
  async sendEmail() {},
  async sendSms() {},
};
