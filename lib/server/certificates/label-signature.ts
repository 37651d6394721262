// The signature in a slab label's QR code (docs/product/certificates.md#qr-signature,
// docs/decisions/0012-label-signature.md): HMAC-SHA256 under a named key over the serial, the grade (or
// "A") and the card, cut to 128 bits so the code stays small enough for the label. The QR code opens
// `${APP_ORIGIN}/certification/<serial>?k=<kid>&s=<sig>`; the certificate page recomputes the signature
// from the record it shows, so a genuine serial on a fake label, a label printed for another grade or
// another card, or a made-up signature does not verify.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNING_KEY_ID } from '@/lib/server/config/env-schema';
import type { Certificate } from '@/lib/server/db/generated/client';
import { certificatePath, isSerial, LABEL_QUERY, type LabelVerdict } from '@/lib/shared/certificate';
import { AUTHENTIC_MARK } from '@/lib/shared/grading/scale';
import { currentLabelKey, labelKey } from './label-keys';

/** The card a label names: the fields that tell one card from another, as the certificate records them. */
export type LabelCard = Pick<Certificate, 'cardCategory' | 'year' | 'brand' | 'setName' | 'cardNumber' | 'playerName'>;

export interface LabelFacts {
  serial: string;
  /** The final grade; ignored when `authentic` (the "A" mark is signed instead). */
  grade: number | null;
  authentic: boolean;
  card: LabelCard;
}

/** First line of every signed message: a new format gets a new tag, so two formats never collide. */
const FORMAT = 'cardgrade-label/1';
/** 128 bits: forging one needs ~2^128 guesses at the page; 22 characters in the QR code. */
const SIGNATURE_BYTES = 16;
const SIGNATURE = /^[A-Za-z0-9_-]{22}$/;

/**
 * One field as it is signed: Unicode compatibility forms folded (full-width "ＰＳＡ" is "PSA"), lower
 * case, every run of white space one space, trimmed. A retyped or re-cased field still verifies; a
 * different word, digit or punctuation mark does not.
 */
function normalise(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new TypeError('not a card year');
    return String(value);
  }
  if (typeof value !== 'string') throw new TypeError('not a card field');
  return value.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/**
 * The canonical card: category, year, brand, set, card number, player (or card name), each normalised,
 * one per line — a normalised field holds no line break, so the form is unambiguous. E.g.
 * "pokemon\n1999\nwizards of the coast\nbase set\n4/102\ncharizard". Throws for a field of the wrong type.
 */
export function canonicalCard(card: LabelCard): string {
  return [card.cardCategory, card.year, card.brand, card.setName, card.cardNumber, card.playerName].map(normalise).join('\n');
}

/** "A" for the authentic mark, else the grade as the scale writes it ("9.5", "10"); null when there is none. */
function gradeText({ grade, authentic }: Pick<LabelFacts, 'grade' | 'authentic'>): string | null {
  if (authentic === true) return AUTHENTIC_MARK;
  return typeof grade === 'number' && Number.isFinite(grade) ? String(grade) : null;
}

/** What is signed: the format, the key id, the serial, the grade and the card, one per line. Throws when unsignable. */
function labelMessage(kid: string, facts: LabelFacts): string {
  const grade = gradeText(facts);
  if (!isSerial(facts.serial)) throw new TypeError('a label needs a 7-digit serial');
  if (grade === null) throw new TypeError('a label needs a grade or the authentic mark');
  return [FORMAT, kid, facts.serial, grade, canonicalCard(facts.card)].join('\n');
}

function signature(secret: Buffer, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest().subarray(0, SIGNATURE_BYTES).toString('base64url');
}

/** The facts a label signs, from a certificate row. */
export function labelFacts(certificate: Pick<Certificate, 'serial' | 'grade' | 'authentic'> & LabelCard): LabelFacts {
  const { serial, grade, authentic, cardCategory, year, brand, setName, cardNumber, playerName } = certificate;
  return { serial, grade, authentic, card: { cardCategory, year, brand, setName, cardNumber, playerName } };
}

/** Signs a label with the current key. Throws for a certificate that cannot be labelled (no serial or grade). */
export function signLabel(facts: LabelFacts): { kid: string; sig: string } {
  const key = currentLabelKey();
  return { kid: key.kid, sig: signature(key.secret, labelMessage(key.kid, facts)) };
}

/** The site's public origin: a printed code cannot be corrected, so production must name it. */
function labelOrigin(): string {
  const configured = (process.env.APP_ORIGIN ?? '').split(',')[0]?.trim().replace(/\/$/, '');
  if (configured) return configured;
  if (process.env.NODE_ENV === 'production') throw new Error('APP_ORIGIN is required to print labels in production (see .env.example).');
  return `http://localhost:${process.env.PORT ?? 3000}`;
}

/** The absolute URL a label's QR code carries: the certificate page with the key id and the signature. */
export function labelUrl(facts: LabelFacts): string {
  const { kid, sig } = signLabel(facts);
  return `${labelOrigin()}${certificatePath(facts.serial)}?${LABEL_QUERY.kid}=${kid}&${LABEL_QUERY.sig}=${sig}`;
}

/**
 * Whether a label's key id and signature (the page's query values, anything at all) were made for this
 * certificate: 'valid'; 'unknown-key' for a well-formed label naming a key this server does not hold
 * (never issued here, or withdrawn after a leak); 'invalid' otherwise. Never throws for malformed input;
 * a misconfigured key (LABEL_SIGNING_KEY*) still throws, as everywhere.
 */
export function verifyLabel(facts: LabelFacts, label: { kid: unknown; sig: unknown }): LabelVerdict {
  const { kid, sig } = label ?? {};
  if (typeof kid !== 'string' || !SIGNING_KEY_ID.test(kid) || typeof sig !== 'string' || !SIGNATURE.test(sig)) return 'invalid';
  let message: string;
  try {
    message = labelMessage(kid, facts);
  } catch {
    return 'invalid';
  }
  const secret = labelKey(kid);
  if (!secret) return 'unknown-key';
  // Both sides are 22 ASCII characters: compared in constant time, and only the canonical encoding matches.
  return timingSafeEqual(Buffer.from(signature(secret, message)), Buffer.from(sig)) ? 'valid' : 'invalid';
}
