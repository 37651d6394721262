// A population card as the public API gives it (lib/shared/public-api/population.ts): every grade column from the
// counters kept in the grading transaction (PopulationCount rows), never a count over certificates.
import type { Prisma } from '@/lib/server/db/generated/client';
import { populationRow } from '@/lib/shared/certificates/population';
import type { PopulationCardView } from '@/lib/shared/public-api/population';

export const WITH_COUNTS = { counts: { select: { grade: true, count: true } } } satisfies Prisma.PopulationCardInclude;
export type CardWithCounts = Prisma.PopulationCardGetPayload<{ include: typeof WITH_COUNTS }>;

export function populationCardView(card: CardWithCounts): PopulationCardView {
  return {
    id: card.id,
    card: { category: card.cardCategory, year: card.year, brand: card.brand, setName: card.setName, cardNumber: card.cardNumber, name: card.playerName },
    counts: populationRow(Object.fromEntries(card.counts.map((cell) => [cell.grade, cell.count]))),
    total: card.total,
    lastChangedAt: card.lastChangedAt.toISOString(),
  };
}
