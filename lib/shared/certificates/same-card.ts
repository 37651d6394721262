// "Same card" (docs/product/certificates.md#same-card), defined once: the canonical card a label signs
// (docs/decisions/0012-label-signature.md) is also the population report's natural key. Each field in Unicode
// compatibility form (full-width "ＰＳＡ" is "PSA", as Taiwanese and Korean input methods type it), lower case,
// every run of white space one space, trimmed; a missing field is empty. Retyping or re-casing a field keeps the
// card; another word, digit or punctuation mark ("4/102" against "4-102", "Chari zard") is another card.
import type { CardCategory } from '@/lib/server/db/generated/enums';

/** The fields that tell one card from another, as a certificate records them. */
export interface CardIdentity {
  cardCategory: CardCategory;
  year: number | null;
  brand: string | null;
  setName: string | null;
  cardNumber: string | null;
  playerName: string;
}

/** One field as it is compared and signed. Throws for a value of the wrong type (never for user text). */
export function normaliseCardField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new TypeError('not a card year');
    return String(value);
  }
  if (typeof value !== 'string') throw new TypeError('not a card field');
  return value.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/**
 * The canonical card: category, year, brand, set, card number, player (or card name), each normalised, one per line —
 * a normalised field holds no line break, so the form is unambiguous. E.g.
 * "pokemon\n1999\nwizards of the coast\nbase set\n4/102\ncharizard".
 */
export function canonicalCard(card: CardIdentity): string {
  return [card.cardCategory, card.year, card.brand, card.setName, card.cardNumber, card.playerName].map(normaliseCardField).join('\n');
}

/** The normalised name, set and number the population search compares a query with (the same folding). */
export function cardSearchKeys(card: Pick<CardIdentity, 'setName' | 'cardNumber' | 'playerName'>): { nameKey: string; setKey: string; numberKey: string } {
  return { nameKey: normaliseCardField(card.playerName), setKey: normaliseCardField(card.setName), numberKey: normaliseCardField(card.cardNumber) };
}
