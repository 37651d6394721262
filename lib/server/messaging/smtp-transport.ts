// Production delivery: e-mail over SMTP (nodemailer, SMTP_URL) and SMS through an HTTP gateway
// (SMS_GATEWAY_URL, bearer SMS_GATEWAY_TOKEN, JSON { to, text }). Only metadata is logged in the
// database: message bodies carry one-time codes.
import nodemailer from 'nodemailer';
import type { MessageTransport } from './transport';

export function createSmtpTransport(smtpUrl: string, from: string): MessageTransport {
  const mailer = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async sendEmail(db, message) {
      await mailer.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      await db.outboxMessage.create({
        data: { channel: 'EMAIL', transport: 'smtp', status: 'SENT', attempts: 1, sentAt: new Date(), to: message.to, subject: message.subject, text: '(sent by SMTP)', template: message.template, locale: message.locale },
      });
    },
    async sendSms(db, message) {
      const url = process.env.SMS_GATEWAY_URL;
      if (!url) throw new Error('SMS_GATEWAY_URL is not set: SMS cannot be sent.');
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.SMS_GATEWAY_TOKEN ?? ''}` },
        body: JSON.stringify({ to: message.to, text: message.text }),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      await db.outboxMessage.create({
        data: { channel: 'SMS', transport: 'sms-gateway', status: 'SENT', attempts: 1, sentAt: new Date(), to: message.to, text: '(sent by gateway)', template: message.template, locale: message.locale },
      });
    },
  };
}
