// A scanned label: the certificate page with the verdict on the label's code first (docs/product/certificates.md#verdicts).
// The proxy rewrites /certification/NNNNNNN?k=…&s=… here, so the address the QR code printed stays what the visitor sees.
import { BusyScreen } from '@/components/certificates/BusyScreen';
import { CertificateScreen } from '@/components/certificates/CertificateScreen';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { type LabelPageProps, certificateLabelProps } from '@/lib/server/certificates/certificate-page-props';

export default function LabelPage(props: LabelPageProps) {
  if ('busySeconds' in props) return <BusyScreen seconds={props.busySeconds} />;
  if ('unavailable' in props) return <ErrorScreen kind="unavailable" />;
  return <CertificateScreen {...props} />;
}

export const getServerSideProps = certificateLabelProps;
