// POST /api/admin/orders/[orderNumber]/labels-printed { serials } (issue #10): the labels the Print button sent to
// the printer. The labels page builds the body from the sheet it shows; the route checks it with this.
import { type InferType, array, object } from 'yup';
import { SERIAL_PATTERN } from '../certificate';
import { MAX_LABELS_PER_PRINT } from '../lab/labels';
import { strictString } from './fields';

export const LABELS_ERRORS = {
  serials: 'labels:errors.serials',
  notOnSheet: 'labels:errors.notOnSheet',
  notNow: 'labels:errors.notNow',
} as const;

export const labelsPrintedSchema = object({
  serials: array(strictString(LABELS_ERRORS.serials).required(LABELS_ERRORS.serials).matches(SERIAL_PATTERN, LABELS_ERRORS.serials))
    .typeError(LABELS_ERRORS.serials)
    .required(LABELS_ERRORS.serials)
    .min(1, LABELS_ERRORS.serials)
    .max(MAX_LABELS_PER_PRINT, LABELS_ERRORS.serials)
    .test('distinct', LABELS_ERRORS.serials, (serials) => !serials || new Set(serials).size === serials.length),
});
export type LabelsPrintedInput = InferType<typeof labelsPrintedSchema>;
