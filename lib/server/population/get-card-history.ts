// GET /api/population/cards/[id]/history (docs/product/certificates.md#population-report): a card's daily snapshots of
// the last year (written by the sweep, snapshot-population.ts) and its counts now, for the small chart per grade the
// report draws when a card is opened. Behind the same pass as the search. A card's history is at most 366 rows of its
// primary key (cardId, day): cheap whatever the number of certificates.
import type { DbOrTx } from '@/lib/server/db/client';
import type { PopulationHistoryView } from '@/lib/shared/certificates/population-report';
import { AppError } from '../errors/app-error';
import { populationDay } from './population-day';

export const HISTORY_DAYS = 365;

const cardNotFound = () => new AppError('NOT_FOUND', 'Not found.', 'errors:notFound');

/** Only the columns that count something, as numbers (a snapshot's JSON is ours, but read defensively). */
function countsOf(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] !== 0));
}

export async function getCardHistory(db: DbOrTx, cardId: number, now = new Date()): Promise<PopulationHistoryView> {
  const card = await db.populationCard.findUnique({ where: { id: cardId }, include: { counts: true } });
  if (!card || card.total === 0) throw cardNotFound();
  const since = new Date(`${populationDay(new Date(now.getTime() - HISTORY_DAYS * 86_400_000))}T00:00:00Z`);
  const snapshots = await db.populationSnapshot.findMany({ where: { cardId, day: { gte: since } }, orderBy: { day: 'asc' }, take: HISTORY_DAYS + 1 });
  return {
    cardId,
    card: { category: card.cardCategory, year: card.year, brand: card.brand, setName: card.setName, cardNumber: card.cardNumber, name: card.playerName },
    days: snapshots.map((snapshot) => ({ day: snapshot.day.toISOString().slice(0, 10), counts: countsOf(snapshot.counts), total: snapshot.total })),
    now: { day: populationDay(now), counts: countsOf(Object.fromEntries(card.counts.map((cell) => [cell.grade, cell.count]))), total: card.total },
    lastChangedAt: card.lastChangedAt.toISOString(),
  };
}
