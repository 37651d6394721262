// The lab's write bodies (issue #10): what each accepts, normalises and refuses, with the key the form shows.
import { ValidationError } from 'yup';
import { LAB_ERRORS as E, advanceSchema, cardCheckSchema, expectedStatusesSchema, reasonSchema, scoreSchema, shipSchema } from './lab';

const expected = { expectedStatus: 'PROCESSING', expectedProcessingStatus: 'WAREHOUSE_IN' };
const options = { abortEarly: false, stripUnknown: true } as const;

async function problems(schema: { validate(value: unknown, o: typeof options): Promise<unknown> }, body: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(body, options);
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('expected statuses', () => {
  it('accepts the statuses a page showed', async () => {
    await expect(expectedStatusesSchema.validate(expected, options)).resolves.toEqual(expected);
  });

  it.each([
    [{}, { expectedStatus: E.wrongType, expectedProcessingStatus: E.wrongType }],
    [{ expectedStatus: 'processing', expectedProcessingStatus: 'WAREHOUSE_IN' }, { expectedStatus: E.wrongType }],
    [{ expectedStatus: 'PROCESSING', expectedProcessingStatus: 5 }, { expectedProcessingStatus: E.wrongType }],
  ])('refuses %j', async (body, errors) => {
    expect(await problems(expectedStatusesSchema, body)).toEqual(errors);
  });

  it('advance needs a processing status as the step', async () => {
    expect(await problems(advanceSchema, { ...expected, to: 'CARD_CORRESPOND_CHECKED' })).toEqual({});
    expect(await problems(advanceSchema, { ...expected, to: 'COMPLETE' })).toEqual({ to: E.stepRequired });
    expect(await problems(advanceSchema, expected)).toEqual({ to: E.stepRequired });
  });
});

describe('card check', () => {
  const corrected = {
    cardCategory: 'POKEMON',
    sportsType: 'ETC',
    playerName: ' Pikachu ',
    brand: 'Pokémon',
    setName: 'Base',
    year: 1999,
    cardNumber: '58',
    description: '',
  };

  it('OK without card info: the card is ignored (null)', async () => {
    const body = await cardCheckSchema.validate({ ...expected, correspondCheck: 'OK', card: corrected }, options);
    expect(body.card).toBeNull();
    expect(body.vscNote).toBeUndefined();
  });

  it('MISS_INPUT needs the corrected card, checked by the card-line rules', async () => {
    expect(await problems(cardCheckSchema, { ...expected, correspondCheck: 'MISS_INPUT' })).toEqual({ card: E.cardRequired });
    expect(await problems(cardCheckSchema, { ...expected, correspondCheck: 'MISS_INPUT', card: 'x' })).toEqual({ card: E.cardRequired });
    expect(await problems(cardCheckSchema, { ...expected, correspondCheck: 'MISS_INPUT', card: { ...corrected, playerName: '' } })).toEqual({
      'card.playerName': 'orders:validation.playerNameRequired',
    });
    expect(await problems(cardCheckSchema, { ...expected, correspondCheck: 'MISS_INPUT', card: { ...corrected, cardCategory: 'SPORTS', year: 1990 } })).toEqual(
      { 'card.year': 'orders:validation.yearTooOld' },
    );
    const body = await cardCheckSchema.validate({ ...expected, correspondCheck: 'MISS_INPUT', card: corrected }, options);
    expect(body.card).toMatchObject({ playerName: 'Pikachu', year: 1999, description: '' });
  });

  it('refuses NOT_DETERMINED and unknown results', async () => {
    expect(await problems(cardCheckSchema, { ...expected, correspondCheck: 'NOT_DETERMINED' })).toEqual({ correspondCheck: E.correspondCheckRequired });
    expect(await problems(cardCheckSchema, { ...expected })).toEqual({ correspondCheck: E.correspondCheckRequired });
  });

  it('notes: trimmed, blank clears (null), absent leaves them, too long refused', async () => {
    const body = await cardCheckSchema.validate({ ...expected, correspondCheck: 'OK', vscNote: '  ok  ', defectNote: '   ' }, options);
    expect(body).toMatchObject({ vscNote: 'ok', defectNote: null });
    expect(await problems(cardCheckSchema, { ...expected, correspondCheck: 'OK', vscNote: 'x'.repeat(1001) })).toEqual({ vscNote: E.noteTooLong });
    expect(await problems(cardCheckSchema, { ...expected, correspondCheck: 'OK', defectNote: 3 })).toEqual({ defectNote: E.wrongType });
  });
});

describe('score', () => {
  const score = {
    ...expected,
    surface: 9,
    edges: 8.5,
    corners: 9,
    centering: 9,
    centeringFrontLR: '',
    centeringFrontTB: '',
    centeringBackLR: '',
    centeringBackTB: '',
    autoGrade: null,
  };

  it('accepts grades of the scale, centering by subgrade', async () => {
    expect(await problems(scoreSchema, score)).toEqual({});
  });

  it('normalises measured ratios (larger share first, ":" accepted)', async () => {
    const body = await scoreSchema.validate(
      { ...score, centering: null, centeringFrontLR: '45/55', centeringFrontTB: '60 : 40', centeringBackLR: null },
      options,
    );
    expect(body).toMatchObject({ centering: null, centeringFrontLR: '55/45', centeringFrontTB: '60/40', centeringBackLR: '', centeringBackTB: '' });
  });

  it.each([
    [{ surface: 9.5 }, { surface: E.gradeInvalid }],
    [{ edges: '9' }, { edges: E.gradeInvalid }],
    [{ corners: null }, { corners: E.gradeRequired }],
    [{ centering: null }, { centering: E.centeringRequired }],
    [{ centering: null, centeringFrontLR: '55/45' }, { centeringFrontTB: E.centeringFrontRequired }],
    [{ centeringBackLR: '60/40' }, { centeringFrontLR: E.centeringFrontRequired, centeringFrontTB: E.centeringFrontRequired }],
    [{ centeringFrontLR: '55-45', centeringFrontTB: '50/50' }, { centeringFrontLR: E.ratioFormat }],
    [{ centeringFrontLR: '155/45', centeringFrontTB: '50/50' }, { centeringFrontLR: E.ratioRange }],
    [{ centeringFrontLR: '55/40', centeringFrontTB: '50/50' }, { centeringFrontLR: E.ratioSum }],
    [{ centeringFrontLR: 55, centeringFrontTB: '50/50' }, { centeringFrontLR: E.wrongType }],
    [{ autoGrade: 11 }, { autoGrade: E.gradeInvalid }],
  ])('refuses %j', async (change, errors) => {
    expect(await problems(scoreSchema, { ...score, ...change })).toEqual(errors);
  });
});

describe('ship', () => {
  it('a known courier and a tracking number as printed', async () => {
    expect(await problems(shipSchema, { ...expected, courier: 'CJ_LOGISTICS', trackingNumber: '1234-5678-9012' })).toEqual({});
    expect(await problems(shipSchema, { ...expected, courier: 'ACME', trackingNumber: '12' })).toEqual({
      courier: E.courierRequired,
      trackingNumber: E.trackingNumberInvalid,
    });
    expect(await problems(shipSchema, expected)).toEqual({ courier: E.courierRequired, trackingNumber: E.trackingNumberRequired });
  });
});

describe('reason', () => {
  it('required, at most 500 characters, trimmed', async () => {
    expect((await reasonSchema.validate({ ...expected, reason: '  card bent  ' }, options)).reason).toBe('card bent');
    expect(await problems(reasonSchema, { ...expected, reason: '  ' })).toEqual({ reason: E.reasonRequired });
    expect(await problems(reasonSchema, { ...expected, reason: 'x'.repeat(501) })).toEqual({ reason: E.reasonTooLong });
  });
});
