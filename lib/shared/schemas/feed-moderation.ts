// Staff hiding an album or a feed item (issue #25): the reason is required — the owner reads it in their e-mail and
// on their albums page — so the back office's dialog and POST /api/admin/community/{albums,items}/[id]/hide validate
// with this one schema. Messages: keys of `communityAdmin`.
import { type InferType, object } from 'yup';
import { REASON_MAX, REASON_MIN } from '../certificates/corrections';
import { strictString } from './fields';

export const HIDE_ERRORS = {
  wrongType: 'communityAdmin:validation.wrongType',
  reasonRequired: 'communityAdmin:validation.reasonRequired',
  reasonTooShort: 'communityAdmin:validation.reasonTooShort',
  reasonTooLong: 'communityAdmin:validation.reasonTooLong',
} as const;
const E = HIDE_ERRORS;

export const hideSchema = object({
  reason: strictString(E.wrongType).required(E.reasonRequired).min(REASON_MIN, E.reasonTooShort).max(REASON_MAX, E.reasonTooLong),
})
  .typeError(E.wrongType)
  .required(E.wrongType);
export type HideInput = InferType<typeof hideSchema>;
