// The population report's counters (docs/product/certificates.md#population-report): per "same card"
// (lib/shared/certificates/same-card.ts) and grade, kept in the very transaction that publishes, regrades, corrects or
// voids a certificate — the report never counts certificates per request. A certificate records where it is counted
// (populationCardId, populationGrade), so every move takes it out of exactly the column it is in.
//
// Concurrency (20 graders publishing the same cards at once, tests/integration/certificates/population-counters):
// card rows are found or created first, in canonical-key order, without locking an existing row (INSERT … ON
// CONFLICT DO NOTHING); then every counter of a transaction moves in card-id order, the card row locked (UPDATE)
// before its columns. Two transactions therefore always wait for each other in the same order.
import type { Tx } from '@/lib/server/db/client';
import type { Certificate } from '@/lib/server/db/generated/client';
import { populationGrade } from '@/lib/shared/certificates/population';
import { type CardIdentity, canonicalCard, cardSearchKeys } from '@/lib/shared/certificates/same-card';

export type CountedCertificate = Pick<Certificate, 'id' | 'grade' | 'authentic' | 'publishedAt' | 'voidedAt' | 'populationCardId' | 'populationGrade'> &
  CardIdentity;

/** Public and not voided: what the population counts (docs/product/certificates.md#population-report). */
export const isCounted = (certificate: Pick<Certificate, 'publishedAt' | 'voidedAt'>) => certificate.publishedAt !== null && certificate.voidedAt === null;

/** Where a certificate is to be counted: a card and a column, or nowhere. */
export interface CountPlan {
  certificate: CountedCertificate;
  to: { cardId: number; grade: string } | null;
}

async function findOrCreateCard(tx: Tx, card: CardIdentity, key: string): Promise<number> {
  const { nameKey, setKey, numberKey } = cardSearchKeys(card);
  // The first spelling of a card is the one the report shows; later ones only find the row.
  const inserted = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO "PopulationCard" ("cardKey", "cardCategory", "year", "brand", "setName", "cardNumber", "playerName", "nameKey", "setKey", "numberKey")
    VALUES (${key}, ${card.cardCategory}::"CardCategory", ${card.year}, ${card.brand}, ${card.setName}, ${card.cardNumber}, ${card.playerName}, ${nameKey}, ${setKey}, ${numberKey})
    ON CONFLICT ("cardKey") DO NOTHING
    RETURNING "id"`;
  if (inserted[0]) return inserted[0].id;
  const [existing] = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "PopulationCard" WHERE "cardKey" = ${key}`;
  return existing!.id;
}

/**
 * Where each certificate belongs, as it is given (its new state): its card (created on its first certificate) and its
 * grade column — nowhere when it is not public, is voided or has no grade.
 */
export async function planCounts(tx: Tx, certificates: readonly CountedCertificate[]): Promise<CountPlan[]> {
  const keyed = certificates.map((certificate) => ({
    certificate,
    key: canonicalCard(certificate),
    grade: isCounted(certificate) ? populationGrade(certificate) : null,
  }));
  const cardIds = new Map<string, number>();
  for (const { certificate, key, grade } of [...keyed].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
    if (grade !== null && !cardIds.has(key)) cardIds.set(key, await findOrCreateCard(tx, certificate, key));
  }
  return keyed.map(({ certificate, key, grade }) => ({ certificate, to: grade === null ? null : { cardId: cardIds.get(key)!, grade } }));
}

/** Moves every planned certificate from the column it is in to its planned one, and records where it now is. */
export async function applyCounts(tx: Tx, plans: readonly CountPlan[], now: Date): Promise<void> {
  const deltas = new Map<number, Map<string, number>>();
  const bump = (cardId: number, grade: string, delta: number) => {
    const columns = deltas.get(cardId) ?? new Map<string, number>();
    columns.set(grade, (columns.get(grade) ?? 0) + delta);
    deltas.set(cardId, columns);
  };
  const moved: CountPlan[] = [];
  for (const plan of plans) {
    const { populationCardId: fromCard, populationGrade: fromGrade } = plan.certificate;
    if (fromCard === (plan.to?.cardId ?? fromCard) && fromGrade === (plan.to?.grade ?? null)) continue;
    if (fromCard !== null && fromGrade !== null) bump(fromCard, fromGrade, -1);
    if (plan.to) bump(plan.to.cardId, plan.to.grade, 1);
    moved.push(plan);
  }
  for (const cardId of [...deltas.keys()].sort((a, b) => a - b)) {
    const columns = [...deltas.get(cardId)!].filter(([, delta]) => delta !== 0);
    const total = columns.reduce((sum, [, delta]) => sum + delta, 0);
    // The card row first: whoever moves this card's columns holds it.
    await tx.$executeRaw`UPDATE "PopulationCard" SET "total" = "total" + ${total}, "lastChangedAt" = ${now} WHERE "id" = ${cardId}`;
    for (const [grade, delta] of columns) {
      await tx.$executeRaw`
        INSERT INTO "PopulationCount" ("cardId", "grade", "count") VALUES (${cardId}, ${grade}, ${delta})
        ON CONFLICT ("cardId", "grade") DO UPDATE SET "count" = "PopulationCount"."count" + ${delta}`;
    }
  }
  for (const { certificate, to } of moved) {
    await tx.certificate.update({
      where: { id: certificate.id },
      // A certificate taken out keeps its card (the report's "last changed" of that card still names it), not a column.
      data: { populationCardId: to?.cardId ?? certificate.populationCardId, populationGrade: to?.grade ?? null },
    });
  }
}

/**
 * Counts the certificates as they are given (their new state: published, regraded, corrected, voided) in the caller's
 * transaction, which has already written that state.
 */
export async function updateCounts(tx: Tx, certificates: readonly CountedCertificate[], now: Date): Promise<void> {
  await applyCounts(tx, await planCounts(tx, certificates), now);
}
