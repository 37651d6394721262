// Placeholder: the screen of docs/product/certificates.md#certificate-lookup replaces ComingSoon; the route and its
// translations are in place.
import { ComingSoon } from '@/components/layout/ComingSoon';
import { translatedStaticProps } from '@/lib/server/static-pages/translated-static-props';

export default function CertificationPage() {
  return <ComingSoon page="certification" />;
}

// The same for everyone: prerendered by the build in every locale (docs/decisions/0014-static-pages.md).
export const getStaticProps = translatedStaticProps(['placeholder']);
