// The partner inquiry inbox (docs/product/storefront.md#partner-shops-and-inquiry: admins read and handle the
// inquiries): the list's filter and the status change, which names the status the admin saw so a change made
// meanwhile by another admin is a conflict, not overwritten.
import { type InferType, object } from 'yup';
import { InquiryStatus } from '@/lib/server/db/generated/enums';
import { oneOfStrings } from '../fields';
import { ADMIN_ERRORS as E } from './admin-errors';
import { idParam, optionalChoice, pageParam } from './query-fields';

export const INQUIRY_STATUSES = Object.values(InquiryStatus);

/** GET /api/admin/inquiries?status=&page=: every status when absent. */
export const inquiryListQuerySchema = object({
  status: optionalChoice(INQUIRY_STATUSES),
  page: pageParam(),
});
export type InquiryListQuery = InferType<typeof inquiryListQuerySchema>;

export const inquiryParamSchema = object({ id: idParam() });

/** PUT /api/admin/inquiries/[id]/status. */
export const inquiryStatusChangeSchema = object({
  expectedStatus: oneOfStrings(INQUIRY_STATUSES, E.status).required(E.status),
  status: oneOfStrings(INQUIRY_STATUSES, E.status).required(E.status),
})
  .typeError(E.wrongType)
  .required(E.wrongType);
export type InquiryStatusChangeInput = InferType<typeof inquiryStatusChangeSchema>;
