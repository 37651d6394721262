// The data shapes of the public API's OpenAPI document (openapi.ts): JSON Schema 2020-12, as OpenAPI 3.1 uses it,
// written from the TypeScript views the API answers with (lib/shared/certificates/views.ts, verdicts.ts,
// public-api/population.ts) and their enums, never copied by hand. tests/integration/api-v1/openapi.int.test.ts checks
// live answers against these schemas, so a view that changes without its schema fails a test.
import { CardCategory, LabelReason, SportsType } from '@/lib/server/db/generated/enums';
import { POPULATION_GRADES } from '../certificates/population';
import { VERDICTS } from '../certificates/verdicts';
import { MAX_BATCH_SERIALS } from './limits';

const nullable = (type: string, extra: Record<string, unknown> = {}) => ({ type: [type, 'null'], ...extra });
const object = (properties: Record<string, unknown>, description?: string) => ({
  type: 'object',
  ...(description ? { description } : {}),
  required: Object.keys(properties),
  additionalProperties: false,
  properties,
});
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const dateTime = { type: 'string', format: 'date-time' };
const grade = { type: 'string', enum: [...POPULATION_GRADES], description: 'A grade of the scale ("10" … "1") or "A", the authentic mark.' };
const serial = { type: 'string', pattern: '^[0-9]{7}$', examples: ['4829173'] };
const subgrade = nullable('number', { minimum: 1, maximum: 10 });

/** A certificate's record (PublicCertificate). */
const CERTIFICATE_FIELDS = {
  serial,
  card: ref('Card'),
  grade: { type: 'string', description: 'The final grade ("9.5") or "A".' },
  numericGrade: nullable('number'),
  authentic: { type: 'boolean' },
  subgrades: object({ surface: subgrade, edges: subgrade, corners: subgrade, centering: subgrade }),
  centeringMeasured: {
    oneOf: [{ type: 'null' }, object({ frontLR: nullable('string'), frontTB: nullable('string'), backLR: nullable('string'), backTB: nullable('string') })],
  },
  autoGrade: nullable('number'),
  gradedAt: dateTime,
  voided: { oneOf: [{ type: 'null' }, object({ at: dateTime, reason: nullable('string') })] },
  labels: { type: 'array', items: ref('Label') },
  scans: { type: 'array', items: ref('Scan') },
  population: { oneOf: [{ type: 'null' }, ref('Population')] },
  reports: object({ state: { enum: ['under-review', 'confirmed', null] }, confirmedAt: nullable('string', { format: 'date-time' }) }),
};

/** The record with the verdict, present only when a code was given. */
function withOptionalVerdict<T extends { required: string[] }>(schema: T): T {
  return { ...schema, required: schema.required.filter((name) => name !== 'verdict') };
}

