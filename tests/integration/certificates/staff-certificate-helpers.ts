// Helpers of the back office's certificate tests (issue #22, docs/product/certificates.md#staff-corrections): the
// certificate and queue routes behind a real HTTP server (JSON bodies parsed as Next would), certificates published
// the way an order publishes them (publishOrderCertificates, so the population counters are right), and the recount
// every test compares the counters with.
import type { Db } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import { publishOrderCertificates } from '@/lib/server/certificates/publish-certificates';
import { populationGrade } from '@/lib/shared/certificates/population';
import { canonicalCard } from '@/lib/shared/certificates/same-card';
import flagDecisionRoute from '@/pages/api/admin/certificate-flags/[id]/decision';
import flagPhotoRoute from '@/pages/api/admin/certificate-flags/[id]/photos/[photoId]';
import flagReopenRoute from '@/pages/api/admin/certificate-flags/[id]/reopen';
import flagCountsRoute from '@/pages/api/admin/certificate-flags/counts';
import flagsRoute from '@/pages/api/admin/certificate-flags/index';
import correctRoute from '@/pages/api/admin/certificates/[serial]/correct';
import certificateRoute from '@/pages/api/admin/certificates/[serial]/index';
import labelRoute from '@/pages/api/admin/certificates/[serial]/label';
import labelPrintedRoute from '@/pages/api/admin/certificates/[serial]/label-printed';
import regradeRoute from '@/pages/api/admin/certificates/[serial]/regrade';
import restoreRoute from '@/pages/api/admin/certificates/[serial]/restore';
import voidRoute from '@/pages/api/admin/certificates/[serial]/void';
import labelsPrintedRoute from '@/pages/api/admin/orders/[orderNumber]/labels-printed';
import labelsRoute from '@/pages/api/admin/orders/[orderNumber]/labels';
import type { PhotoServer } from '../photos/photo-helpers';
import { gradedCard, type RouteEntry, stagedOrder, startRouteServer } from './scan-helpers';

const ROUTES: RouteEntry[] = [
  { pattern: /^\/api\/admin\/certificates\/([^/]+)$/, route: certificateRoute, params: ['serial'], json: true },
  { pattern: /^\/api\/admin\/certificates\/([^/]+)\/regrade$/, route: regradeRoute, params: ['serial'], json: true },
  { pattern: /^\/api\/admin\/certificates\/([^/]+)\/correct$/, route: correctRoute, params: ['serial'], json: true },
  { pattern: /^\/api\/admin\/certificates\/([^/]+)\/void$/, route: voidRoute, params: ['serial'], json: true },
  { pattern: /^\/api\/admin\/certificates\/([^/]+)\/restore$/, route: restoreRoute, params: ['serial'], json: true },
  { pattern: /^\/api\/admin\/certificates\/([^/]+)\/label$/, route: labelRoute, params: ['serial'], json: true },
  { pattern: /^\/api\/admin\/certificates\/([^/]+)\/label-printed$/, route: labelPrintedRoute, params: ['serial'], json: true },
  { pattern: /^\/api\/admin\/certificate-flags$/, route: flagsRoute, params: [], json: true },
  { pattern: /^\/api\/admin\/certificate-flags\/counts$/, route: flagCountsRoute, params: [], json: true },
  { pattern: /^\/api\/admin\/certificate-flags\/([^/]+)\/decision$/, route: flagDecisionRoute, params: ['id'], json: true },
  { pattern: /^\/api\/admin\/certificate-flags\/([^/]+)\/reopen$/, route: flagReopenRoute, params: ['id'], json: true },
  { pattern: /^\/api\/admin\/certificate-flags\/([^/]+)\/photos\/([^/]+)$/, route: flagPhotoRoute, params: ['id', 'photoId'], json: true },
  { pattern: /^\/api\/admin\/orders\/([^/]+)\/labels$/, route: labelsRoute, params: ['orderNumber'], json: true },
  { pattern: /^\/api\/admin\/orders\/([^/]+)\/labels-printed$/, route: labelsPrintedRoute, params: ['orderNumber'], json: true },
];

export function startCertificateAdminServer(): Promise<PhotoServer> {
  return startRouteServer(ROUTES);
}

