// POST /api/v1/certificates/batch { serials } (docs/product/certificates.md#public-api): up to MAX_BATCH_SERIALS
// records in one query, for a key holder checking a stock list. One answer per serial, in the order asked (a serial
// asked twice is answered once); an unknown or unpublished serial is `found: false`, not an error.
import type { DbOrTx } from '@/lib/server/db/client';
import type { PublicCertificate } from '@/lib/shared/certificates/views';
import { findPublicCertificates, toPublicCertificate } from '../certificates/get-public-certificate';

export interface BatchEntry {
  serial: string;
  found: boolean;
  certificate?: PublicCertificate;
}

export async function getCertificateBatch(db: DbOrTx, serials: readonly string[], now: Date): Promise<BatchEntry[]> {
  const asked = [...new Set(serials)];
  const rows = await findPublicCertificates(db, asked);
  const bySerial = new Map(rows.map((row) => [row.serial, row]));
  return asked.map((serial) => {
    const row = bySerial.get(serial);
    return row ? { serial, found: true, certificate: toPublicCertificate(row, now) } : { serial, found: false };
  });
}
