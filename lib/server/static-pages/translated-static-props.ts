// getStaticProps of a page that is the same for everyone and shows nothing from the database: `next build`
// prerenders it in every locale with its translations (docs/decisions/0014-static-pages.md).
import type { GetStaticProps } from 'next';
import { pageTranslations } from '@/lib/server/i18n/page-translations';

export function translatedStaticProps(namespaces: string[]): GetStaticProps {
  return async ({ locale }) => ({ props: { ...(await pageTranslations(locale, namespaces)) } });
}
