// The certificate journeys' cards (CERTIFICATE_FIXTURES in e2e-fixtures.ts; issue #22), made by prepare-db.ts before the
// app starts, after the lab's fixtures (their member owns the cards): per project a card graded in an order being
// cased — its certificate published as the CARD_SCORED step publishes it (counters included), no label printed yet — and
// a reholder order for the same serial whose cards were checked. Idempotent: on a reused database the labels are
// forgotten, so each run prints label 1 and then the reholder's label 2 again.
import type { Db } from '@/lib/server/db/client';
import { publishOrderCertificates } from '@/lib/server/certificates/publish-certificates';
import { gradedCard, stagedOrder } from '@/tests/integration/certificates/scan-helpers';
import { CERTIFICATE_FIXTURES, LAB } from './e2e-fixtures';

const CARD = {
  cardCategory: 'POKEMON',
  sportsType: 'ETC',
  year: 2023,
  brand: 'The Pokémon Company',
  setName: 'Scarlet & Violet 151',
  cardNumber: '151/165',
} as const;

async function orderNumbered(db: Db, orderNumber: string, make: () => Promise<{ id: number }>): Promise<number> {
  const existing = await db.gradingOrder.findUnique({ where: { orderNumber } });
  if (existing) return existing.id;
  const order = await make();
  await db.gradingOrder.update({ where: { id: order.id }, data: { orderNumber } });
  return order.id;
}

export async function prepareCertificateFixtures(db: Db): Promise<void> {
  const member = await db.member.findUniqueOrThrow({ where: { mbEmail: LAB.member.email } });
  for (const fixture of Object.values(CERTIFICATE_FIXTURES)) {
    const line = { ...CARD, playerName: fixture.playerName };
    const gradedId = await orderNumbered(db, fixture.gradedOrder, () => stagedOrder(db, member.id, { processing: 'CASING_COMPLETE', lines: [line] }));
    const item = await db.gradingOrderItem.findFirstOrThrow({ where: { gradingOrderId: gradedId } });
    const certificate =
      (await db.certificate.findUnique({ where: { serial: fixture.serial } })) ??
      (await gradedCard(db, item.id, member.id, {
        ...line,
        serial: fixture.serial,
        grade: fixture.grade,
        authentic: false,
        surface: 10,
        edges: 9,
        corners: 9,
        centering: 9,
        isAuto: false,
        autoGrade: null,
      }));
    await db.labelGeneration.deleteMany({ where: { certificateId: certificate.id } });
    await db.certificate.update({ where: { id: certificate.id }, data: { labelPrintedAt: null } });
    await db.$transaction((tx) => publishOrderCertificates(tx, gradedId, new Date()));
    await orderNumbered(db, fixture.reholderOrder, () =>
      stagedOrder(db, member.id, { processing: 'CARD_CORRESPOND_CHECKED', submitType: 'REHOLDER', lines: [{ serialNumber: fixture.serial }] }),
    );
  }
}
