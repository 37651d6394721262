// A certificate becomes public when its order reaches CARD_SCORED (decision 0013,
// docs/product/certificates.md#certificate-page): in the transaction of that step its certificates get publishedAt
// and join the population counters (population-counters.ts). The conditional update loses races cleanly: a
// certificate is published — and counted — once, whoever else tries at the same moment.
// Certificates graded before issue #22 were never published: the sweep publishes them (publishDueCertificates), one
// order per transaction, in the same way — and those recorded without an order (imported from before this system,
// docs/product/certificates.md#certificate) in batches: they were public where they were graded.
import type { Db, Tx } from '@/lib/server/db/client';
import { CERTIFICATES_PUBLIC_PROCESSING_STATUSES } from '@/lib/shared/orders/status-sets';
import { revalidateCertificatePages } from './certificate-pages';
import { updateCounts } from './population-counters';

/** Publishes the order's unpublished certificates; returns their serials (their pages change after the commit). */
export async function publishOrderCertificates(tx: Tx, orderId: number, now: Date): Promise<string[]> {
  const published = await tx.$queryRaw<{ id: number }[]>`
    UPDATE "Certificate" SET "publishedAt" = ${now}
    WHERE "publishedAt" IS NULL AND "gradingOrderItemId" IN (SELECT "id" FROM "GradingOrderItem" WHERE "gradingOrderId" = ${orderId})
    RETURNING "id"`;
  if (published.length === 0) return [];
  const certificates = await tx.certificate.findMany({ where: { id: { in: published.map((row) => row.id) } }, orderBy: { id: 'asc' } });
  await updateCounts(tx, certificates, now);
  return certificates.map((certificate) => certificate.serial);
}

/** Publishes up to `limit` certificates recorded without an order; returns their serials. */
async function publishOrderless(tx: Tx, now: Date, limit: number): Promise<string[]> {
  const published = await tx.$queryRaw<{ id: number }[]>`
    UPDATE "Certificate" SET "publishedAt" = ${now}
    WHERE "id" IN (SELECT "id" FROM "Certificate" WHERE "publishedAt" IS NULL AND "gradingOrderItemId" IS NULL ORDER BY "id" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING "id"`;
  if (published.length === 0) return [];
  const certificates = await tx.certificate.findMany({ where: { id: { in: published.map((row) => row.id) } }, orderBy: { id: 'asc' } });
  await updateCounts(tx, certificates, now);
  return certificates.map((certificate) => certificate.serial);
}

/** The sweep: every order past CARD_SCORED with certificates not yet public. Returns how many were published. */
export async function publishDueCertificates(db: Db, now = new Date()): Promise<number> {
  const orders = await db.gradingOrder.findMany({
    where: {
      gradingOrderProcessingStatus: { in: [...CERTIFICATES_PUBLIC_PROCESSING_STATUSES] },
      gradingOrderItems: { some: { certificates: { some: { publishedAt: null } } } },
    },
    select: { id: true },
    take: 500,
  });
  const serials: string[] = [];
  for (const order of orders) serials.push(...(await db.$transaction((tx) => publishOrderCertificates(tx, order.id, now))));
  await revalidateCertificatePages(serials);
  // An import can be thousands: their pages are not regenerated one by one — a cached "not found" of one of them is
  // regenerated within its few minutes (certificate-page-props.ts).
  let imported = 0;
  for (let round = 0; round < 20; round += 1) {
    const batch = await db.$transaction((tx) => publishOrderless(tx, now, 500));
    imported += batch.length;
    if (batch.length < 500) break;
  }
  return serials.length + imported;
}
