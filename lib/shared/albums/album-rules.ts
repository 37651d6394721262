// The album rules (issue #25; docs/product/storefront.md#collection-and-albums): a name of 2 to 16
// characters — Korean, Traditional Chinese, English letters and digits, words joined by single spaces (decision
// 0034) —, a description of at most 300 characters, public only once saved with at least one card and a thumbnail
// among its cards (the database holds the last two: the thumbnail's foreign key into the album's cards, a check, and
// the trigger that turns an album private when its thumbnail goes — migration 20261129000000_collectors_side).
// Browser-safe: the forms, the API's schema (lib/shared/schemas/album.ts) and the services read these.

export const ALBUM_NAME_MIN = 2;
export const ALBUM_NAME_MAX = 16;
export const ALBUM_DESCRIPTION_MAX = 300;
/** A member keeps at most this many albums (the 101st is refused: issue #25's "1,000 albums for one member"). */
export const MAX_ALBUMS_PER_MEMBER = 100;
/** An album holds at most this many cards. */
export const MAX_CARDS_PER_ALBUM = 200;
/** Cards added in one request. */
export const MAX_CARDS_PER_ADD = 50;

// Hangul (syllables and jamo), Han ideographs (Traditional Chinese, also the Korean hanja), Latin letters, digits.
const WORD = String.raw`[\p{Script=Hangul}\p{Script=Han}A-Za-z0-9]+`;
const NAME = new RegExp(`^${WORD}(?: ${WORD})*$`, 'u');

/** Characters as a reader counts them (code points; none outside the BMP passes the pattern anyway). */
export const characterCount = (text: string) => [...text].length;

/**
 * The name as stored: NFKC (a Hangul syllable typed as jamo is one character; the full-width letters, digits and the
 * ideographic space a Chinese or Japanese keyboard types become their ordinary forms), trimmed (decision 0034).
 */
export function normaliseAlbumName(name: string): string {
  return name.normalize('NFKC').trim();
}

export function isAlbumName(name: string): boolean {
  const count = characterCount(name);
  return count >= ALBUM_NAME_MIN && count <= ALBUM_NAME_MAX && NAME.test(name);
}

export type PublishRefusal = 'notSaved' | 'noCards' | 'noThumbnail';

/** Why an album cannot be public now, or null when it can (docs/product/storefront.md#collection-and-albums: saved, at least one card, a thumbnail). */
export function publishRefusal(album: { saved: boolean; cardCount: number; thumbnailCertificateId: number | null }): PublishRefusal | null {
  if (!album.saved) return 'notSaved';
  if (album.cardCount === 0) return 'noCards';
  if (album.thumbnailCertificateId === null) return 'noThumbnail';
  return null;
}
