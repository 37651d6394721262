// Dates and money on the order pages, in the member's language and Taipei time.
import { useRouter } from 'next/router';
import { DEFAULT_LOCALE, type Locale, formatDate, isLocale } from '@/lib/shared/locale';

export function useMemberLocale(): Locale {
  const { locale } = useRouter();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

export function dateText(iso: string, locale: Locale): string {
  return formatDate(iso, locale, { dateStyle: 'medium' });
}

/**
 * The date with a 24-hour Taipei time written out by hand: ICU versions disagree on 12-hour day periods, and the
 * server's text must equal the browser's at hydration (as components/payments/VirtualAccountDetails.tsx does).
 */
export function dateTimeText(iso: string, locale: Locale): string {
  const taipei = new Date(new Date(iso).getTime() + 8 * 3_600_000);
  const time = `${String(taipei.getUTCHours()).padStart(2, '0')}:${String(taipei.getUTCMinutes()).padStart(2, '0')}`;
  return `${dateText(iso, locale)} ${time}`;
}
