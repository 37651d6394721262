// "Counter updates while grading" (issue #22): orders of graded cards reaching CARD_SCORED, `concurrency` at a time,
// each publishing its certificates and moving the population counters in one transaction
// (lib/server/certificates/publish-certificates.ts) — on cards drawn from the filled database, so popular cards are
// contended as in a real lab. Reports each transaction's time, and checks afterwards that the counters of every card
// touched equal a recount.
import type { Db } from '@/lib/server/db/client';
import { allocateSerials } from '@/lib/server/certificates/serial';
import { publishOrderCertificates } from '@/lib/server/certificates/publish-certificates';
import { createMember } from '@/lib/server/seed/builders/member';
import { createOrder } from '@/tests/factories/order';
import { quantile } from '../stats';

export interface GradingFigures {
  transactions: number;
  certificates: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  countersMatch: boolean;
  cardsChecked: number;
}

interface Card {
  id: number;
  cardCategory: 'POKEMON' | 'YUGIOH' | 'ETC_TCG' | 'SPORTS' | 'ETC';
  year: number | null;
  brand: string | null;
  setName: string | null;
  cardNumber: string | null;
  playerName: string;
}

/** Orders at CARD_SCORED's door: each with `cardsPerOrder` graded certificates of cards drawn with the lab's skew. */
async function stageOrders(db: Db, orders: number, cardsPerOrder: number): Promise<number[]> {
  const member = await createMember(db, { mbEmail: `bench-grading-${Date.now()}@bench.test`, mbNick: 'benchgrader' });
  // Popular cards first: half the draws from the 200 biggest cards, half from anywhere.
  const popular = await db.$queryRaw<
    Card[]
  >`SELECT "id", "cardCategory"::text AS "cardCategory", "year", "brand", "setName", "cardNumber", "playerName" FROM "PopulationCard" ORDER BY "total" DESC LIMIT 200`;
  const any = await db.$queryRaw<
    Card[]
  >`SELECT "id", "cardCategory"::text AS "cardCategory", "year", "brand", "setName", "cardNumber", "playerName" FROM "PopulationCard" TABLESAMPLE SYSTEM (5) LIMIT 2000`;
  const pick = (i: number) => (i % 2 === 0 ? popular : any)[Math.floor(Math.random() * (i % 2 === 0 ? popular : any).length)]!;
  const ids: number[] = [];
  for (let o = 0; o < orders; o += 1) {
    const order = await createOrder(db, member.id, {
      lines: [{ cardCategory: 'POKEMON', isAuto: false, quantity: cardsPerOrder }],
      overrides: { gradingOrderStatus: 'PROCESSING', gradingOrderProcessingStatus: 'CARD_SCORED', paidAt: new Date(), receivedAt: new Date() },
    });
    const item = order.gradingOrderItems[0]!;
    await db.$transaction(async (tx) => {
      const serials = await allocateSerials(tx, cardsPerOrder);
      await tx.certificate.createMany({
        data: serials.map((serial, index) => {
          const card = pick(o * cardsPerOrder + index);
          const grade = [10, 9, 9, 8.5, 8][index % 5]!;
          return {
            serial,
            gradingOrderItemId: item.id,
            memberId: member.id,
            cardCategory: card.cardCategory,
            year: card.year,
            brand: card.brand,
            setName: card.setName,
            cardNumber: card.cardNumber,
            playerName: card.playerName,
            grade,
            authentic: false,
            surface: grade,
            edges: grade,
            corners: grade,
            centering: grade,
            gradedAt: new Date(),
          };
        }),
      });
    });
    ids.push(order.id);
  }
  return ids;
}

/** Cards whose counters differ from a recount of their published, unvoided certificates. */
async function mismatchedCards(db: Db, cardIds: readonly number[]): Promise<number> {
  if (cardIds.length === 0) return 0;
  const [row] = await db.$queryRaw<{ n: bigint }[]>`
    WITH recount AS (
      SELECT "populationCardId" AS "cardId", "populationGrade" AS grade, count(*)::int AS n FROM "Certificate"
      WHERE "populationCardId" = ANY(${cardIds}::int[]) AND "publishedAt" IS NOT NULL AND "voidedAt" IS NULL AND "populationGrade" IS NOT NULL GROUP BY 1, 2
    ), counters AS (SELECT "cardId", grade, "count" AS n FROM "PopulationCount" WHERE "cardId" = ANY(${cardIds}::int[]) AND "count" <> 0)
    SELECT count(*) AS n FROM (
      (SELECT * FROM recount EXCEPT SELECT * FROM counters) UNION ALL (SELECT * FROM counters EXCEPT SELECT * FROM recount)
      UNION ALL SELECT c.id, 'total', c.total FROM "PopulationCard" c
        WHERE c.id = ANY(${cardIds}::int[]) AND c.total <> (SELECT coalesce(sum(n), 0) FROM recount WHERE recount."cardId" = c.id)
    ) AS differences`;
  return Number(row?.n ?? 0);
}

export async function gradingUnderLoad(db: Db, options: { orders: number; cardsPerOrder: number; concurrency: number }): Promise<GradingFigures> {
  const orderIds = await stageOrders(db, options.orders, options.cardsPerOrder);
  const times: number[] = [];
  const queue = [...orderIds];
  const started = Date.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      for (let orderId = queue.shift(); orderId !== undefined; orderId = queue.shift()) {
        const begin = performance.now();
        await db.$transaction((tx) => publishOrderCertificates(tx, orderId!, new Date()), { timeout: 60_000 });
        times.push(performance.now() - begin);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const touched = await db.certificate.findMany({ where: { gradingOrderItem: { gradingOrderId: { in: orderIds } } }, select: { populationCardId: true } });
  const cardIds = [...new Set(touched.map((row) => row.populationCardId).filter((id): id is number => id !== null))];
  return {
    transactions: times.length,
    certificates: touched.length,
    seconds,
    perSecond: times.length / seconds,
    p50Ms: quantile(times, 0.5) ?? NaN,
    p99Ms: quantile(times, 0.99) ?? NaN,
    countersMatch: (await mismatchedCards(db, cardIds)) === 0,
    cardsChecked: cardIds.length,
  };
}
