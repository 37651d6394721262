// The population report's spec card (POPULATION_CARD; issue #22), made by prepare-db.ts: a certificate recorded without
// an order, published and counted as the sweep publishes such certificates (population-counters.ts) — only this one,
// so no other fixture's state changes. Idempotent: a published card is left as it is.
import type { Db } from '@/lib/server/db/client';
import { updateCounts } from '@/lib/server/certificates/population-counters';
import { POPULATION_CARD } from './population-fixtures';

export async function preparePopulationFixtures(db: Db): Promise<void> {
  const { serial, playerName, setName, cardNumber, year, grade } = POPULATION_CARD;
  const card = { cardCategory: 'POKEMON' as const, sportsType: 'POKEMON' as const, year, brand: 'E2E Press', setName, cardNumber, playerName };
  const certificate = await db.certificate.upsert({
    where: { serial },
    update: {},
    create: { ...card, serial, grade, authentic: false, surface: 9, edges: 9, corners: 9, centering: 9, gradedAt: new Date('2026-11-01T00:00:00Z') },
  });
  if (certificate.publishedAt !== null) return;
  await db.$transaction(async (tx) => {
    const now = new Date();
    const published = await tx.certificate.update({ where: { id: certificate.id }, data: { publishedAt: now } });
    await updateCounts(tx, [published], now);
  });
}
