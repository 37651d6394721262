// The OpenAPI 3.1 document of the public API v1 (docs/product/certificates.md#public-api), served at
// /api/v1/openapi.json and read by /developers' readers and their tools. A static object: its numbers come from
// limits.ts and its shapes from openapi-schemas.ts, so it cannot drift from the meters or the views; the tests validate
// it with a library (@seriousme/openapi-schema-validator) and check that it names exactly the v1 route files.
import { LABEL_QUERY } from '../certificate';
import {
  API_CACHE_SECONDS,
  API_V1_BASE,
  CHANGES_SETTLE_SECONDS,
  KEYED_PER_DAY,
  KEYLESS_PER_DAY,
  KEYLESS_PER_MINUTE,
  MAX_BATCH_SERIALS,
  POPULATION_PAGE_SIZE,
} from './limits';
import { OPENAPI_SCHEMAS } from './openapi-schemas';

const schema = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const header = (name: string) => ({ $ref: `#/components/headers/${name}` });
const parameter = (name: string) => ({ $ref: `#/components/parameters/${name}` });
const response = (name: string) => ({ $ref: `#/components/responses/${name}` });

const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': header('RateLimitPolicy'),
  RateLimit: header('RateLimit'),
  'RateLimit-Limit': header('RateLimitLimit'),
  'RateLimit-Remaining': header('RateLimitRemaining'),
  'RateLimit-Reset': header('RateLimitReset'),
};

/** A success: the envelope with `data` of the given schema. */
const ok = (description: string, data: string, extraHeaders: Record<string, unknown> = {}) => ({
  description,
  headers: { ...RATE_LIMIT_HEADERS, ...extraHeaders },
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['code', 'message', 'data'],
        properties: { code: { const: 'OK' }, message: { const: 'OK' }, data: schema(data) },
      },
    },
  },
});

const OPEN = [{}, { bearer: [] }, { apiKeyHeader: [] }];
const KEYED = [{ bearer: [] }, { apiKeyHeader: [] }];
const REFUSALS = { '400': response('BadRequest'), '401': response('Unauthorized'), '429': response('TooManyRequests') };

