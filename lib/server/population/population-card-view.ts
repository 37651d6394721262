// A population card as the public API gives it (lib/shared/public-api/population.ts): every grade column from the
// counters kept in the grading transaction (PopulationCount rows), never a count over certificates.
import type { Prisma } from '@/lib/server/db/generated/client';
import type { PopulationCardView } from '@/lib/shared/public-api/population';
import { rowView } from './search-population';

export const WITH_COUNTS = { counts: { select: { grade: true, count: true } } } satisfies Prisma.PopulationCardInclude;
export type CardWithCounts = Prisma.PopulationCardGetPayload<{ include: typeof WITH_COUNTS }>;

/** The report's row (search-population.ts rowView) of a card read with Prisma, its counts as rows. */
export function populationCardView(card: CardWithCounts): PopulationCardView {
  return rowView({ ...card, counts: Object.fromEntries(card.counts.map((cell) => [cell.grade, cell.count])) });
}
