// The words of a slab label (issue #10; docs/product/certificates.md#label-printing): the grade or "A", the card in
// one line, the subgrades. Pure, so the label sheet and its tests read the same rule.
import { AUTHENTIC_MARK } from '../grading/scale';

/** The card fields a label line names. */
export interface CardLineFields {
  year: number | null;
  brand: string | null;
  setName: string | null;
  cardNumber: string | null;
  playerName: string | null;
}

/** Runs of white space become one space; blank is nothing. */
function tidy(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/gu, ' ').trim();
}

/**
 * "year brand set #number player", e.g. "1999 Wizards of the Coast Base Set #4/102 Charizard": the parts the
 * certificate has, in that order, single-spaced. The number gets one "#" (a number typed with its own "#" keeps it).
 */
export function cardLine(card: CardLineFields): string {
  const number = tidy(card.cardNumber);
  return [
    card.year === null ? '' : String(card.year),
    tidy(card.brand),
    tidy(card.setName),
    number && (number.startsWith('#') ? number : `#${number}`),
    tidy(card.playerName),
  ]
    .filter(Boolean)
    .join(' ');
}

/** A grade as the scale writes it: 9.5 → "9.5", 10 → "10"; none → "–". */
export function gradeNumber(grade: number | null): string {
  return grade === null || !Number.isFinite(grade) ? '–' : String(grade);
}

/** The big mark of a label: "A" for the authentic mark (docs/product/grading.md#minimum-grade-and-the-a-mark), else the grade. */
export function labelGrade(certificate: { grade: number | null; authentic: boolean }): string {
  return certificate.authentic ? AUTHENTIC_MARK : gradeNumber(certificate.grade);
}
