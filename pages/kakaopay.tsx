// Placeholder: the screen of docs/product/storefront.md#routes replaces ComingSoon; the route and its translations
// are in place.
import { ComingSoon } from '@/components/layout/ComingSoon';
import { translatedStaticProps } from '@/lib/server/static-pages/translated-static-props';

export default function KakaoPayPage() {
  return <ComingSoon page="kakaopay" />;
}

// The same for everyone: prerendered by the build in every locale (docs/decisions/0014-static-pages.md).
export const getStaticProps = translatedStaticProps(['placeholder']);
