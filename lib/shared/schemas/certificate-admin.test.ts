// The certificate tools' bodies (issue #22; docs/product/certificates.md#staff-corrections): a reason of 5 to 500
// characters, the record's fingerprint, the scoring rules for a regrade, the card-line rules (but any real year) for a
// correction, and the queue's decisions.
import {
  CERT_ADMIN_ERRORS as E,
  certificateLabelPrintedSchema,
  certificateReasonSchema,
  correctionSchema,
  flagDecisionSchema,
  flagListQuerySchema,
  flagReopenSchema,
  regradeSchema,
} from './certificate-admin';

const STATE = 'AbCdEfGhIjKlMnOp';
const REASON = 'Re-examined under the loupe';

async function problems(schema: { validate(value: unknown, options: object): Promise<unknown> }, value: unknown): Promise<string[]> {
  try {
    await schema.validate(value, { abortEarly: false, stripUnknown: true });
    return [];
  } catch (error) {
    return [...new Set((error as { inner: { path?: string; message: string }[] }).inner.map((item) => `${item.path ?? ''}: ${item.message}`))];
  }
}

test('a reason: trimmed, 5 to 500 characters, text only', async () => {
  expect(await certificateReasonSchema.validate({ expectedState: STATE, reason: `  ${REASON}  ` })).toEqual({ expectedState: STATE, reason: REASON });
  expect(await problems(certificateReasonSchema, { expectedState: STATE, reason: '卡片損壞了' })).toEqual([]);
  expect(await problems(certificateReasonSchema, { expectedState: STATE, reason: '   ' })).toContain(`reason: ${E.reasonRequired}`);
  expect(await problems(certificateReasonSchema, { expectedState: STATE, reason: 'abcd' })).toEqual([`reason: ${E.reasonTooShort}`]);
  expect(await problems(certificateReasonSchema, { expectedState: STATE, reason: 'x'.repeat(501) })).toEqual([`reason: ${E.reasonTooLong}`]);
  expect(await problems(certificateReasonSchema, { expectedState: STATE, reason: 12345 })).toEqual([`reason: ${E.wrongType}`]);
});

test('the fingerprint: 16 base64url characters', async () => {
  for (const expectedState of ['', 'short', `${STATE}x`, 'AbCdEfGh IjKlMnO', 1234567890123456, null]) {
    expect(await problems(certificateReasonSchema, { expectedState, reason: REASON })).toEqual([`expectedState: ${E.state}`]);
  }
});

test('a regrade follows the scoring rules', async () => {
  const body = {
    expectedState: STATE,
    reason: REASON,
    surface: 9,
    edges: 9,
    corners: 8.5,
    centering: 9,
    centeringFrontLR: '',
    centeringFrontTB: '',
    centeringBackLR: '',
    centeringBackTB: '',
    autoGrade: null,
  };
  expect(await problems(regradeSchema, body)).toEqual([]);
  expect(await problems(regradeSchema, { ...body, surface: 9.2 })).toEqual(['surface: labApi:validation.gradeInvalid']);
  expect(await problems(regradeSchema, { ...body, centering: null })).toEqual(['centering: labApi:validation.centeringRequired']);
  expect(await problems(regradeSchema, { ...body, centering: null, centeringFrontLR: '55/45', centeringFrontTB: '50/50' })).toEqual([]);
  // The order statuses of a lab step are not part of it.
  expect(await regradeSchema.validate({ ...body, expectedStatus: 'PROCESSING' }, { stripUnknown: true })).not.toHaveProperty('expectedStatus');
});

test('a correction: the card-line rules, any real year', async () => {
  const body = {
    expectedState: STATE,
    reason: REASON,
    cardCategory: 'SPORTS',
    sportsType: 'BASKETBALL',
    year: 1986,
    brand: 'Fleer',
    setName: 'Fleer',
    cardNumber: '57',
    playerName: 'Michael Jordan',
  };
  expect(await problems(correctionSchema, body)).toEqual([]);
  expect(await problems(correctionSchema, { ...body, playerName: '' })).toEqual(['playerName: orders:validation.playerNameRequired']);
  expect(await problems(correctionSchema, { ...body, year: 999 })).toEqual(['year: orders:validation.yearInvalid']);
  expect(await problems(correctionSchema, { ...body, year: '1986' })).toEqual(['year: orders:validation.yearInvalid']);
  expect(await problems(correctionSchema, { ...body, cardCategory: 'BASEBALL' })).toEqual(['cardCategory: orders:validation.invalidChoice']);
});

test('a label print names the generation it showed', async () => {
  expect(await problems(certificateLabelPrintedSchema, { expectedState: STATE, generation: 2 })).toEqual([]);
  for (const generation of [0, 1.5, '2', null])
    expect(await problems(certificateLabelPrintedSchema, { expectedState: STATE, generation })).toEqual([`generation: ${E.generation}`]);
});

test('queue decisions: an open entry confirmed or dismissed, a decided one reopened, each with a note', async () => {
  expect(await problems(flagDecisionSchema, { expectedStatus: 'OPEN', decision: 'CONFIRMED', note: REASON })).toEqual([]);
  expect(await problems(flagDecisionSchema, { expectedStatus: 'OPEN', decision: 'OPEN', note: REASON })).toEqual([`decision: ${E.decision}`]);
  expect(await problems(flagDecisionSchema, { expectedStatus: 'DISMISSED', decision: 'CONFIRMED', note: REASON })).toEqual([`expectedStatus: ${E.decision}`]);
  expect(await problems(flagDecisionSchema, { expectedStatus: 'OPEN', decision: 'DISMISSED', note: 'ok' })).toEqual([`note: ${E.reasonTooShort}`]);
  expect(await problems(flagReopenSchema, { expectedStatus: 'CONFIRMED', note: REASON })).toEqual([]);
  expect(await problems(flagReopenSchema, { expectedStatus: 'OPEN', note: REASON })).toEqual([`expectedStatus: ${E.decision}`]);
});

test('the queue query: open entries by default; anything unknown refused', async () => {
  expect(await flagListQuerySchema.validate({})).toEqual({ status: null, source: null, page: 1 });
  expect(await flagListQuerySchema.validate({ status: 'DISMISSED', source: 'REPORT', page: '2' })).toEqual({ status: 'DISMISSED', source: 'REPORT', page: 2 });
  await expect(flagListQuerySchema.validate({ status: 'open' })).rejects.toThrow();
  await expect(flagListQuerySchema.validate({ source: ['REPORT', 'REPORT'] })).rejects.toThrow();
});
