// Loads the translation namespaces a page needs, always with `common` (header, footer, menus).
import type { SSRConfig } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import nextI18NextConfig from '../../../next-i18next.config';
import { DEFAULT_LOCALE, type Locale, isLocale } from '@/lib/shared/locale';

// Issue #11: the files do not change while a production server runs, yet building the same answer (a
// configuration, an i18next instance, the resources copied out) cost every render. One answer per locale and
// namespace list; read-only for the callers (Next serialises it into the page). Development reloads the files.
const answers = new Map<string, Promise<SSRConfig>>();

export function pageTranslations(locale: string | undefined, namespaces: string[] = []): Promise<SSRConfig> {
  const lng: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const load = () => serverSideTranslations(lng, ['common', ...namespaces], nextI18NextConfig);
  if (process.env.NODE_ENV !== 'production') return load();
  const key = `${lng}|${namespaces.join(',')}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = load().catch((error: unknown) => {
      answers.delete(key);
      throw error;
    });
    answers.set(key, answer);
  }
  return answer;
}
