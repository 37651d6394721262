// Placeholder: the screen of docs/product/certificates.md#certificate-lookup replaces ComingSoon; the route and its
// translations are in place.
import type { GetServerSideProps } from 'next';
import { ComingSoon } from '@/components/layout/ComingSoon';
import { pageTranslations } from '@/lib/server/i18n/page-translations';

export default function CertificationPage() {
  return <ComingSoon page="certification" />;
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: { ...(await pageTranslations(locale, ['placeholder'])) },
});
