// A certificate's page (docs/product/certificates.md#certificate-page): the same for everyone, so it is served from the
// cache and regenerated when the certificate changes (certificate-page-props.ts). A scanned label's address
// (?k=&s=) is rewritten by the proxy to /certification/label/NNNNNNN, rendered per request with the verdict.
import { CertificateScreen } from '@/components/certificates/CertificateScreen';
import { type CertificatePageProps, certificateStaticProps } from '@/lib/server/certificates/certificate-page-props';
import { generateOnFirstRequest } from '@/lib/server/static-pages/generate-on-request';

export default function CertificatePage(props: CertificatePageProps) {
  return <CertificateScreen {...props} />;
}

export const getStaticPaths = generateOnFirstRequest;
export const getStaticProps = certificateStaticProps;
