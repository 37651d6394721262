// Placeholder: the screen of docs/product/storefront.md#routes replaces ComingSoon; the route and its translations
// are in place.
import type { GetServerSideProps } from 'next';
import { ComingSoon } from '@/components/layout/ComingSoon';
import { pageTranslations } from '@/lib/server/i18n/page-translations';

export default function KakaoPayPage() {
  return <ComingSoon page="kakaopay" />;
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: { ...(await pageTranslations(locale, ['placeholder'])) },
});
