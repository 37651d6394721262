import { ValidationError } from 'yup';
import { emptyDraft, newCardLine } from '../orders/draft';
import { PHOTO_ERRORS } from '../photos';
import { cardsStepSchema, draftSaveSchema, ORDER_ERRORS as E, paymentStepSchema, quoteRequestSchema, serialQuerySchema, shippingStepSchema, submitOrderSchema, yearProblem } from './order';

const photo = { id: 1, thumbUrl: '/t/1.webp', cardsInPhoto: 1 };
const line = (overrides: Partial<ReturnType<typeof newCardLine>> = {}) => newCardLine({ playerName: 'Pikachu', isAuto: false, year: 2023, ...overrides });

function order(overrides: Record<string, unknown> = {}) {
  return {
    ...emptyDraft('GENERAL', 'key-0123456789abcdef'),
    lines: [line()],
    photos: [photo],
    photoUploadAgreement: true,
    shippingMethod: 'SELF_SHIPPING',
    shippingAddressId: 3,
    cautionAgreement: true,
    paymentMethod: 'CONNECT_PAY',
    serviceAgreementChecked: true,
    ...overrides,
  };
}

/** Every message of a failed validation, with its path. */
async function problems(schema: { validate: (v: unknown, o: object) => Promise<unknown> }, value: unknown): Promise<Record<string, string[]>> {
  try {
    await schema.validate(value, { abortEarly: false, stripUnknown: true });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const out: Record<string, string[]> = {};
    for (const item of error.inner.length ? error.inner : [error]) (out[item.path ?? ''] ??= []).push(String(item.message));
    return out;
  }
}

test('a complete order passes and unknown fields (client prices) are dropped', async () => {
  const value = await submitOrderSchema.validate(order({ totalAmount: 1, lines: [{ ...line(), price: 1, amount: 1 }] }), { stripUnknown: true });
  expect(value).not.toHaveProperty('totalAmount');
  expect(value.lines[0]).not.toHaveProperty('price');
  expect(value.lines[0]).toMatchObject({ playerName: 'Pikachu', quantity: 1, casing: true, sportsType: 'ETC' });
});

test('player name is required with the SPEC wording key', async () => {
  expect(await problems(cardsStepSchema, order({ lines: [line({ playerName: '   ' })] }))).toEqual({ 'lines[0].playerName': [E.playerNameRequired] });
});

test.each([[0], [-1], [1.5], [null]])('quantity %p is refused', async (quantity) => {
  expect((await problems(cardsStepSchema, order({ lines: [line({ quantity: quantity as number })] })))['lines[0].quantity']).toEqual([E.quantityMin]);
});

test('a quantity sent as a string is refused, not converted', async () => {
  expect((await problems(cardsStepSchema, order({ lines: [{ ...line(), quantity: '2' }] })))['lines[0].quantity']).toEqual([E.quantityMin]);
});

test('the auto-grading choice is required (no default)', async () => {
  expect(await problems(cardsStepSchema, order({ lines: [line({ isAuto: null })] }))).toEqual({ 'lines[0].isAuto': [E.autoRequired] });
  expect(await problems(cardsStepSchema, order({ lines: [{ ...line(), isAuto: 'true' }] }))).toEqual({ 'lines[0].isAuto': [E.wrongType] });
});

test('at most 1000 cards per order, counted by quantity', async () => {
  expect(await problems(cardsStepSchema, order({ lines: [line({ quantity: 600 }), line({ quantity: 400 })] }))).toEqual({});
  expect((await problems(cardsStepSchema, order({ lines: [line({ quantity: 600 }), line({ quantity: 401 })] }))).lines).toEqual([E.overMaxCards]);
  expect((await problems(cardsStepSchema, order({ lines: [line({ quantity: 1001 })] })))['lines[0].quantity']).toEqual([E.overMaxCards]);
  expect((await problems(cardsStepSchema, order({ lines: [] }))).lines).toEqual([E.cardsRequired]);
});

test.each([
  ['SPORTS', 1999, null],
  ['SPORTS', 1998, E.yearTooOld],
  ['YUGIOH', 1998, E.yearTooOld],
  ['POKEMON', 1998, null],
  ['POKEMON', 1996, null],
  ['POKEMON', 1995, E.pokemonYearTooOld],
  ['ETC', 3000, E.yearInvalid],
  ['ETC', null, null],
])('year rule: %s printed %p → %p', async (cardCategory, year, expected) => {
  const found = (await problems(cardsStepSchema, order({ lines: [line({ cardCategory: cardCategory as 'ETC', year: year as number | null })] })))['lines[0].year'];
  expect(found).toEqual(expected ? [expected] : undefined);
  expect(yearProblem(year, cardCategory)).toBe(expected);
});

test('minimum grade only for GENERAL, and only on the scale', async () => {
  expect(await problems(cardsStepSchema, order({ lines: [line({ minimumGrade: 8.5 })] }))).toEqual({});
  expect(await problems(cardsStepSchema, order({ submitType: 'SIMPLE', lines: [line({ minimumGrade: 9 })] }))).toEqual({ 'lines[0].minimumGrade': [E.minimumGradeGeneralOnly] });
  expect(await problems(cardsStepSchema, order({ submitType: 'SIMPLE', lines: [line({ minimumGrade: null })] }))).toEqual({});
  expect(await problems(cardsStepSchema, order({ lines: [line({ minimumGrade: 9.5 })] }))).toEqual({ 'lines[0].minimumGrade': [E.minimumGradeInvalid] });
});

