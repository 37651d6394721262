// The partner inquiry form with what it needs to send (React Query), as one lazily loaded piece of the partner shop
// page (issue #11: the page itself fetches nothing from the browser, see lib/shared/query-free-routes.ts).
import QueryProvider from '@/components/providers/QueryProvider';
import { PartnerInquiryForm } from './PartnerInquiryForm';

export default function PartnerInquirySection() {
  return (
    <QueryProvider>
      <PartnerInquiryForm />
    </QueryProvider>
  );
}
