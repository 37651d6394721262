// How a partner inquiry moves through the inbox (docs/product/storefront.md#partner-shops-and-inquiry; issue #10:
// NEW → IN_PROGRESS → CLOSED). Only forward: an admin starts working on a new inquiry or closes it outright (spam,
// a duplicate), and closes one in progress. CLOSED is final — a shop that writes again sends a new inquiry, which
// arrives as NEW, so the inbox never hides fresh work inside an old closed thread. The service guards every change
// with this table inside the transaction that writes the audit row.
import type { InquiryStatus } from '@/lib/server/db/generated/enums';

export const INQUIRY_TRANSITIONS: Record<InquiryStatus, readonly InquiryStatus[]> = {
  NEW: ['IN_PROGRESS', 'CLOSED'],
  IN_PROGRESS: ['CLOSED'],
  CLOSED: [],
};

export function canChangeInquiry(from: InquiryStatus, to: InquiryStatus): boolean {
  return INQUIRY_TRANSITIONS[from].includes(to);
}

/** The statuses an inquiry in `from` may move to, for the buttons the inbox shows. */
export function nextInquiryStatuses(from: InquiryStatus): readonly InquiryStatus[] {
  return INQUIRY_TRANSITIONS[from];
}
