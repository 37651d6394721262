// What is in a member's collection, and how one certificate is shown there (issue #25; list-collection.ts,
// get-portfolio.ts and export-collection.ts share it, so the list, the portfolio and the CSV count the same cards).
//
// The rule: the collection is every certificate whose owner (`Certificate.memberId`) is the member — a card graded on
// their order is theirs from the moment it is scored (lab/score-card.ts writes memberId and ownedSince in the same
// insert) — and that is public (`publishedAt` set: its order reached CARD_SCORED, decision 0013). Until then the grade
// may still change, and the certificate page answers "not found": the collection waits for the same moment. A voided
// certificate stays in the collection, marked void: it is still the member's record of the card (the portfolio leaves
// it out of its numbers, lib/shared/collection/portfolio.ts).
//
// Reads are planned for the target (a 5,000-card collection: first page ≤ 30 ms, filters ≤ 50 ms): every
// statement starts from the `Certificate.memberId` index and filters and sorts that member's rows only.
import type { Prisma } from '@/lib/server/db/generated/client';
import type { CollectionFilters, CollectionSort } from '@/lib/shared/collection/collection-query';
import type { CollectionItem, CollectionScan } from '@/lib/shared/collection/views';
import { AUTHENTIC_MARK } from '@/lib/shared/grading/scale';
import { certificateImagePath } from '@/lib/shared/lab/certificate-images';
import { SCAN_KINDS } from '../certificates/images/certificate-image-records';
import { gradeText } from '../certificates/label-signature';

/** Prisma passes `contains` to ILIKE as it is: a typed "%" or "_" must be searched for, not match anything. */
function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function collectionWhere(memberId: number, filters: CollectionFilters): Prisma.CertificateWhereInput {
  const { name, serial, grade, category, year } = filters;
  return {
    memberId,
    publishedAt: { not: null },
    ...(name ? { playerName: { contains: likeText(name), mode: 'insensitive' } } : {}),
    ...(serial ? { serial: { startsWith: serial } } : {}),
    // "A" is the authentic mark (no number); a number is that grade on a card that got one.
    ...(grade ? (grade === AUTHENTIC_MARK ? { authentic: true } : { authentic: false, grade: Number(grade) }) : {}),
    ...(category ? { cardCategory: category } : {}),
    ...(year !== undefined ? { year } : {}),
  };
}

/** Every order ends on the id, so a page boundary never splits or repeats equal rows. "A" comes after every number. */
export const COLLECTION_ORDER: Record<CollectionSort, Prisma.CertificateOrderByWithRelationInput[]> = {
  recent: [{ ownedSince: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
  oldest: [{ ownedSince: { sort: 'asc', nulls: 'last' } }, { id: 'asc' }],
  'grade-desc': [{ authentic: 'asc' }, { grade: { sort: 'desc', nulls: 'last' } }, { ownedSince: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
  'grade-asc': [{ authentic: 'asc' }, { grade: { sort: 'asc', nulls: 'last' } }, { ownedSince: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
  name: [{ playerName: 'asc' }, { id: 'asc' }],
  serial: [{ serial: 'asc' }],
};

export const COLLECTION_ITEM = {
  id: true,
  serial: true,
  playerName: true,
  cardCategory: true,
  year: true,
  brand: true,
  setName: true,
  cardNumber: true,
  grade: true,
  authentic: true,
  gradedAt: true,
  ownedSince: true,
  voidedAt: true,
  // Joined in the same statement (relationJoins, decision 0017).
  images: { where: { kind: SCAN_KINDS }, orderBy: { id: 'asc' }, select: { id: true, kind: true, width: true, height: true } },
} satisfies Prisma.CertificateSelect;

export type CollectionRow = Prisma.CertificateGetPayload<{ select: typeof COLLECTION_ITEM }>;

/** The newest scan of each side, front first (a replaced scan is deleted, but an old row must not show twice). */
function scansOf(row: CollectionRow): CollectionScan[] {
  const scans: CollectionScan[] = [];
  for (const side of ['front', 'back'] as const) {
    const image = row.images.filter((candidate) => (candidate.kind === 'CARD_BACK' ? 'back' : 'front') === side).at(-1);
    if (!image) continue;
    const path = certificateImagePath(row.serial, image.id);
    scans.push({ side, width: image.width, height: image.height, thumbUrl: `${path}?size=thumb`, zoomUrl: `${path}?size=zoom` });
  }
  return scans;
}

export function toCollectionItem(row: CollectionRow): CollectionItem {
  return {
    serial: row.serial,
    name: row.playerName,
    category: row.cardCategory,
    year: row.year,
    brand: row.brand,
    setName: row.setName,
    cardNumber: row.cardNumber,
    grade: gradeText(row),
    gradedAt: row.gradedAt.toISOString(),
    ownedSince: row.ownedSince ? row.ownedSince.toISOString() : null,
    voidedAt: row.voidedAt ? row.voidedAt.toISOString() : null,
    scans: scansOf(row),
  };
}
