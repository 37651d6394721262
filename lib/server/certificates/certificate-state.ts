// The fingerprint of a certificate's record (docs/decisions/0023-certificate-corrections.md): what the staff
// certificate page showed, sent back with every change. A certificate has no status to carry as an order has
// (decision 0013's "the page's statuses are the lock"), so the record itself is: every field a regrade, a correction,
// a void or a restore changes, hashed. Equal fingerprints mean the admin acted on the record as it is.
import { createHash } from 'node:crypto';
import type { Certificate } from '@/lib/server/db/generated/client';

export type StatefulCertificate = Pick<
  Certificate,
  | 'grade'
  | 'authentic'
  | 'surface'
  | 'edges'
  | 'corners'
  | 'centering'
  | 'centeringFrontLR'
  | 'centeringFrontTB'
  | 'centeringBackLR'
  | 'centeringBackTB'
  | 'isAuto'
  | 'autoGrade'
  | 'cardCategory'
  | 'sportsType'
  | 'year'
  | 'brand'
  | 'setName'
  | 'cardNumber'
  | 'playerName'
  | 'publishedAt'
  | 'voidedAt'
  | 'voidReason'
>;

/** 16 base64url characters (96 bits) of SHA-256 over the record's changeable fields. */
export function certificateState(c: StatefulCertificate): string {
  const facts = [
    c.grade,
    c.authentic,
    c.surface,
    c.edges,
    c.corners,
    c.centering,
    c.centeringFrontLR,
    c.centeringFrontTB,
    c.centeringBackLR,
    c.centeringBackTB,
    c.isAuto,
    c.autoGrade,
    c.cardCategory,
    c.sportsType,
    c.year,
    c.brand,
    c.setName,
    c.cardNumber,
    c.playerName,
    c.publishedAt?.toISOString() ?? null,
    c.voidedAt?.toISOString() ?? null,
    c.voidReason,
  ];
  return createHash('sha256').update(JSON.stringify(facts), 'utf8').digest('base64url').slice(0, 16);
}
