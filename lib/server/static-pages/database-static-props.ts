// getStaticProps of a page that shows database content at a fixed address (docs/decisions/0014-static-pages.md):
// generated on its first request after the start (generateOnFirstRequest), in the visitor's locale, then served from
// the cache until the after-change hooks regenerate it. Deeper paths under the page's optional catch-all are not
// pages. `revalidate` is for content that changes with time alone (a scheduled post): seconds until it does.
import type { GetStaticProps } from 'next';
import { type Db, getDb } from '@/lib/server/db/client';
import { pageTranslations } from '@/lib/server/i18n/page-translations';
import { DEFAULT_LOCALE, type Locale, isLocale } from '@/lib/shared/locale';
import { isPageRoot } from './generate-on-request';

export interface DatabaseContent<P> {
  props: P;
  /** Seconds until the content changes without anyone editing it; omitted: only an edit changes it. */
  revalidate?: number;
}

export function databaseStaticProps<P extends object>(namespaces: string[], load: (db: Db, locale: Locale) => Promise<DatabaseContent<P>>): GetStaticProps<P> {
  return async ({ locale, params }) => {
    if (!isPageRoot(params)) return { notFound: true };
    const lng = isLocale(locale) ? locale : DEFAULT_LOCALE;
    const [content, translations] = await Promise.all([load(await getDb(), lng), pageTranslations(lng, namespaces)]);
    return { props: { ...content.props, ...translations }, ...(content.revalidate ? { revalidate: content.revalidate } : {}) };
  };
}
