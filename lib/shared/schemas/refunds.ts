// The back office's stuck refunds (issue #23, decision 0027): the path's refund id, and the manual bank transfer's
// reference — the staff form validates with the same schema (docs/product/payments.md#refunds).
import { type InferType, object } from 'yup';
import { idParam } from './admin/query-fields';
import { strictString } from './fields';

export const REFUND_ERRORS = {
  wrongType: 'refunds:validation.wrongType',
  referenceRequired: 'refunds:validation.referenceRequired',
  referenceTooLong: 'refunds:validation.referenceTooLong',
} as const;

export const TRANSFER_REFERENCE_MAX = 100;

export const refundParamSchema = object({ id: idParam() });

/** POST /api/admin/refunds/[id]/manual-transfer: the bank's reference of the transfer staff made by hand. */
export const manualTransferSchema = object({
  reference: strictString(REFUND_ERRORS.wrongType).required(REFUND_ERRORS.referenceRequired).max(TRANSFER_REFERENCE_MAX, REFUND_ERRORS.referenceTooLong),
})
  .typeError(REFUND_ERRORS.wrongType)
  .required(REFUND_ERRORS.wrongType);
export type ManualTransferInput = InferType<typeof manualTransferSchema>;
