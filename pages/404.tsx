// Static error page, translated at build time for every locale; no database access (the shell,
// docs/product/storefront.md#routes). An unknown certificate answers this page too (status 404): once the page runs in
// the browser it says which serial was not found and offers the look-up again
// (docs/product/certificates.md#certificate-page: "a friendly page with status 404").
import type { GetStaticProps } from 'next';
import { useEffect, useState } from 'react';
import { CertificateNotFound } from '@/components/certificates/CertificateNotFound';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { pageTranslations } from '@/lib/server/i18n/page-translations';
import { certificateSegment } from '@/lib/shared/certificate';
import { normaliseSerial } from '@/lib/shared/certificates/serial';
import { stripLocale } from '@/lib/shared/routes';

export default function NotFoundPage() {
  // After hydration only: the static HTML is the same for every address.
  const [serial, setSerial] = useState<string | null>(null);
  useEffect(() => {
    const segment = certificateSegment(stripLocale(window.location.pathname));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is only known in the browser
    setSerial(segment === null ? null : normaliseSerial(segment));
  }, []);
  return serial ? <CertificateNotFound serial={serial} /> : <ErrorScreen kind="notFound" />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: { ...(await pageTranslations(locale, ['cert'])) },
});
