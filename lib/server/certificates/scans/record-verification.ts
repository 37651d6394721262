// Counting verifications (docs/product/certificates.md#scans) and noticing copies
// (docs/product/certificates.md#suspicious-certificates): every check of a label's code — the certificate page opened
// from a QR code, or the API asked with a code — adds one to the certificate's count of the day and notes the salted
// hash of the caller's network. A superseded label scanned, or the serial verified from SPREAD_NETWORKS distant
// networks within 48 hours, opens an entry in the staff queue (one open entry per certificate and kind; a later scan
// updates its detail). Never throws: a verdict is answered even when counting fails.
import type { DbOrTx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import type { LabelCheck } from '@/lib/shared/certificates/verdicts';
import { networkHash } from './network-hash';

/** Distinct networks within the window that make a serial suspicious: one slab is rarely in three regions at once. */
export const SPREAD_NETWORKS = 3;
export const SPREAD_WINDOW_MS = 48 * 3600_000;

export interface Verification {
  certificateId: number;
  ip: string;
  labelCheck: LabelCheck;
  now: Date;
}

/** Midnight UTC of the day `now` falls in: the row a day's scans are counted in. */
export const scanDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

async function raiseFlag(
  db: DbOrTx,
  certificateId: number,
  source: 'SCANS_SPREAD' | 'SUPERSEDED_SCAN',
  detail: Prisma.InputJsonObject,
  now: Date,
): Promise<void> {
  const updated = await db.certificateFlag.updateMany({ where: { certificateId, source, status: 'OPEN' }, data: { detail } });
  if (updated.count === 0) await db.certificateFlag.create({ data: { certificateId, source, detail, createdAt: now } });
}

export async function recordVerification(db: DbOrTx, verification: Verification): Promise<void> {
  const { certificateId, ip, labelCheck, now } = verification;
  try {
    const day = scanDay(now);
    await db.$executeRaw`
      INSERT INTO "CertificateScanDay" ("certificateId", "day", "scans") VALUES (${certificateId}, ${day}::date, 1)
      ON CONFLICT ("certificateId", "day") DO UPDATE SET "scans" = "CertificateScanDay"."scans" + 1`;
    const network = networkHash(ip);
    if (network !== null) {
      await db.$executeRaw`
        INSERT INTO "CertificateScanNetwork" ("certificateId", "networkHash", "firstSeenAt", "lastSeenAt") VALUES (${certificateId}, ${network}, ${now}, ${now})
        ON CONFLICT ("certificateId", "networkHash") DO UPDATE SET "lastSeenAt" = EXCLUDED."lastSeenAt"`;
      const networks = await db.certificateScanNetwork.count({ where: { certificateId, lastSeenAt: { gte: new Date(now.getTime() - SPREAD_WINDOW_MS) } } });
      if (networks >= SPREAD_NETWORKS)
        await raiseFlag(db, certificateId, 'SCANS_SPREAD', { networks, windowHours: SPREAD_WINDOW_MS / 3600_000, lastScanAt: now.toISOString() }, now);
    }
    if (labelCheck === 'superseded') await raiseFlag(db, certificateId, 'SUPERSEDED_SCAN', { lastScanAt: now.toISOString() }, now);
  } catch (error) {
    console.error(`[certificates] counting a verification of certificate ${certificateId} failed`, error);
  }
}

/** The sweep: network hashes older than the window are deleted (no trace of a caller is kept beyond 48 hours). */
export async function sweepScanNetworks(db: DbOrTx, now: Date): Promise<{ deleted: number }> {
  const { count } = await db.certificateScanNetwork.deleteMany({ where: { lastSeenAt: { lt: new Date(now.getTime() - SPREAD_WINDOW_MS) } } });
  return { deleted: count };
}