/** The card of a certificate, as a certificate records it. */
export const CHARIZARD = {
  cardCategory: 'POKEMON',
  year: 1999,
  brand: 'Wizards of the Coast',
  setName: 'Base Set',
  cardNumber: '4/102',
  playerName: 'Charizard',
} as const;
export const BLASTOISE = {
  cardCategory: 'POKEMON',
  year: 1999,
  brand: 'Wizards of the Coast',
  setName: 'Base Set',
  cardNumber: '2/102',
  playerName: 'Blastoise',
} as const;

/**
 * An order at CARD_SCORED with one graded card per entry of `cards`, published as the lab's step publishes it (its
 * certificates counted in the population). Returns the order and its certificates, in card order.
 */
export async function publishedCertificates(
  db: Db,
  memberId: number,
  cards: Partial<Prisma.CertificateUncheckedCreateInput>[],
  lines?: Partial<Prisma.GradingOrderItemUncheckedUpdateInput>[],
) {
  const order = await stagedOrder(db, memberId, { processing: 'CARD_SCORED', lines: lines ?? cards.map(() => ({})) });
  const certificates = [];
  for (const [index, card] of cards.entries())
    certificates.push(await gradedCard(db, order.gradingOrderItems[index]!.id, memberId, { ...CHARIZARD, isAuto: false, autoGrade: null, ...card }));
  await db.$transaction((tx) => publishOrderCertificates(tx, order.id, new Date()));
  return {
    order,
    certificates: await db.certificate.findMany({ where: { id: { in: certificates.map((certificate) => certificate.id) } }, orderBy: { id: 'asc' } }),
  };
}

/** The counters as they are, and as a recount of the published, unvoided certificates gives them. */
export async function countersAndRecount(db: Db) {
  const counted = await db.certificate.findMany({ where: { publishedAt: { not: null }, voidedAt: null } });
  const cards = await db.populationCard.findMany({ include: { counts: true } });
  const keyOf = new Map(cards.map((card) => [card.id, card.cardKey]));
  const recount: Record<string, Record<string, number>> = {};
  const misplaced: string[] = [];
  for (const certificate of counted) {
    const grade = populationGrade(certificate);
    if (grade === null) continue;
    // Each certificate is counted where it says, and that is its canonical card and its grade column.
    if (
      certificate.populationCardId === null ||
      keyOf.get(certificate.populationCardId) !== canonicalCard(certificate) ||
      certificate.populationGrade !== grade
    )
      misplaced.push(certificate.serial);
    const column = (recount[canonicalCard(certificate)] ??= {});
    column[grade] = (column[grade] ?? 0) + 1;
  }
  const counters: Record<string, Record<string, number>> = {};
  const totals: Record<string, [number, number]> = {};
  for (const card of cards) {
    const columns = Object.fromEntries(card.counts.filter((cell) => cell.count !== 0).map((cell) => [cell.grade, cell.count]));
    if (Object.keys(columns).length) counters[card.cardKey] = columns;
    totals[card.cardKey] = [card.total, card.counts.reduce((sum, cell) => sum + cell.count, 0)];
  }
  const totalMismatch = Object.entries(totals).filter(([, [total, sum]]) => total !== sum);
  return { counters, recount, misplaced, totalMismatch };
}

/** Fails unless every counter equals the recount (PopulationCount per card and grade, PopulationCard.total). */
export async function expectCountersRight(db: Db): Promise<void> {
  const { counters, recount, misplaced, totalMismatch } = await countersAndRecount(db);
  expect({ counters, misplaced, totalMismatch }).toEqual({ counters: recount, misplaced: [], totalMismatch: [] });
}

/** What the population counts for one card: its columns and total. */
export async function populationOf(db: Db, card: Parameters<typeof canonicalCard>[0]) {
  const row = await db.populationCard.findUnique({ where: { cardKey: canonicalCard(card) }, include: { counts: true } });
  return { total: row?.total ?? 0, counts: Object.fromEntries((row?.counts ?? []).filter((cell) => cell.count !== 0).map((cell) => [cell.grade, cell.count])) };
}
