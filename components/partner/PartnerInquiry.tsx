// The partner inquiry form of docs/product/storefront.md#partner-shops-and-inquiry, below the shop list. Its code
// (form library, schema, HTTP client, React Query) is downloaded after the first paint (issue #11); the kept space
// is about the form's height, so the footer does not jump when it arrives.
import Box from '@mui/material/Box';
import dynamic from 'next/dynamic';
import { DeferredSection } from '@/components/common/DeferredSection';

const FORM_SPACE = { minHeight: { xs: 900, md: 560 } };

const PartnerInquirySection = dynamic(() => import('./PartnerInquirySection'), {
  ssr: false,
  loading: () => <Box aria-hidden sx={FORM_SPACE} />,
});

export function PartnerInquiry() {
  return (
    <DeferredSection placeholderSx={FORM_SPACE}>
      <PartnerInquirySection />
    </DeferredSection>
  );
}
