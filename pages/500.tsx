// Static error page, translated at build time for every locale; no database access (the shell,
// docs/product/storefront.md#routes).
import type { GetStaticProps } from 'next';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { pageTranslations } from '@/lib/server/i18n/page-translations';

export default function ServerErrorPage() {
  return <ErrorScreen kind="server" />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: { ...(await pageTranslations(locale)) },
});
