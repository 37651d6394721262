// Dates in the ADMIN tools (Taipei time, the page's language), and "—" for what never happened.
import { DEFAULT_LOCALE, formatDate, isLocale } from '@/lib/shared/locale';

export function adminDate(value: string | null, language: string, withTime = true): string | null {
  if (!value) return null;
  return formatDate(value, isLocale(language) ? language : DEFAULT_LOCALE, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' });
}
