import { ValidationError } from 'yup';
import en from '@/locales/en/photos.json';
import ko from '@/locales/ko/photos.json';
import zh from '@/locales/zh-TW/photos.json';
import { MAX_CARDS_PER_PHOTO, MAX_PHOTOS, MIN_PHOTOS } from './orders/limits';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MAX_PHOTO_SIDE,
  MAX_UNATTACHED_PHOTOS,
  MIN_PHOTO_SIDE,
  PHOTO_ERRORS,
  cardsInPhotos,
  isValidCardsInPhoto,
  orderPhotoProblems,
  orderPhotosField,
  parseCardsInPhotoField,
  photoUrl,
} from './photos';

const photos = (count: number, cardsInPhoto = 1) => Array.from({ length: count }, (_, index) => ({ id: index + 1, cardsInPhoto }));

test('cards in a photo: whole numbers from 1 to 6 (docs/product/orders.md#photos)', () => {
  expect([1, 2, 6].every(isValidCardsInPhoto)).toBe(true);
  expect([0, 7, 1.5, -1, Number.NaN, '3', null, undefined].some(isValidCardsInPhoto)).toBe(false);
});

test('the multipart field: absent or blank is 1, otherwise "1".."6" only', () => {
  expect(parseCardsInPhotoField(undefined)).toBe(1);
  expect(parseCardsInPhotoField('  ')).toBe(1);
  expect(parseCardsInPhotoField('6')).toBe(6);
  expect(parseCardsInPhotoField(' 3 ')).toBe(3);
  for (const bad of ['7', '0', '-1', '1.5', '1e0', '0x3', 'abc', "1' OR 1=1", '<b>2</b>', '9'.repeat(10_000)]) {
    expect(parseCardsInPhotoField(bad)).toBeNull();
  }
});

test('an order takes 1 to 100 photos, distinct, each 1 to 6 cards (docs/product/orders.md#photos)', () => {
  expect(orderPhotoProblems(photos(1))).toEqual([]);
  expect(orderPhotoProblems(photos(MAX_PHOTOS, MAX_CARDS_PER_PHOTO))).toEqual([]);
  expect(orderPhotoProblems([])).toEqual([{ path: 'photos', key: PHOTO_ERRORS.tooFewPhotos }]);
  expect(orderPhotoProblems(photos(MAX_PHOTOS + 1))).toEqual([{ path: 'photos', key: PHOTO_ERRORS.tooManyPhotos }]);
  expect(orderPhotoProblems([{ id: 1, cardsInPhoto: 7 }])).toEqual([{ path: 'photos[0].cardsInPhoto', key: PHOTO_ERRORS.cardsInPhoto }]);
  expect(
    orderPhotoProblems([
      { id: 1, cardsInPhoto: 1 },
      { id: 1, cardsInPhoto: 2 },
    ]),
  ).toEqual([{ path: 'photos[1].id', key: PHOTO_ERRORS.duplicatePhoto }]);
});

test('hostile lists are refused with a key, never thrown', () => {
  expect(orderPhotoProblems(null)).toEqual([{ path: 'photos', key: PHOTO_ERRORS.tooFewPhotos }]);
  expect(orderPhotoProblems('1,2')).toEqual([{ path: 'photos', key: PHOTO_ERRORS.tooFewPhotos }]);
  expect(orderPhotoProblems([null, { id: '1; DROP TABLE "Image"', cardsInPhoto: '2' }, { id: 2 ** 40, cardsInPhoto: 1 }])).toEqual([
    { path: 'photos[0].id', key: PHOTO_ERRORS.wrongType },
    { path: 'photos[0].cardsInPhoto', key: PHOTO_ERRORS.cardsInPhoto },
    { path: 'photos[1].id', key: PHOTO_ERRORS.wrongType },
    { path: 'photos[1].cardsInPhoto', key: PHOTO_ERRORS.cardsInPhoto },
    { path: 'photos[2].id', key: PHOTO_ERRORS.wrongType },
  ]);
});

async function fieldErrors(value: unknown): Promise<string[]> {
  try {
    await orderPhotosField.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.errors;
  }
}

test('the yup field for the order form gives the same keys', async () => {
  expect(await fieldErrors(photos(3, 2))).toEqual([]);
  expect(await fieldErrors(undefined)).toEqual([PHOTO_ERRORS.tooFewPhotos]);
  expect(await fieldErrors([])).toEqual([PHOTO_ERRORS.tooFewPhotos]);
  expect(await fieldErrors(photos(101))).toEqual([PHOTO_ERRORS.tooManyPhotos]);
  expect(await fieldErrors([{ id: 1, cardsInPhoto: 7 }])).toEqual([PHOTO_ERRORS.cardsInPhoto]);
  expect(await fieldErrors([{ id: 1, cardsInPhoto: '3' }])).toEqual([PHOTO_ERRORS.cardsInPhoto]);
  expect(await fieldErrors([{ id: 'x', cardsInPhoto: 1 }])).toEqual([PHOTO_ERRORS.wrongType]);
  expect(
    await fieldErrors([
      { id: 4, cardsInPhoto: 1 },
      { id: 4, cardsInPhoto: 1 },
    ]),
  ).toEqual([PHOTO_ERRORS.duplicatePhoto]);
});

test('helpers: thumbnail URL and the count of cards the photos show', () => {
  expect(photoUrl(12, 'thumb')).toBe('/api/photos/12?size=thumb');
  expect(photoUrl(12)).toBe('/api/photos/12?size=full');
  expect(cardsInPhotos([{ cardsInPhoto: 2 }, { cardsInPhoto: 6 }])).toBe(8);
});

test('every message key exists, and the texts name the current limits in all three languages', () => {
  for (const key of Object.values(PHOTO_ERRORS)) {
    const name = key.replace('photos:errors.', '') as keyof typeof en.errors;
    for (const locale of [en, zh, ko]) expect(locale.errors[name]).toBeTruthy();
  }
  expect(en.errors.uploadFailed).toBe('Image Upload Failed'); // docs/product/errors-and-messages.md#photos wording
  const numbers: [keyof typeof en.errors, number][] = [
    ['tooLarge', MAX_PHOTO_BYTES / 1024 / 1024],
    ['tooSmall', MIN_PHOTO_SIDE],
    ['tooBig', MAX_PHOTO_SIDE],
    ['tooManyPixels', MAX_PHOTO_PIXELS / 1_000_000],
    ['unattachedLimit', MAX_UNATTACHED_PHOTOS],
    ['cardsInPhoto', MAX_CARDS_PER_PHOTO],
    ['tooFewPhotos', MIN_PHOTOS],
    ['tooManyPhotos', MAX_PHOTOS],
  ];
  for (const [name, value] of numbers) {
    for (const locale of [en, zh, ko]) expect(locale.errors[name]).toContain(String(value));
  }
});
