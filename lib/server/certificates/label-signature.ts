// The signature in a slab label's QR code (docs/product/certificates.md#qr-signature,
// docs/decisions/0012-label-signature.md): HMAC-SHA256 under a named key over the serial, the label's generation
// (format 2, issue #22), the grade (or "A") and the card, cut to 128 bits so the code stays small enough for the label. The QR code opens
// `${APP_ORIGIN}/certification/<serial>?k=<kid>&s=<sig>`; the certificate page recomputes the signature
// from the record it shows, so a genuine serial on a fake label, a label printed for another grade or
// another card, or a made-up signature does not verify.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNING_KEY_ID } from '@/lib/server/config/env-schema';
import type { Certificate } from '@/lib/server/db/generated/client';
import { certificatePath, isSerial, LABEL_QUERY } from '@/lib/shared/certificate';
import { canonicalCard } from '@/lib/shared/certificates/same-card';
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

/**
 * Exactly what one label signs, as text: the serial, the grade as the scale writes it ("9.5", "A"), the canonical card
 * (lib/shared/certificates/same-card.ts) and the label's generation — null for the first format, which does not sign
 * one (labels printed before issue #22; docs/product/certificates.md#label-generations). LabelGeneration rows keep
 * these texts, so a label stays verifiable whatever happens to the record later.
 */
export interface SignedLabel {
  serial: string;
  grade: string;
  card: string;
  generation: number | null;
}

/**
 * First line of every signed message: a new format gets a new tag, so two formats never collide. Format 2 adds the
 * generation, so the label of a reholdered slab differs from the one it replaced although serial, grade and card are
 * the same.
 */
const FORMAT_1 = 'cardgrade-label/1';
const FORMAT_2 = 'cardgrade-label/2';
/** 128 bits: forging one needs ~2^128 guesses at the page; 22 characters in the QR code. */
const SIGNATURE_BYTES = 16;
const SIGNATURE = /^[A-Za-z0-9_-]{22}$/;

/** "A" for the authentic mark, else the grade as the scale writes it ("9.5", "10"); null when there is none. */
export function gradeText({ grade, authentic }: Pick<LabelFacts, 'grade' | 'authentic'>): string | null {
  if (authentic === true) return AUTHENTIC_MARK;
  return typeof grade === 'number' && Number.isFinite(grade) ? String(grade) : null;
}

/** What a certificate's label signs at `generation` (null: the first format). Throws when it cannot be labelled. */
export function signedLabelOf(facts: LabelFacts, generation: number | null): SignedLabel {
  const grade = gradeText(facts);
  if (!isSerial(facts.serial)) throw new TypeError('a label needs a 7-digit serial');
  if (grade === null) throw new TypeError('a label needs a grade or the authentic mark');
  if (generation !== null && !(Number.isInteger(generation) && generation >= 1)) throw new TypeError('a label generation is 1 or more');
  return { serial: facts.serial, grade, card: canonicalCard(facts.card), generation };
}

/** The format, the key id, the serial, (the generation,) the grade and the card, one per line. */
function labelMessage(kid: string, label: SignedLabel): string {
  return label.generation === null
    ? [FORMAT_1, kid, label.serial, label.grade, label.card].join('\n')
    : [FORMAT_2, kid, label.serial, `g${label.generation}`, label.grade, label.card].join('\n');
}

function signature(secret: Buffer, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest().subarray(0, SIGNATURE_BYTES).toString('base64url');
}

/** The signature `kid` gives `label`. */
export function signatureFor(kid: string, secret: Buffer, label: SignedLabel): string {
  return signature(secret, labelMessage(kid, label));
}

/** A label's code as the page's query gives it (anything at all), when it has the shape of one. */
export function labelCode(label: { kid: unknown; sig: unknown } | null | undefined): { kid: string; sig: string } | null {
  const { kid, sig } = label ?? {};
  if (typeof kid !== 'string' || !SIGNING_KEY_ID.test(kid) || typeof sig !== 'string' || !SIGNATURE.test(sig)) return null;
  return { kid, sig };
}

/** Whether `sig` is what `secret` (under `kid`) gives `label`. Both sides are 22 ASCII characters: constant time. */
export function signatureMatches(code: { kid: string; sig: string }, secret: Buffer, label: SignedLabel): boolean {
  return timingSafeEqual(Buffer.from(signatureFor(code.kid, secret, label)), Buffer.from(code.sig));
}

/** The facts a label signs, from a certificate row. */
export function labelFacts(certificate: Pick<Certificate, 'serial' | 'grade' | 'authentic'> & LabelCard): LabelFacts {
  const { serial, grade, authentic, cardCategory, year, brand, setName, cardNumber, playerName } = certificate;
  return { serial, grade, authentic, card: { cardCategory, year, brand, setName, cardNumber, playerName } };
}

/**
 * Signs a label with the current key: of `generation` (format 2), or in the first format when none is given. Throws
 * for a certificate that cannot be labelled (no serial or grade).
 */
export function signLabel(facts: LabelFacts, generation: number | null = null): { kid: string; sig: string } {
  const key = currentLabelKey();
  return { kid: key.kid, sig: signatureFor(key.kid, key.secret, signedLabelOf(facts, generation)) };
}

/** The site's public origin: a printed code cannot be corrected, so production must name it. */
function labelOrigin(): string {
  const configured = (process.env.APP_ORIGIN ?? '').split(',')[0]?.trim().replace(/\/$/, '');
  if (configured) return configured;
  if (process.env.NODE_ENV === 'production') throw new Error('APP_ORIGIN is required to print labels in production (see .env.example).');
  return `http://localhost:${process.env.PORT ?? 3000}`;
}

/** The absolute URL a label's QR code carries: the certificate page with the key id and the signature. */
export function labelUrl(facts: LabelFacts, generation: number | null = null): string {
  const { kid, sig } = signLabel(facts, generation);
  return `${labelOrigin()}${certificatePath(facts.serial)}?${LABEL_QUERY.kid}=${kid}&${LABEL_QUERY.sig}=${sig}`;
}

/**
 * Whether a first-format label's key id and signature (the page's query values, anything at all) were made for this
 * certificate: 'valid'; 'unknown-key' for a well-formed label naming a key this server does not hold (never issued
 * here, or withdrawn after a leak); 'invalid' otherwise. Never throws for malformed input; a misconfigured key
 * (LABEL_SIGNING_KEY*) still throws, as everywhere. The certificate page's verdicts, over every label generation,
 * are verdict.ts's.
 */
export function verifyLabel(facts: LabelFacts, label: { kid: unknown; sig: unknown }): 'valid' | 'invalid' | 'unknown-key' {
  const code = labelCode(label);
  if (!code) return 'invalid';
  let signed: SignedLabel;
  try {
    signed = signedLabelOf(facts, null);
  } catch {
    return 'invalid';
  }
  const secret = labelKey(code.kid);
  if (!secret) return 'unknown-key';
  return signatureMatches(code, secret, signed) ? 'valid' : 'invalid';
}
