// Order limits of SPEC.md §5 and §9.
export const MAX_CARDS_PER_ORDER = 1000;
export const MIN_PHOTOS = 1;
export const MAX_PHOTOS = 100;
export const MAX_CARDS_PER_PHOTO = 6;
export const BULK_MIN_CARDS = 40;
/** Cards printed since 1999 are accepted; Pokémon of any official year (SPEC.md §5). */
export const MIN_CARD_YEAR = 1999;
export const FIRST_POKEMON_YEAR = 1996;
/** SPEC.md §9: estimated shipping term in business days per order type. */
export const ESTIMATED_BUSINESS_DAYS = { REG: 15, REHOLDER: 10, EXP: 5, BULK: 30 } as const;
