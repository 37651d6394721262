import { line, order, photo, problems } from '@/tests/helpers/order-schema';
import { PHOTO_ERRORS } from '../../photos';
import { ORDER_ERRORS as E } from './errors';
import { cardsStepSchema, paymentStepSchema, shippingStepSchema } from './steps';
import { submitOrderSchema } from './submit';

test('at most 1000 cards per order, counted by quantity', async () => {
  expect(await problems(cardsStepSchema, order({ lines: [line({ quantity: 600 }), line({ quantity: 400 })] }))).toEqual({});
  expect((await problems(cardsStepSchema, order({ lines: [line({ quantity: 600 }), line({ quantity: 401 })] }))).lines).toEqual([E.overMaxCards]);
  expect((await problems(cardsStepSchema, order({ lines: [line({ quantity: 1001 })] })))['lines[0].quantity']).toEqual([E.overMaxCards]);
  expect((await problems(cardsStepSchema, order({ lines: [] }))).lines).toEqual([E.cardsRequired]);
});

test('BULK needs at least 40 cards (GENERAL only)', async () => {
  expect((await problems(cardsStepSchema, order({ orderType: 'BULK', lines: [line({ quantity: 39 })] }))).lines).toEqual([E.bulkMinimum]);
  expect(await problems(cardsStepSchema, order({ orderType: 'BULK', lines: [line({ quantity: 30 }), line({ quantity: 10 })] }))).toEqual({});
  expect(await problems(cardsStepSchema, order({ orderType: 'REHOLDER', lines: [line()] }))).toEqual({ orderType: [E.invalidChoice] });
});

test('photos: 1 to 100, at most 6 cards each, and the acknowledgement', async () => {
  expect(await problems(cardsStepSchema, order({ photos: [], photoUploadAgreement: false }))).toEqual({
    photos: [PHOTO_ERRORS.tooFewPhotos],
    photoUploadAgreement: [E.photoAgreementRequired],
  });
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
  // No gateway takes gift cards or quick pay (decisions 0037, 0038); which of the others a site offers, its gateways decide
  // on the server (submit-order.ts).
  for (const paymentMethod of ['GIFT_CARD', 'QUICK_PAY', 'BANK_TRANSFER']) {
    expect(await problems(paymentStepSchema, { paymentMethod, serviceAgreementChecked: true })).toEqual({ paymentMethod: [E.paymentMethodUnavailable] });
  }
  expect(await problems(paymentStepSchema, { paymentMethod: 'KAKAO_PAY', serviceAgreementChecked: true })).toEqual({});
  expect(await problems(submitOrderSchema, order({ cautionAgreement: false }))).toEqual({ cautionAgreement: [E.cautionAgreementRequired] });
});
