// Order photos (docs/product/orders.md#photos: required, between 1 and 100 per order, up to 6 cards per photo;
// docs/product/errors-and-messages.md#photos 'Image Upload Failed'). Browser-safe: the dropzone and the order wizard
// check the same limits and show the same messages before anything is sent; the server repeats every check.
import { array, number, object } from 'yup';
import { MAX_CARDS_PER_PHOTO, MAX_PHOTOS, MIN_PHOTOS } from './orders/limits';

/** A photo the member has uploaded, as the wizard keeps it (and sends it with the order). */
export interface UploadedPhoto {
  id: number;
  thumbUrl: string;
  cardsInPhoto: number;
}

/** Answer of POST /api/photos. */
export interface PhotoUploadResult extends UploadedPhoto {
  width: number;
  height: number;
}

/** Largest file accepted (bytes): phones write 3–12 MB JPEGs; more is a RAW export or not a photo. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** Shorter than this on a side, a card cannot be judged from the photo. */
export const MIN_PHOTO_SIDE = 200;
/** Longer than this on a side is no camera photo (and an easy way to exhaust memory). */
export const MAX_PHOTO_SIDE = 12_000;
/** Decompression-bomb guard: 64 MP still takes the 48/50 MP modes of current phones. */
export const MAX_PHOTO_PIXELS = 64_000_000;
/** Photos uploaded but not yet part of an order, per member (abandoned drafts must not fill the disk). */
export const MAX_UNATTACHED_PHOTOS = 100;

export type PhotoSize = 'thumb' | 'full';

export function photoUrl(id: number, size: PhotoSize = 'full'): string {
  return `/api/photos/${id}?size=${size}`;
}

const E = 'photos:errors.';
/**
 * Translation keys of every photo message, sent by the API as `errors[0].key`. The texts name the limits
 * above as plain numbers (no parameters, so any page can show them with a bare t(key)); photos.test.ts
 * fails when a limit changes and a text does not.
 */
export const PHOTO_ERRORS = {
  /**
   * docs/product/errors-and-messages.md#photos wording; the API's `message` for every failed upload, the reason
   * follows.
   */
  uploadFailed: `${E}uploadFailed`,
  noFile: `${E}noFile`,
  tooManyFiles: `${E}tooManyFiles`,
  malformed: `${E}malformed`,
  tooLarge: `${E}tooLarge`,
  notAnImage: `${E}notAnImage`,
  unsupportedType: `${E}unsupportedType`,
  heicUnsupported: `${E}heicUnsupported`,
  damaged: `${E}damaged`,
  tooSmall: `${E}tooSmall`,
  tooBig: `${E}tooBig`,
  tooManyPixels: `${E}tooManyPixels`,
  unattachedLimit: `${E}unattachedLimit`,
  cardsInPhoto: `${E}cardsInPhoto`,
  wrongType: `${E}wrongType`,
  tooFewPhotos: `${E}tooFewPhotos`,
  tooManyPhotos: `${E}tooManyPhotos`,
  duplicatePhoto: `${E}duplicatePhoto`,
  notFound: `${E}notFound`,
  notYours: `${E}notYours`,
  alreadyAttached: `${E}alreadyAttached`,
  attachedUndeletable: `${E}attachedUndeletable`,
  badSize: `${E}badSize`,
} as const;

export type PhotoErrorKey = (typeof PHOTO_ERRORS)[keyof typeof PHOTO_ERRORS];

/** The "cards in this photo" choice: a whole number from 1 to 6 (docs/product/orders.md#photos). */
export function isValidCardsInPhoto(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_CARDS_PER_PHOTO;
}

/** The multipart field `cardsInPhoto` (text): absent or empty means 1; anything else must be "1".."6". */
export function parseCardsInPhotoField(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return 1;
  const text = raw.trim();
  if (!/^\d{1,2}$/.test(text)) return null;
  const value = Number(text);
  return isValidCardsInPhoto(value) ? value : null;
}

export interface PhotoProblem {
  /** `photos` for the whole list, `photos[3].cardsInPhoto` for one entry. */
  path: string;
  key: PhotoErrorKey;
}

/**
 * The checks of an order's photo list that need no database: 1–100 photos, each a distinct id and
 * 1–6 cards. The wizard shows these before submitting; attachPhotosToOrder refuses the same list.
 */
export function orderPhotoProblems(photos: unknown): PhotoProblem[] {
  if (!Array.isArray(photos)) return [{ path: 'photos', key: PHOTO_ERRORS.tooFewPhotos }];
  if (photos.length < MIN_PHOTOS) return [{ path: 'photos', key: PHOTO_ERRORS.tooFewPhotos }];
  if (photos.length > MAX_PHOTOS) return [{ path: 'photos', key: PHOTO_ERRORS.tooManyPhotos }];
  const problems: PhotoProblem[] = [];
  const seen = new Set<number>();
  photos.forEach((photo: unknown, index) => {
    const entry = (typeof photo === 'object' && photo !== null ? photo : {}) as Record<string, unknown>;
    const id = entry.id;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
      problems.push({ path: `photos[${index}].id`, key: PHOTO_ERRORS.wrongType });
    } else if (seen.has(id)) {
      problems.push({ path: `photos[${index}].id`, key: PHOTO_ERRORS.duplicatePhoto });
    } else {
      seen.add(id);
    }
    if (!isValidCardsInPhoto(entry.cardsInPhoto)) problems.push({ path: `photos[${index}].cardsInPhoto`, key: PHOTO_ERRORS.cardsInPhoto });
  });
  return problems;
}

/** Cards the member says the photos show (the wizard compares it with the card lines). */
export function cardsInPhotos(photos: readonly Pick<UploadedPhoto, 'cardsInPhoto'>[]): number {
  return photos.reduce((sum, photo) => sum + photo.cardsInPhoto, 0);
}

// Numbers must arrive as numbers: "3" or true is not turned into one (becomes NaN → the type error).
const onlyNumbers = (_value: unknown, original: unknown) => (typeof original === 'number' ? original : Number.NaN);

/**
 * yup field for an order body's `photos` ([{ id, cardsInPhoto }]), for the wizard's order schema.
 */
export const orderPhotosField = array(
  object({
    id: number()
      .transform(onlyNumbers)
      .typeError(PHOTO_ERRORS.wrongType)
      .integer(PHOTO_ERRORS.wrongType)
      .min(1, PHOTO_ERRORS.wrongType)
      .max(2_147_483_647, PHOTO_ERRORS.wrongType)
      .required(PHOTO_ERRORS.wrongType),
    cardsInPhoto: number()
      .transform(onlyNumbers)
      .typeError(PHOTO_ERRORS.cardsInPhoto)
      .integer(PHOTO_ERRORS.cardsInPhoto)
      .min(1, PHOTO_ERRORS.cardsInPhoto)
      .max(MAX_CARDS_PER_PHOTO, PHOTO_ERRORS.cardsInPhoto)
      .required(PHOTO_ERRORS.cardsInPhoto),
  }).typeError(PHOTO_ERRORS.wrongType),
)
  .typeError(PHOTO_ERRORS.tooFewPhotos)
  .required(PHOTO_ERRORS.tooFewPhotos)
  .min(MIN_PHOTOS, PHOTO_ERRORS.tooFewPhotos)
  .max(MAX_PHOTOS, PHOTO_ERRORS.tooManyPhotos)
  .test('distinct', PHOTO_ERRORS.duplicatePhoto, (photos) => !photos || new Set(photos.map((photo) => photo?.id)).size === photos.length);
