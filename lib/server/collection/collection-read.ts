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
// Reads are planned for the issue's target (a 5,000-card collection: first page ≤ 30 ms, filters ≤ 50 ms): every
// statement starts from the `Certificate.memberId` index and filters and sorts that member's rows only. They are SQL,
// not Prisma's findMany: with the scans as a relation, Prisma joins them (LEFT JOIN LATERAL, decision 0017) to every
// one of the member's rows before sorting and cutting the page — 17 ms p50 for 5,000 cards on PostgreSQL, against 3 ms
// for this statement, whose scans subquery runs for the page's 24 rows only (scripts/bench/collection.ts).
import { Prisma } from '@/lib/server/db/generated/client';
import type { CardCategory } from '@/lib/server/db/generated/enums';
import type { CollectionFilters, CollectionSort } from '@/lib/shared/collection/collection-query';
import type { CollectionItem, CollectionScan } from '@/lib/shared/collection/views';
import { AUTHENTIC_MARK } from '@/lib/shared/grading/scale';
import { CERTIFICATE_IMAGE_KINDS, certificateImagePath } from '@/lib/shared/lab/certificate-images';
import { gradeText } from '../certificates/label-signature';

/** A typed "%" or "_" is searched for, not a wildcard (ILIKE's escape is the backslash). */
function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The WHERE of the member's collection under `filters`, on the alias `c`. */
export function collectionWhere(memberId: number, filters: CollectionFilters): Prisma.Sql {
  const { name, serial, grade, category, year } = filters;
  const conditions = [Prisma.sql`c."memberId" = ${memberId}`, Prisma.sql`c."publishedAt" IS NOT NULL`];
  if (name) conditions.push(Prisma.sql`c."playerName" ILIKE ${`%${likeText(name)}%`}`);
  // Digits only (the schema): no wildcard to escape.
  if (serial) conditions.push(Prisma.sql`c."serial" LIKE ${`${serial}%`}`);
  // "A" is the authentic mark (no number); a number is that grade on a card that got one.
  if (grade === AUTHENTIC_MARK) conditions.push(Prisma.sql`c."authentic"`);
  else if (grade) conditions.push(Prisma.sql`NOT c."authentic" AND c."grade" = ${Number(grade)}::double precision`);
  if (category) conditions.push(Prisma.sql`c."cardCategory" = CAST(${category} AS "CardCategory")`);
  if (year !== undefined) conditions.push(Prisma.sql`c."year" = ${year}::integer`);
  return Prisma.join(conditions, ' AND ');
}

/** Every order ends on a unique column, so a page boundary never splits or repeats equal rows. "A" after every number. */
export const COLLECTION_ORDER: Record<CollectionSort, Prisma.Sql> = {
  recent: Prisma.sql`c."ownedSince" DESC NULLS LAST, c."id" DESC`,
  oldest: Prisma.sql`c."ownedSince" ASC NULLS LAST, c."id" ASC`,
  'grade-desc': Prisma.sql`c."authentic" ASC, c."grade" DESC NULLS LAST, c."ownedSince" DESC NULLS LAST, c."id" DESC`,
  'grade-asc': Prisma.sql`c."authentic" ASC, c."grade" ASC NULLS LAST, c."ownedSince" DESC NULLS LAST, c."id" DESC`,
  name: Prisma.sql`c."playerName" ASC, c."id" ASC`,
  serial: Prisma.sql`c."serial" ASC`,
};

/** The columns a list row and a CSV line show. */
export const COLLECTION_COLUMNS = Prisma.sql`c."id", c."serial", c."playerName", c."cardCategory", c."year", c."brand", c."setName",
  c."cardNumber", c."grade", c."authentic", c."gradedAt", c."ownedSince", c."voidedAt"`;

/** The certificate's scans as JSON, oldest first: a subquery in the select list, run for the rows returned only. */
export const SCANS_SUBQUERY = Prisma.sql`(SELECT COALESCE(json_agg(json_build_object('id', i."id", 'kind', i."kind", 'width', i."width", 'height', i."height") ORDER BY i."id"), '[]'::json)
  FROM "Image" i WHERE i."certificateId" = c."id" AND i."kind"::text IN (${Prisma.join(CERTIFICATE_IMAGE_KINDS)}))`;

export interface CollectionRow {
  id: number;
  serial: string;
  playerName: string;
  cardCategory: CardCategory;
  year: number | null;
  brand: string | null;
  setName: string | null;
  cardNumber: string | null;
  grade: number | null;
  authentic: boolean;
  gradedAt: Date;
  ownedSince: Date | null;
  voidedAt: Date | null;
}

export interface ScanRow {
  id: number;
  kind: string;
  width: number;
  height: number;
}

/** The newest scan of each side, front first (a replaced scan is deleted, but an old row must not show twice). */
function scansOf(serial: string, images: readonly ScanRow[]): CollectionScan[] {
  const scans: CollectionScan[] = [];
  for (const side of ['front', 'back'] as const) {
    const image = images.filter((candidate) => (candidate.kind === 'CARD_BACK' ? 'back' : 'front') === side).at(-1);
    if (!image) continue;
    const path = certificateImagePath(serial, image.id);
    scans.push({ side, width: image.width, height: image.height, thumbUrl: `${path}?size=thumb`, zoomUrl: `${path}?size=zoom` });
  }
  return scans;
}

export function toCollectionItem(row: CollectionRow, images: readonly ScanRow[]): CollectionItem {
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
    scans: scansOf(row.serial, images),
  };
}
