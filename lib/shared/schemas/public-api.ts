// The public API's parameters (docs/product/certificates.md#public-api; the OpenAPI document describes the same).
// A serial is normalised as the look-up form does it (lib/shared/certificates/serial.ts: full-width digits, spaces and
// dashes) and refused otherwise with the look-up's own words. A label's code (`k`, `s`) is not checked here: a malformed
// code is a verdict ("not verified", docs/product/certificates.md#verdicts), not a bad request.
import { type InferType, array, number, object, string } from 'yup';
import { CardCategory } from '@/lib/server/db/generated/enums';
import { SERIAL_PATTERN } from '../certificate';
import { normaliseSerial } from '../certificates/serial';
import { MAX_BATCH_SERIALS } from '../public-api/limits';
import { oneOfStrings, optionalText } from './fields';

export const PUBLIC_API_ERRORS = {
  serialRequired: 'cert:errors.required',
  serialFormat: 'cert:errors.format',
  serials: 'publicApi:errors.serials',
  wrongType: 'publicApi:errors.wrongType',
  tooLong: 'publicApi:errors.tooLong',
  category: 'publicApi:errors.category',
  year: 'publicApi:errors.year',
  cardRequired: 'publicApi:errors.cardRequired',
  since: 'publicApi:errors.since',
  cursor: 'publicApi:errors.cursor',
} as const;

const E = PUBLIC_API_ERRORS;

/** A serial as typed or copied: made into its 7 digits, or refused. */
export function serialField() {
  return string()
    .transform((_value: unknown, original: unknown) => normaliseSerial(original) ?? original)
    .typeError(E.serialFormat)
    .required(E.serialRequired)
    .matches(SERIAL_PATTERN, E.serialFormat);
}

/** GET /api/v1/certificates/{serial}: the path's serial (the label's `k` and `s` are read as they come). */
export const certificateParamsSchema = object({ serial: serialField() });

/** POST /api/v1/certificates/batch */
export const certificateBatchSchema = object({
  serials: array(serialField()).typeError(E.serials).required(E.serials).min(1, E.serials).max(MAX_BATCH_SERIALS, E.serials),
})
  .typeError(E.wrongType)
  .required(E.wrongType);
export type CertificateBatchInput = InferType<typeof certificateBatchSchema>;

/** An opaque page cursor as the previous page gave it (base64url). */
const cursorField = () =>
  string()
    .transform((_value: unknown, original: unknown) => original)
    .typeError(E.cursor)
    .max(200, E.cursor)
    .matches(/^[A-Za-z0-9_-]+$/, E.cursor);

/** GET /api/v1/population: one card's fields, compared exactly after the same-card folding (NFKC, case, spaces). */
export const populationQuerySchema = object({
  name: optionalText(100, { wrongType: E.wrongType, tooLong: E.tooLong }).required(E.cardRequired),
  category: oneOfStrings(Object.values(CardCategory), E.category).optional(),
  year: number()
    .transform((_value: unknown, original: unknown) =>
      original === undefined ? undefined : typeof original === 'string' && /^\d{4}$/.test(original) ? Number(original) : Number.NaN,
    )
    .typeError(E.year)
    .integer(E.year)
    .min(1800, E.year)
    .max(2999, E.year)
    .optional(),
  set: optionalText(100, { wrongType: E.wrongType, tooLong: E.tooLong }),
  number: optionalText(40, { wrongType: E.wrongType, tooLong: E.tooLong }),
  cursor: cursorField().optional(),
});
export type PopulationQuery = InferType<typeof populationQuerySchema>;

/** GET /api/v1/population/changes?since=ISO&cursor= */
export const populationChangesSchema = object({
  since: string()
    .transform((_value: unknown, original: unknown) => original)
    .typeError(E.since)
    .required(E.since)
    .max(40, E.since)
    // An instant with its offset (RFC 3339): a local time would mean something else in every time zone.
    .matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/, E.since)
    .test('instant', E.since, (value) => value === undefined || !Number.isNaN(Date.parse(value))),
  cursor: cursorField().optional(),
});
export type PopulationChangesQuery = InferType<typeof populationChangesSchema>;
