// Renders a translated message: subject and text from the `mail` (or `sms`) namespace in the member's language, HTML
// from the text with a small escaped layout. Rendered when the message is written to the outbox (enqueue-message.ts),
// so a retry sends exactly what the member was meant to read.
import { DEFAULT_LOCALE, type Locale, isLocale } from '@/lib/shared/locale';
import { translateServer } from '../i18n/translate-server';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (html: string) => html.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

export function siteUrl(path: string): string {
  const base = (process.env.APP_ORIGIN ?? 'http://localhost:3000').split(',')[0]!.replace(/\/$/, '');
  return `${base}${path}`;
}

export interface MessageInput {
  to: string;
  locale: string | null | undefined;
  template: string;
  params?: Record<string, unknown>;
}

export interface RenderedEmail {
  to: string;
  locale: Locale;
  template: string;
  subject: string;
  text: string;
  html: string;
}

export interface RenderedSms {
  to: string;
  locale: Locale;
  template: string;
  text: string;
}

const localeOf = (locale: string | null | undefined): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE);

export function renderEmail(input: MessageInput): RenderedEmail {
  const locale = localeOf(input.locale);
  const params = { ...input.params };
  const subject = translateServer(locale, `mail:${input.template}.subject`, params);
  const text = `${translateServer(locale, `mail:${input.template}.body`, params)}\n\n${translateServer(locale, 'mail:footer', params)}`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.6;color:#14213d">${text
    .split('\n\n')
    .map((paragraph) => `<p>${linkify(escapeHtml(paragraph)).replace(/\n/g, '<br>')}</p>`)
    .join('')}</body></html>`;
  return { to: input.to, locale, template: input.template, subject, text, html };
}

export function renderSms(input: MessageInput): RenderedSms {
  const locale = localeOf(input.locale);
  return { to: input.to, locale, template: input.template, text: translateServer(locale, `sms:${input.template}`, input.params ?? {}) };
}
