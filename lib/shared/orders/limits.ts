// Order limits (docs/product/constants.md#orders-and-photos).
export const MAX_CARDS_PER_ORDER = 1000;
export const MIN_PHOTOS = 1;
export const MAX_PHOTOS = 100;
export const MAX_CARDS_PER_PHOTO = 6;
/** docs/product/orders.md#order-types: bulk submissions start at 40 cards. */
export const BULK_MIN_CARDS = 40;
/** Cards printed since 1999 are accepted; Pokémon of any official year (docs/product/orders.md#accepted-cards). */
export const MIN_CARD_YEAR = 1999;
export const FIRST_POKEMON_YEAR = 1996;
/**
 * Cards we accept (docs/product/orders.md#accepted-cards): standard size, at most 160pt (4mm) thick; the year rule is
 * MIN_CARD_YEAR.
 */
export const ACCEPTED_CARD = { widthIn: 2.5, heightIn: 3.5, maxThicknessPt: 160, maxThicknessMm: 4 } as const;
