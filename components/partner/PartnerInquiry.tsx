// The partner inquiry form of docs/product/storefront.md#partner-shops-and-inquiry, below the shop list. Its code
// (form library, schema, HTTP client, React Query, MUI) is downloaded when the visitor scrolls near it (issue #11); the
// kept space is about the form's height, so the footer does not jump when it arrives.
import dynamic from 'next/dynamic';
import { DeferredSection } from '@/components/common/DeferredSection';
import styles from './PartnerInquiry.module.css';

const PartnerInquirySection = dynamic(() => import('./PartnerInquirySection'), {
  ssr: false,
  loading: () => <div aria-hidden className={styles.formSpace} />,
});

/** The form's section: `/partner-shop#partner-inquiry` scrolls to it (and so loads it). */
export const INQUIRY_ID = 'partner-inquiry';

export function PartnerInquiry() {
  return (
    <DeferredSection placeholderClassName={styles.formSpace}>
      <PartnerInquirySection />
    </DeferredSection>
  );
}
