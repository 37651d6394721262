// The partner inquiry form with what it needs to send (React Query) and to look as it does (MUI's theme and emotion:
// the form is built with MUI, the page around it is static CSS and gets no MUI from _app), as one lazily loaded piece
// of the partner shop page (issue #11, docs/decisions/0015-storefront-static-css.md; the page itself fetches nothing
// from the browser).
import MuiProvider from '@/components/providers/MuiProvider';
import QueryProvider from '@/components/providers/QueryProvider';
import { PartnerInquiryForm } from './PartnerInquiryForm';

export default function PartnerInquirySection() {
  return (
    <MuiProvider>
      <QueryProvider>
        <PartnerInquiryForm />
      </QueryProvider>
    </MuiProvider>
  );
}
