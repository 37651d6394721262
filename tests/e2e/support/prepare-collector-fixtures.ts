// The collector's journey's members and cards (COLLECTOR in e2e-fixtures.ts; issue #25), made by prepare-db.ts before
// the app starts. Reset on every run so the journey can be run again: the seller's and the fan's albums and likes are
// deleted, both cards belong to the seller again (published, with a fresh claim code), the feed forgets them.
import type { Db } from '@/lib/server/db/client';
import { claimCodeColumns } from '@/lib/server/claims/claim-code-crypto';
import { createMember } from '@/tests/factories/member';
import { COLLECTOR, FIXTURE_PASSWORD } from './e2e-fixtures';

async function member(db: Db, fixture: { email: string; nick: string }) {
  const existing = await db.member.findUnique({ where: { mbEmail: fixture.email } });
  if (existing) return existing;
  return createMember(db, { mbEmail: fixture.email, mbNick: fixture.nick, mbStatus: 'APPROVED', emailVerifiedAt: new Date() }, FIXTURE_PASSWORD);
}

export async function prepareCollectorFixtures(db: Db): Promise<void> {
  for (const fixture of Object.values(COLLECTOR)) {
    const seller = await member(db, fixture.seller);
    const fan = await member(db, fixture.fan);
    await db.album.deleteMany({ where: { memberId: { in: [seller.id, fan.id] } } });
    await db.albumLike.deleteMany({ where: { memberId: { in: [seller.id, fan.id] } } });
    const now = new Date();
    for (const card of fixture.cards) {
      const data = {
        memberId: seller.id,
        cardCategory: 'POKEMON' as const,
        year: 1999,
        brand: 'Wizards of the Coast',
        setName: 'Base Set',
        playerName: card.playerName,
        grade: card.grade,
        authentic: false,
        gradedAt: now,
        publishedAt: now,
        ownedSince: now,
        voidedAt: null,
        ...claimCodeColumns(card.serial, now),
      };
      await db.certificate.upsert({ where: { serial: card.serial }, update: data, create: { serial: card.serial, ...data } });
    }
  }
}
