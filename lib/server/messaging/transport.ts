// Every e-mail and SMS goes through this interface (docs/product/accounts.md#messaging-and-outbox): SMTP and an HTTP
// SMS gateway in production; in development and tests an outbox stored in the database and shown at /dev/outbox.
import type { Db } from '@/lib/server/db/client';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  locale: string;
}

export interface OutgoingSms {
  to: string;
  text: string;
  template: string;
  locale: string;
}

export interface MessageTransport {
  readonly name: string;
  sendEmail(db: Db, message: OutgoingEmail): Promise<void>;
  sendSms(db: Db, message: OutgoingSms): Promise<void>;
}

/** Keeps whole messages in OutboxMessage; nothing leaves the machine. */
export const outboxTransport: MessageTransport = {
  name: 'outbox',
  async sendEmail(db, message) {
    await db.outboxMessage.create({ data: { channel: 'EMAIL', transport: 'outbox', status: 'SENT', attempts: 1, sentAt: new Date(), ...message } });
  },
  async sendSms(db, message) {
    await db.outboxMessage.create({ data: { channel: 'SMS', transport: 'outbox', status: 'SENT', attempts: 1, sentAt: new Date(), ...message } });
  },
};
