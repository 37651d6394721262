// GET /api/v1/certificates/{serial}: the certificate page's record (docs/product/certificates.md#certificate-page) —
// card, grade, subgrades, scans with their SHA-256, label generations, population, void and reports — and, when the
// request carries a label's code (`k`, `s`), the verdict on it (docs/product/certificates.md#verdicts), counted as a
// verification exactly as the page counts it (docs/product/certificates.md#scans). A malformed code is the verdict
// "not verified", not an error. Only published certificates; nothing about the owner.
import type { DbOrTx } from '@/lib/server/db/client';
import { LABEL_QUERY } from '@/lib/shared/certificate';
import type { VerdictView } from '@/lib/shared/certificates/verdicts';
import type { PublicCertificate } from '@/lib/shared/certificates/views';
import { checkLabel } from '../certificates/check-label';
import { findPublicCertificate, reportState, toPublicCertificate } from '../certificates/get-public-certificate';
import { recordVerification } from '../certificates/scans/record-verification';
import { AppError } from '../errors/app-error';
import type { Keeping } from './v1-route';

export type CertificateRecord = PublicCertificate & { verdict?: VerdictView };

export interface CertificateRequest {
  serial: string;
  /** The label's code as the query gave it (anything at all), or null for a plain look-up. */
  code: { kid: unknown; sig: unknown } | null;
  ip: string;
  now: Date;
}

export const certificateNotFound = () => new AppError('NOT_FOUND', 'No published certificate has this serial.', 'publicApi:errors.certificateNotFound');

/** The label's code in a query: present when either half is (a half code is a malformed one). */
export function labelCodeIn(query: Partial<Record<string, string | string[]>>): CertificateRequest['code'] {
  const kid = query[LABEL_QUERY.kid];
  const sig = query[LABEL_QUERY.sig];
  return kid === undefined && sig === undefined ? null : { kid, sig };
}

export async function getCertificateRecord(db: DbOrTx, request: CertificateRequest): Promise<CertificateRecord> {
  const row = await findPublicCertificate(db, request.serial);
  if (!row) throw certificateNotFound();
  const certificate = toPublicCertificate(row, request.now);
  const verdict = await checkLabel(db, row, request.code, reportState(row).state);
  if (!verdict) return certificate;
  await recordVerification(db, { certificateId: row.id, ip: request.ip, labelCheck: verdict.labelCheck, now: request.now });
  return { ...certificate, verdict };
}

/** The record without its population's "as of" (the time of the answer): what the ETag is made of. */
export function withoutAsOf(certificate: PublicCertificate): PublicCertificate {
  return certificate.population ? { ...certificate, population: { ...certificate.population, asOf: '' } } : certificate;
}

/** A look-up is kept a minute; a verdict never (each one is counted). */
export function certificateKeeping(record: CertificateRecord): Keeping {
  return record.verdict ? 'no-store' : { scope: 'public', tagged: withoutAsOf(record) };
}