test('BULK needs at least 40 cards (GENERAL only)', async () => {
  expect((await problems(cardsStepSchema, order({ orderType: 'BULK', lines: [line({ quantity: 39 })] }))).lines).toEqual([E.bulkMinimum]);
  expect(await problems(cardsStepSchema, order({ orderType: 'BULK', lines: [line({ quantity: 30 }), line({ quantity: 10 })] }))).toEqual({});
  expect(await problems(cardsStepSchema, order({ orderType: 'REHOLDER', lines: [line()] }))).toEqual({ orderType: [E.invalidChoice] });
});

test('reholder cards: 7-digit serials, no duplicates; card lines are ignored', async () => {
  const reholder = (serials: unknown[]) => order({ submitType: 'REHOLDER', lines: [line({ playerName: '' })], reholderCards: serials.map((serialNumber) => ({ serialNumber })) });
  expect(await problems(cardsStepSchema, reholder(['1234567', '7654321']))).toEqual({});
  expect(await problems(cardsStepSchema, reholder(['1234567', '1234567']))).toEqual({ reholderCards: [E.serialDuplicate] });
  expect(await problems(cardsStepSchema, reholder(['123456']))).toEqual({ 'reholderCards[0].serialNumber': [E.serialInvalid] });
  expect(await problems(cardsStepSchema, reholder([1234567]))).toEqual({ 'reholderCards[0].serialNumber': [E.serialInvalid] });
  expect(await problems(cardsStepSchema, reholder([]))).toEqual({ reholderCards: [E.cardsRequired] });
  expect(await problems(serialQuerySchema, { serial: '12a4567' })).toEqual({ serial: [E.serialInvalid] });
});

test('photos: 1 to 100, at most 6 cards each, and the acknowledgement', async () => {
  expect(await problems(cardsStepSchema, order({ photos: [], photoUploadAgreement: false }))).toEqual({ photos: [PHOTO_ERRORS.tooFewPhotos], photoUploadAgreement: [E.photoAgreementRequired] });
  const many = Array.from({ length: 101 }, (_, i) => ({ id: i + 1, cardsInPhoto: 1 }));
  expect((await problems(cardsStepSchema, order({ photos: many }))).photos).toEqual([PHOTO_ERRORS.tooManyPhotos]);
  expect(await problems(cardsStepSchema, order({ photos: [{ id: 1, cardsInPhoto: 7 }] }))).toEqual({ 'photos[0].cardsInPhoto': [PHOTO_ERRORS.cardsInPhoto] });
  expect(await problems(cardsStepSchema, order({ photos: [photo, photo] }))).toEqual({ photos: [PHOTO_ERRORS.duplicatePhoto] });
});

test('shipping, caution and payment steps', async () => {
  expect(await problems(shippingStepSchema, { shippingMethod: null, shippingAddressId: null })).toEqual({
    shippingMethod: [E.shippingMethodRequired],
    shippingAddressId: [E.shippingAddressRequired],
  });
  expect(await problems(paymentStepSchema, { paymentMethod: null, serviceAgreementChecked: false })).toEqual({
    paymentMethod: [E.paymentMethodRequired],
    serviceAgreementChecked: [E.termsRequired],
  });
  expect(await problems(paymentStepSchema, { paymentMethod: 'KAKAO_PAY', serviceAgreementChecked: true })).toEqual({ paymentMethod: [E.paymentMethodUnavailable] });
  expect(await problems(submitOrderSchema, order({ cautionAgreement: false }))).toEqual({ cautionAgreement: [E.cautionAgreementRequired] });
});

test('hostile bodies are refused with keys, never thrown as something else', async () => {
  for (const body of [null, [], 'x', 42, { lines: 'x' }, order({ lines: [{ ...line(), playerName: 'x'.repeat(10_240) }] }), order({ idempotencyKey: "'; DROP TABLE x;--" })]) {
    const found = await problems(submitOrderSchema, body);
    expect(Object.keys(found).length).toBeGreaterThan(0);
    for (const messages of Object.values(found)) for (const message of messages) expect(message).toMatch(/^(orders:validation|photos:errors)\./);
  }
});

test('the quote request and the draft body are lenient about incomplete cards but strict about types', async () => {
  expect(await problems(quoteRequestSchema, { submitType: 'GENERAL', lines: [{ cardCategory: 'POKEMON', isAuto: null, quantity: 0 }] })).toEqual({});
  expect(await problems(quoteRequestSchema, { submitType: 'GENERAL', lines: [{ cardCategory: 'POKEMON', quantity: '1' }] })).toEqual({ 'lines[0].quantity': [E.wrongType] });
  expect(await problems(draftSaveSchema, { submitType: 'GENERAL', lines: [{ playerName: '', isAuto: null }] })).toEqual({});
  expect(await problems(draftSaveSchema, { submitType: 'GENERAL', lines: [{ playerName: 'x'.repeat(101) }] })).toEqual({ 'lines[0].playerName': [E.tooLong] });
});