export const OPENAPI_SCHEMAS = {
  ErrorCode: { type: 'string', enum: ['VALIDATION', 'UNAUTHORIZED', 'NOT_FOUND', 'METHOD_NOT_ALLOWED', 'RATE_LIMITED', 'INTERNAL'] },
  FieldError: object({
    path: { type: 'string', description: 'The field, e.g. "serial" or "serials[3]".' },
    key: { type: 'string' },
    message: { type: 'string' },
  }),
  Error: {
    type: 'object',
    description: 'The envelope of a refusal: `code` says what kind, `message` says it in English.',
    required: ['code', 'message'],
    properties: {
      code: ref('ErrorCode'),
      message: { type: 'string' },
      key: { type: 'string', description: 'The message as a translation key.' },
      errors: { type: 'array', items: ref('FieldError'), description: 'VALIDATION: each field refused.' },
    },
  },
  Card: object({
    category: { type: 'string', enum: Object.values(CardCategory) },
    sportsType: { type: 'string', enum: Object.values(SportsType) },
    year: nullable('integer'),
    brand: nullable('string'),
    setName: nullable('string'),
    cardNumber: nullable('string'),
    name: { type: 'string', description: 'The player or card name.' },
  }),
  Label: object(
    {
      generation: { type: 'integer', minimum: 1 },
      reason: { type: 'string', enum: Object.values(LabelReason) },
      grade: { type: 'string' },
      issuedAt: dateTime,
      supersededAt: nullable('string', { format: 'date-time' }),
      supersededBy: { enum: [...Object.values(LabelReason), null] },
    },
    'A label issued for the certificate: the first, then one per reholder, regrade or correction.',
  ),
  Scan: object(
    {
      side: { type: 'string', enum: ['front', 'back'] },
      width: { type: 'integer' },
      height: { type: 'integer' },
      thumbUrl: { type: 'string', format: 'uri-reference' },
      zoomUrl: { type: 'string', format: 'uri-reference' },
      downloadUrl: { type: 'string', format: 'uri-reference', description: 'The stored scan; `sha256` is of exactly these bytes.' },
      sha256: nullable('string', { pattern: '^[0-9a-f]{64}$' }),
    },
    'A scan of the card; the addresses are paths on this site.',
  ),
  Population: object(
    {
      grade,
      sameGrade: { type: 'integer', minimum: 0 },
      higher: nullable('integer', { minimum: 0, description: 'Null for "A": nothing is higher.' }),
      total: { type: 'integer', minimum: 0 },
      counts: { type: 'array', items: ref('GradeCount') },
      asOf: dateTime,
    },
    'How many certificates of the same card are in its grade, above it and in all.',
  ),
  GradeCount: object({ grade, count: { type: 'integer', minimum: 0 } }),
  Certificate: object(CERTIFICATE_FIELDS, "A certificate's public record. Nothing about its owner."),
  Verdict: object(
    {
      verdict: { type: 'string', enum: [...VERDICTS] },
      labelCheck: {
        type: 'string',
        enum: VERDICTS.filter((verdict) => verdict !== 'reported' && verdict !== 'voided'),
        description: 'The verdict on the code alone.',
      },
      generation: nullable('integer'),
      issuedAt: nullable('string', { format: 'date-time' }),
      supersededAt: nullable('string', { format: 'date-time' }),
      supersededBy: { enum: [...Object.values(LabelReason), null] },
      signedGrade: nullable('string', { description: 'mismatch: the grade the code was signed for.' }),
    },
    'What the label whose code was given says about this certificate.',
  ),
  CertificateRecord: withOptionalVerdict(
    object({ ...CERTIFICATE_FIELDS, verdict: ref('Verdict') }, "The record, and the verdict when the request carried a label's code (`k` and `s`)."),
  ),
  BatchRequest: object({
    serials: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_BATCH_SERIALS,
      items: { type: 'string', description: 'A serial; full-width digits, spaces and dashes are accepted.' },
    },
  }),
  BatchEntry: {
    type: 'object',
    required: ['serial', 'found'],
    additionalProperties: false,
    properties: { serial, found: { type: 'boolean' }, certificate: ref('Certificate') },
  },
  PopulationCard: object({
    id: { type: 'integer' },
    card: object({
      category: { type: 'string', enum: Object.values(CardCategory) },
      year: nullable('integer'),
      brand: nullable('string'),
      setName: nullable('string'),
      cardNumber: nullable('string'),
      name: { type: 'string' },
    }),
    counts: { type: 'array', items: ref('GradeCount'), description: 'Every grade column, best first, zeros included.' },
    total: { type: 'integer', minimum: 0 },
    lastChangedAt: dateTime,
  }),
  PopulationCardsPage: object({ cards: { type: 'array', items: ref('PopulationCard') }, nextCursor: nullable('string') }),
  PopulationChangesPage: object({
    cards: { type: 'array', items: ref('PopulationCard') },
    nextCursor: nullable('string'),
    until: { ...dateTime, description: 'The feed holds the changes up to this time (a few seconds ago).' },
  }),
} as const;
