// GET /api/member/collection/portfolio and /account/collection/portfolio (issue #25): the portfolio of the member's
// whole collection (collection-read.ts says which cards), computed by the pure rule lib/shared/collection/portfolio.ts
// from one statement that reads the few columns it needs of the member's certificates.
import type { DbOrTx } from '@/lib/server/db/client';
import { type PortfolioRow, portfolioOf } from '@/lib/shared/collection/portfolio';
import type { PortfolioView } from '@/lib/shared/collection/views';
import type { Actor } from '../auth/access-token';
import { collectionWhere } from './collection-read';

export async function getPortfolio(db: DbOrTx, session: Pick<Actor, 'memberId'>, now = new Date()): Promise<PortfolioView> {
  const rows = await db.certificate.findMany({
    where: collectionWhere(session.memberId, {}),
    select: {
      serial: true,
      playerName: true,
      cardCategory: true,
      year: true,
      setName: true,
      cardNumber: true,
      grade: true,
      authentic: true,
      populationCardId: true,
      voidedAt: true,
      ownedSince: true,
      gradedAt: true,
    },
  });
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
