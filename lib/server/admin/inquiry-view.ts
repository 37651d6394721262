// A partner inquiry as the inbox shows it (docs/product/storefront.md#partner-shops-and-inquiry), with the statuses it
// may move to next.
import type { PartnerInquiry } from '@/lib/server/db/generated/client';
import { nextInquiryStatuses } from '@/lib/shared/admin/inquiry-status';
import type { AdminInquiry } from '@/lib/shared/admin/views';

export function inquiryView(row: PartnerInquiry): AdminInquiry {
  return {
    id: row.id,
    company: row.company,
    name: row.name,
    phone: row.phone,
    email: row.email,
    country: row.country,
    description: row.description,
    status: row.status,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    next: [...nextInquiryStatuses(row.status)],
  };
}
