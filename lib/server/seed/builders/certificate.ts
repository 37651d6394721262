import type { Db } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import { randomInt } from 'node:crypto';
import { randomSerial } from '@/lib/server/certificates/serial';
import { withClaimCode } from '@/lib/server/claims/claim-code-crypto';
import { CARD_CATALOG } from '@/lib/server/seed/data/card-catalog';
import { finalGrade, meetsMinimum } from '@/lib/shared/grading/final-grade';
import type { Grade } from '@/lib/shared/grading/scale';
import { type Random, seededRandom } from './random';

// Real submissions skew high: most cards sent for grading are near mint.
const SUBGRADE_POOL: Grade[] = [10, 10, 10, 9, 9, 9, 9, 8.5, 8.5, 8, 8, 7.5, 7, 6, 5];

/**
 * A fresh, unpredictable seed when the caller gives none. (Not `Date.now()`: two certificates built in the
 * same millisecond drew the same serial, and CI's concurrent test failed on the unique serial.)
 */
const freshRandom = (): Random => seededRandom(randomInt(2 ** 32 - 1));

/** A graded card with subgrades consistent with the final-grade rule. */
export function buildCertificate(
  random: Random = freshRandom(),
  overrides: Partial<Prisma.CertificateUncheckedCreateInput> = {},
): Prisma.CertificateUncheckedCreateInput {
  const set = random.pick(CARD_CATALOG);
  const card = random.pick(set.cards);
  const subgrades = {
    surface: random.pick(SUBGRADE_POOL),
    edges: random.pick(SUBGRADE_POOL),
    corners: random.pick(SUBGRADE_POOL),
    centering: random.pick(SUBGRADE_POOL),
  };
  const grade = finalGrade(subgrades);
  // A few members ask for a minimum grade; below it the card gets the "A" mark
  // (docs/product/grading.md#minimum-grade-and-the-a-mark).
  const minimum = random.chance(0.05) ? 9 : null;
  const authentic = !meetsMinimum(grade, minimum);
  const gradedAt = new Date(Date.UTC(2026, random.int(0, 9), random.int(1, 28)));
  const built: Prisma.CertificateUncheckedCreateInput = {
    serial: randomSerial((min, max) => min + Math.floor(random.next() * (max - min))),
    cardCategory: set.category,
    sportsType: set.sportsType,
    year: set.year,
    brand: set.brand,
    setName: set.setName,
    cardNumber: card.number,
    playerName: card.name,
    isAuto: card.isAuto ?? false,
    autoGrade: card.isAuto ? random.pick<Grade>([10, 10, 9, 8]) : null,
    grade: authentic ? null : grade,
    authentic,
    ...subgrades,
    gradedAt,
    ...overrides,
  };
  // An owned card has been its owner's since it was graded (as score-card.ts writes it), unless the caller says when.
  if (built.memberId != null && built.ownedSince === undefined) built.ownedSince = built.gradedAt;
  return built;
}

/**
 * One certificate; a serial not given is drawn until no certificate holds it (independent draws still meet
 * now and then among the thousands a test database holds).
 */
export async function createCertificate(db: Db, overrides: Partial<Prisma.CertificateUncheckedCreateInput> = {}, random: Random = freshRandom()) {
  const data = buildCertificate(random, overrides);
  while (overrides.serial === undefined && (await db.certificate.count({ where: { serial: data.serial } })) > 0) {
    data.serial = randomSerial((min, max) => min + Math.floor(random.next() * (max - min)));
  }
  // Demo members' certificates carry their claim code, as the lab issues it (docs/decisions/0035-claim-codes.md).
  return db.certificate.create({ data: withClaimCode(data) });
}

/** Many certificates with distinct serials, in batches. */
export async function createCertificates(db: Db, count: number, random: Random, ownerIds: number[] = []): Promise<number> {
  const serials = new Set<string>();
  const rows: Prisma.CertificateCreateManyInput[] = [];
  while (rows.length < count) {
    const row = buildCertificate(random, ownerIds.length && random.chance(0.3) ? { memberId: random.pick(ownerIds) } : {});
    if (serials.has(row.serial)) continue;
    serials.add(row.serial);
    rows.push(withClaimCode(row) as Prisma.CertificateCreateManyInput);
  }
  for (let i = 0; i < rows.length; i += 200) {
    await db.certificate.createMany({ data: rows.slice(i, i + 200), skipDuplicates: true });
  }
  return rows.length;
}