export const OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  info: {
    title: 'CardGrade certificate API',
    version: '1.0.0',
    summary: 'Certificates, label checks and the population report of CardGrade.',
    description: [
      'Every answer is JSON in one envelope, `{ "code", "message", "data" }`: `code` is `OK` on success; on failure it names the error and `message` says it in English.',
      `Without a key: ${KEYLESS_PER_MINUTE} requests a minute and ${KEYLESS_PER_DAY.toLocaleString('en')} a day per network address (an IPv4 address, or the /64 of an IPv6 one). With a free key (members create and revoke them on their account page): ${KEYED_PER_DAY.toLocaleString('en')} requests a day per key (UTC days), batches, the population and its changes.`,
      'Every answer counted against a limit carries the rate-limit fields (`RateLimit-Policy`, `RateLimit`, and `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset`); past a limit the answer is 429 with `Retry-After`. A certificate without a label code may be kept a minute (`Cache-Control`, `ETag`): a keyless look-up answered from the copy of our cache is not counted and carries none of these fields. A call with a key is always answered, and counted, by the API itself.',
      'Any origin may call the API from a browser (CORS, never with credentials). A malformed, unknown or revoked key is refused with 401.',
    ].join('\n\n'),
    contact: { name: 'CardGrade', url: '/developers', email: 'support@cardgrade.tw' },
  },
  servers: [{ url: API_V1_BASE, description: 'This site' }],
  tags: [
    { name: 'certificates', description: 'Certificates and label checks.' },
    { name: 'population', description: 'The population report, for key holders.' },
  ],
  paths: {
    '/certificates/{serial}': {
      get: {
        operationId: 'getCertificate',
        tags: ['certificates'],
        summary: "A certificate's public record, and a label's verdict",
        description: `The record the certificate page shows. With \`${LABEL_QUERY.kid}\` and \`${LABEL_QUERY.sig}\` (a label's QR code) the answer also holds the verdict on that label; each such check is counted as a scan, and a malformed code is the verdict \`not-verified\`, not an error. An answer without a verdict may be kept ${API_CACHE_SECONDS} seconds and revalidated by its ETag; one with a verdict is never kept.`,
        security: OPEN,
        parameters: [parameter('Serial'), parameter('LabelKeyId'), parameter('LabelSignature'), parameter('IfNoneMatch')],
        responses: {
          '200': ok('The record (with `verdict` when a code was given).', 'CertificateRecord', {
            ETag: header('ETag'),
            'Cache-Control': header('CacheControl'),
          }),
          '304': { description: 'Not modified: the record is still the one of the ETag sent.', headers: { ...RATE_LIMIT_HEADERS, ETag: header('ETag') } },
          ...REFUSALS,
          '404': response('NotFound'),
        },
      },
    },
    '/certificates/batch': {
      post: {
        operationId: 'getCertificates',
        tags: ['certificates'],
        summary: `Up to ${MAX_BATCH_SERIALS} certificates at once`,
        description: 'One answer per serial, in the order sent (a serial sent twice is answered once); an unknown or unpublished serial is `found: false`.',
        security: KEYED,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: schema('BatchRequest'), example: { serials: ['4829173', '４８２９１７４', '4829 175'] } } },
        },
        responses: {
          '200': ok('The answers.', 'BatchEntries'),
          ...REFUSALS,
        },
      },
    },
    '/population': {
      get: {
        operationId: 'getPopulation',
        tags: ['population'],
        summary: 'The population of a card',
        description: `The cards with this name (compared after Unicode compatibility folding, case and white space), narrowed by the other fields when given, each with its count per grade. Only cards that count something; ${POPULATION_PAGE_SIZE} a page.`,
        security: KEYED,
        parameters: [
          { name: 'name', in: 'query', required: true, description: 'The player or card name.', schema: { type: 'string', maxLength: 100 } },
          { name: 'category', in: 'query', schema: OPENAPI_SCHEMAS.Card.properties.category },
          { name: 'year', in: 'query', schema: { type: 'string', pattern: '^[0-9]{4}$' } },
          { name: 'set', in: 'query', schema: { type: 'string', maxLength: 100 } },
          { name: 'number', in: 'query', description: 'The card number, e.g. 4/102.', schema: { type: 'string', maxLength: 40 } },
          parameter('Cursor'),
          parameter('IfNoneMatch'),
        ],
        responses: {
          '200': ok('A page of cards.', 'PopulationCardsPage', { ETag: header('ETag'), 'Cache-Control': header('CacheControl') }),
          '304': { description: 'Not modified.', headers: { ...RATE_LIMIT_HEADERS, ETag: header('ETag') } },
          ...REFUSALS,
        },
      },
    },
    '/population/changes': {
      get: {
        operationId: 'getPopulationChanges',
        tags: ['population'],
        summary: 'The population cards changed since a time',
        description: `For mirrors: the cards whose counts changed after \`since\`, the oldest change first, ${POPULATION_PAGE_SIZE} a page. Follow \`nextCursor\` (with the same \`since\`) while it is not null; later, ask again with \`since\` set to the \`lastChangedAt\` of the last card received. Changes of the last ${CHANGES_SETTLE_SECONDS} seconds are left for a later call (\`until\`). Cards whose counts fell to zero are included.`,
        security: KEYED,
        parameters: [
          {
            name: 'since',
            in: 'query',
            required: true,
            description: 'An instant with its offset (RFC 3339).',
            schema: { type: 'string', format: 'date-time' },
            example: '2026-12-01T00:00:00Z',
          },
          parameter('Cursor'),
        ],
        responses: {
          '200': ok('A page of changed cards.', 'PopulationChangesPage'),
          ...REFUSALS,
        },
      },
    },
  },
  components: {
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'cgk_ and 43 base64url characters', description: "A member's API key." },
      apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'The same key in a header of its own.' },
    },
    parameters: {
      Serial: {
        name: 'serial',
        in: 'path',
        required: true,
        description: 'The 7-digit serial on the label. Full-width digits, spaces and dashes are accepted; anything else is 400.',
        schema: { type: 'string', maxLength: 40 },
        example: '4829173',
      },
      LabelKeyId: { name: LABEL_QUERY.kid, in: 'query', description: "The key id of a label's QR code.", schema: { type: 'string' } },
      LabelSignature: { name: LABEL_QUERY.sig, in: 'query', description: "The signature of a label's QR code.", schema: { type: 'string' } },
      Cursor: {
        name: 'cursor',
        in: 'query',
        description: 'The `nextCursor` of the previous page.',
        schema: { type: 'string', maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' },
      },
      IfNoneMatch: { name: 'If-None-Match', in: 'header', description: 'An ETag received before: 304 when nothing changed.', schema: { type: 'string' } },
    },
    headers: {
      RateLimitPolicy: {
        description: 'The quotas that apply, e.g. `"minute";q=60;w=60, "day";q=1000;w=86400` (draft-ietf-httpapi-ratelimit-headers).',
        schema: { type: 'string' },
      },
      RateLimit: { description: 'What is left of the binding quota and the seconds until it resets, e.g. `"minute";r=59;t=30`.', schema: { type: 'string' } },
      RateLimitLimit: { description: 'The binding quota.', schema: { type: 'integer' } },
      RateLimitRemaining: { description: 'Requests left in it.', schema: { type: 'integer' } },
      RateLimitReset: { description: 'Seconds until it resets.', schema: { type: 'integer' } },
      RetryAfter: { description: 'Seconds to wait before asking again.', schema: { type: 'integer' } },
      ETag: { description: 'A weak validator of the data.', schema: { type: 'string' } },
      CacheControl: {
        description: `\`public, max-age=${API_CACHE_SECONDS}\` (a certificate without a verdict), \`private, max-age=${API_CACHE_SECONDS}\` (the population), otherwise \`no-store\`.`,
        schema: { type: 'string' },
      },
      WwwAuthenticate: { description: '`Bearer realm="CardGrade API"`', schema: { type: 'string' } },
    },
    responses: {
      BadRequest: {
        description: 'Malformed input: `errors` names each field (`VALIDATION`).',
        headers: RATE_LIMIT_HEADERS,
        content: { 'application/json': { schema: schema('Error') } },
      },
      Unauthorized: {
        description: 'A key is needed and missing, or the key is malformed, unknown or revoked (`UNAUTHORIZED`).',
        headers: { 'WWW-Authenticate': header('WwwAuthenticate') },
        content: { 'application/json': { schema: schema('Error') } },
      },
      NotFound: {
        description: 'No published certificate has this serial (`NOT_FOUND`).',
        headers: RATE_LIMIT_HEADERS,
        content: { 'application/json': { schema: schema('Error') } },
      },
      TooManyRequests: {
        description: 'A limit is reached (`RATE_LIMITED`): wait `Retry-After` seconds.',
        headers: { ...RATE_LIMIT_HEADERS, 'Retry-After': header('RetryAfter') },
        content: { 'application/json': { schema: schema('Error') } },
      },
    },
    schemas: {
      ...OPENAPI_SCHEMAS,
      BatchEntries: { type: 'array', items: schema('BatchEntry') },
    },
  },
} as const;
