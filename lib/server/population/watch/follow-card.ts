// Following a population card (issue #25): a member follows a card of the report (by its id) or of a certificate (by
// the serial: its population card). A follow remembers the card's total and last change as they are now, so the
// member is told only of later changes. Following twice changes nothing; unfollowing what one does not follow neither.
// An unknown card or a certificate not public (unpublished, voided before counting: no population card) is a 404.
import type { Db, DbOrTx } from '@/lib/server/db/client';
import type { PopulationWatchState, WatchedCardView } from '@/lib/shared/population-watch';
import { MAX_WATCHES } from '@/lib/shared/population-watch';
import type { PopulationWatchTarget } from '@/lib/shared/schemas/population-watch';
import { AppError } from '../../errors/app-error';

const cardNotFound = () => new AppError('NOT_FOUND', 'Not found.', 'errors:notFound');

/** The population card the target names, or 404. */
export async function watchedCardOf(db: DbOrTx, target: PopulationWatchTarget): Promise<{ id: number; total: number; lastChangedAt: Date }> {
  const select = { id: true, total: true, lastChangedAt: true } as const;
  const card =
    target.populationCardId !== undefined
      ? await db.populationCard.findUnique({ where: { id: target.populationCardId }, select })
      : ((await db.certificate.findFirst({ where: { serial: target.serial, publishedAt: { not: null } }, select: { populationCard: { select } } }))
          ?.populationCard ?? null);
  if (!card) throw cardNotFound();
  return card;
}

export async function getWatchState(db: DbOrTx, memberId: number, target: PopulationWatchTarget): Promise<PopulationWatchState> {
  const card = await watchedCardOf(db, target);
  const watch = await db.populationWatch.findUnique({
    where: { memberId_populationCardId: { memberId, populationCardId: card.id } },
    select: { memberId: true },
  });
  return { populationCardId: card.id, following: watch !== null };
}

export async function followCard(db: Db, memberId: number, target: PopulationWatchTarget): Promise<PopulationWatchState> {
  return db.$transaction(async (tx) => {
    const card = await watchedCardOf(tx, target);
    const existing = await tx.populationWatch.findUnique({
      where: { memberId_populationCardId: { memberId, populationCardId: card.id } },
      select: { memberId: true },
    });
    if (existing) return { populationCardId: card.id, following: true };
    if ((await tx.populationWatch.count({ where: { memberId } })) >= MAX_WATCHES) {
      throw new AppError('CONFLICT', `A member follows at most ${MAX_WATCHES} cards.`, 'popWatch:tooMany', { data: { max: MAX_WATCHES } });
    }
    await tx.populationWatch.createMany({
      data: [{ memberId, populationCardId: card.id, notifiedTotal: card.total, notifiedChangeAt: card.lastChangedAt }],
      skipDuplicates: true,
    });
    return { populationCardId: card.id, following: true };
  });
}

export async function unfollowCard(db: Db, memberId: number, target: PopulationWatchTarget): Promise<PopulationWatchState> {
  const card = await watchedCardOf(db, target);
  await db.populationWatch.deleteMany({ where: { memberId, populationCardId: card.id } });
  return { populationCardId: card.id, following: false };
}

/** The member's followed cards, newest follow first (only their own). */
export async function listWatchedCards(db: DbOrTx, memberId: number): Promise<WatchedCardView[]> {
  const rows = await db.populationWatch.findMany({
    where: { memberId },
    orderBy: [{ createdAt: 'desc' }, { populationCardId: 'desc' }],
    select: {
      createdAt: true,
      populationCard: { select: { id: true, cardCategory: true, year: true, brand: true, setName: true, cardNumber: true, playerName: true, total: true } },
    },
  });
  return rows.map(({ createdAt, populationCard: card }) => ({
    populationCardId: card.id,
    card: { category: card.cardCategory, year: card.year, brand: card.brand, setName: card.setName, cardNumber: card.cardNumber, name: card.playerName },
    total: card.total,
    since: createdAt.toISOString(),
  }));
}
