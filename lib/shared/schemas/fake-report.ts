// A report of a suspected fake (docs/product/certificates.md#reports-of-suspected-fakes): the form on the report page
// validates with this schema and POST /api/certificates/[serial]/reports validates the body with it again. Photos
// follow one by one (the report's answer carries a short-lived token for them). Messages: keys of `cert`.
import { type InferType, object } from 'yup';
import { optionalText } from './fields';

export const FAKE_REPORT_LIMITS = { offeredAt: 300, note: 2000, email: 254, photos: 4 } as const;

export const FAKE_REPORT_ERRORS = {
  offeredAtRequired: 'cert:report.errors.offeredAtRequired',
  emailInvalid: 'cert:report.errors.emailInvalid',
  captchaRequired: 'cert:report.errors.captchaRequired',
  tooLong: 'cert:report.errors.tooLong',
  wrongType: 'cert:report.errors.wrongType',
} as const;

const E = FAKE_REPORT_ERRORS;
const text = (max: number) => optionalText(max, E);

export const fakeReportSchema = object({
  /** Where the slab was offered: a shop, a fair, a listing's address. */
  offeredAt: text(FAKE_REPORT_LIMITS.offeredAt).required(E.offeredAtRequired),
  note: text(FAKE_REPORT_LIMITS.note),
  /** Optional: for staff's questions, never shown anywhere. */
  contactEmail: text(FAKE_REPORT_LIMITS.email).email(E.emailInvalid),
  /** The solved proof of work (self-hosted ALTCHA), good once. */
  captcha: text(4000).required(E.captchaRequired),
})
  .typeError(E.wrongType)
  .required(E.wrongType);

export type FakeReportInput = InferType<typeof fakeReportSchema>;

/** The answer: the report, and the token its photos are sent with (until `photosUntil`). */
export interface FakeReportReceipt {
  reportId: number;
  photoToken: string;
  photosUntil: string;
}
