import { createSmtpTransport } from './smtp-transport';
import { type MessageTransport, outboxTransport } from './transport';

let transport: MessageTransport | null = null;

export function messageTransport(): MessageTransport {
  transport ??= process.env.SMTP_URL
    ? createSmtpTransport(process.env.SMTP_URL, process.env.MAIL_FROM ?? 'CardGrade <no-reply@cardgrade.tw>')
    : outboxTransport;
  return transport;
}

/** Tests: the transport every later call uses (null: chosen again from SMTP_URL). */
export function setMessageTransport(next: MessageTransport | null): void {
  transport = next;
}

/** /dev/outbox and its API exist only while the outbox is the transport, and never in a production
 *  build unless DEV_OUTBOX=1 (used by the browser tests against the built app). */
export function isOutboxVisible(): boolean {
  return messageTransport().name === 'outbox' && (process.env.NODE_ENV !== 'production' || process.env.DEV_OUTBOX === '1');
}
