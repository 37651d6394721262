// GET /api/member/collection/portfolio and /account/collection/portfolio (issue #25): the portfolio of the member's
// whole collection (collection-read.ts says which cards), computed by the pure rule lib/shared/collection/portfolio.ts
// from one statement that reads the few columns it needs of the member's certificates.
import type { DbOrTx } from '@/lib/server/db/client';
import { Prisma } from '@/lib/server/db/generated/client';
import type { CardCategory } from '@/lib/server/db/generated/enums';
import { type PortfolioRow, portfolioOf } from '@/lib/shared/collection/portfolio';
import type { PortfolioView } from '@/lib/shared/collection/views';
import type { Actor } from '../auth/access-token';
import { collectionWhere } from './collection-read';

interface Row {
  serial: string;
  playerName: string;
  cardCategory: CardCategory;
  year: number | null;
  setName: string | null;
  cardNumber: string | null;
  grade: number | null;
  authentic: boolean;
  populationCardId: number | null;
  voidedAt: Date | null;
  ownedSince: Date | null;
  gradedAt: Date;
}

export async function getPortfolio(db: DbOrTx, session: Pick<Actor, 'memberId'>, now = new Date()): Promise<PortfolioView> {
  const rows = await db.$queryRaw<Row[]>(Prisma.sql`
    SELECT c."serial", c."playerName", c."cardCategory", c."year", c."setName", c."cardNumber", c."grade", c."authentic",
      c."populationCardId", c."voidedAt", c."ownedSince", c."gradedAt"
    FROM "Certificate" c WHERE ${collectionWhere(session.memberId, {})}`);
  return portfolioOf(
    rows.map((row): PortfolioRow => ({
      serial: row.serial,
      name: row.playerName,
      category: row.cardCategory,
      year: row.year,
      setName: row.setName,
      cardNumber: row.cardNumber,
      grade: row.grade,
      authentic: row.authentic,
      populationCardId: row.populationCardId,
      voided: row.voidedAt !== null,
      ownedSince: row.ownedSince,
      gradedAt: row.gradedAt,
    })),
    now,
  );
}
