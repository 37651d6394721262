// Production delivery: e-mail over SMTP (nodemailer, SMTP_URL) and SMS through an HTTP gateway (SMS_GATEWAY_URL,
// bearer SMS_GATEWAY_TOKEN, JSON { to, text }). Short timeouts: a dead or silent server costs a few seconds of the
// worker, never a member's request (the worker retries later; decision 0026).
import nodemailer from 'nodemailer';
import type { MessageTransport } from './transport';

/** Connecting, the server's greeting, and an idle socket: each at most this long (SMTP_TIMEOUT_MS). */
export const SMTP_TIMEOUT_MS = 10_000;
const SMS_TIMEOUT_MS = 10_000;

function timeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SMTP_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 ? value : SMTP_TIMEOUT_MS;
}

export function createSmtpTransport(smtpUrl: string, from: string, timeout = timeoutMs()): MessageTransport {
  const mailer = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    dnsTimeout: timeout,
  });
  return {
    name: 'smtp',
    nameFor: (channel) => (channel === 'SMS' ? 'sms-gateway' : 'smtp'),
    keepsBody: false,
    async sendEmail(message) {
      await mailer.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    async sendSms(message) {
      const url = process.env.SMS_GATEWAY_URL;
      if (!url) throw new Error('SMS_GATEWAY_URL is not set: SMS cannot be sent.');
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.SMS_GATEWAY_TOKEN ?? ''}` },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
