// Sends a translated message: subject and text from the `mail` (or `sms`) namespace in the member's
// language, HTML from the text with a small escaped layout. Call after the transaction commits.
import { getDb } from '@/lib/server/db/client';
import { DEFAULT_LOCALE, type Locale, isLocale } from '@/lib/shared/locale';
import { translateServer } from '../i18n/translate-server';
import { messageTransport } from './index';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (html: string) => html.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

export function siteUrl(path: string): string {
  const base = (process.env.APP_ORIGIN ?? 'http://localhost:3000').split(',')[0]!.replace(/\/$/, '');
  return `${base}${path}`;
}

export async function sendEmail(input: { to: string; locale: string | null | undefined; template: string; params?: Record<string, unknown> }): Promise<void> {
  const locale: Locale = isLocale(input.locale) ? input.locale : DEFAULT_LOCALE;
  const params = { ...input.params };
  const subject = translateServer(locale, `mail:${input.template}.subject`, params);
  const text = `${translateServer(locale, `mail:${input.template}.body`, params)}\n\n${translateServer(locale, 'mail:footer', params)}`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.6;color:#14213d">${text
    .split('\n\n')
    .map((paragraph) => `<p>${linkify(escapeHtml(paragraph)).replace(/\n/g, '<br>')}</p>`)
    .join('')}</body></html>`;
  await messageTransport().sendEmail(await getDb(), { to: input.to, subject, text, html, template: input.template, locale });
}

export async function sendSms(input: { to: string; locale: string | null | undefined; template: string; params?: Record<string, unknown> }): Promise<void> {
  const locale: Locale = isLocale(input.locale) ? input.locale : DEFAULT_LOCALE;
  const text = translateServer(locale, `sms:${input.template}`, input.params ?? {});
  await messageTransport().sendSms(await getDb(), { to: input.to, text, template: input.template, locale });
}
