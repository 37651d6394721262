// An album's fields and the requests on its cards (issue #25; lib/shared/albums/album-rules.ts): the album forms
// and /api/member/albums/** validate with these. Messages are keys of the `albums` namespace.
import { type InferType, array, object } from 'yup';
import { ALBUM_DESCRIPTION_MAX, MAX_CARDS_PER_ADD, MAX_CARDS_PER_ALBUM, isAlbumName, normaliseAlbumName } from '../albums/album-rules';
import { SERIAL_PATTERN } from '../certificate';
import { positiveId, strictBoolean, strictString, textOrEmpty } from './fields';

export const ALBUM_ERRORS = {
  wrongType: 'albums:validation.wrongType',
  nameInvalid: 'albums:validation.nameInvalid',
  descriptionTooLong: 'albums:validation.descriptionTooLong',
  serialsRequired: 'albums:validation.serialsRequired',
  serialInvalid: 'albums:validation.serialInvalid',
  tooManyCards: 'albums:validation.tooManyCards',
  orderInvalid: 'albums:validation.orderInvalid',
} as const;

const E = ALBUM_ERRORS;

const name = () =>
  strictString(E.wrongType)
    .transform((value: unknown) => (typeof value === 'string' ? normaliseAlbumName(value) : value))
    .required(E.nameInvalid)
    .test('album-name', E.nameInvalid, (value) => value === undefined || isAlbumName(value));

const description = () => textOrEmpty(ALBUM_DESCRIPTION_MAX, { wrongType: E.wrongType, tooLong: E.descriptionTooLong });

/** POST /api/member/albums and the new-album dialog. */
export const createAlbumSchema = object({ name: name(), description: description() }).typeError(E.wrongType);
export type CreateAlbumInput = InferType<typeof createAlbumSchema>;

/**
 * PUT /api/member/albums/[id]: the album as the edit form saves it. The thumbnail is one of the album's cards or none;
 * `isPublic` is honoured only when the saved album may be public (the service answers why not).
 */
export const updateAlbumSchema = object({
  name: name(),
  description: description(),
  isPublic: strictBoolean(E.wrongType).required(E.wrongType),
  thumbnailCertificateId: positiveId(E.wrongType).defined(E.wrongType),
}).typeError(E.wrongType);
export type UpdateAlbumInput = InferType<typeof updateAlbumSchema>;

/** POST /api/member/albums/[id]/cards: the member's own certificates, by serial. */
export const addAlbumCardsSchema = object({
  serials: array(strictString(E.serialInvalid).required(E.serialInvalid).matches(SERIAL_PATTERN, E.serialInvalid))
    .typeError(E.wrongType)
    .required(E.serialsRequired)
    .min(1, E.serialsRequired)
    .max(MAX_CARDS_PER_ADD, E.tooManyCards),
}).typeError(E.wrongType);

/** PUT /api/member/albums/[id]/cards: the album's cards in their new order (every card once). */
export const reorderAlbumCardsSchema = object({
  certificateIds: array(positiveId(E.orderInvalid).required(E.orderInvalid))
    .typeError(E.orderInvalid)
    .required(E.orderInvalid)
    .min(1, E.orderInvalid)
    .max(MAX_CARDS_PER_ALBUM, E.orderInvalid)
    .test('unique', E.orderInvalid, (ids) => ids === undefined || new Set(ids).size === ids.length),
}).typeError(E.wrongType);

/** PUT /api/member/albums/[id]/cards/[certificateId]: show the card in the community feed, or stop. */
export const featureAlbumCardSchema = object({ featured: strictBoolean(E.wrongType).required(E.wrongType) }).typeError(E.wrongType);
