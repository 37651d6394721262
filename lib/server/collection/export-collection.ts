// GET /api/member/collection/export (issue #25): the member's collection as a CSV file — every page of the filters and
// sort the list shows, up to COLLECTION_EXPORT_MAX cards, one statement. The header row is in the page's language;
// UTF-8 with a byte order mark so Excel reads Chinese and Korean names, and cells a spreadsheet would run as formulas
// are neutralised (lib/shared/csv.ts): names and sets are what members typed on their orders.
import type { DbOrTx } from '@/lib/server/db/client';
import { Prisma } from '@/lib/server/db/generated/client';
import { translateServer } from '@/lib/server/i18n/translate-server';
import type { CollectionExportQuery } from '@/lib/shared/collection/collection-query';
import { certificatePath } from '@/lib/shared/certificate';
import { type CsvValue, UTF8_BOM, toCsv } from '@/lib/shared/csv';
import { DEFAULT_LOCALE } from '@/lib/shared/locale';
import type { Actor } from '../auth/access-token';
import { populationDay } from '../population/population-day';
import { COLLECTION_COLUMNS, COLLECTION_ORDER, type CollectionRow, collectionWhere } from './collection-read';
import { gradeText } from '../certificates/label-signature';

/** Twice the largest collection: a file past it would be cut, and says nothing about it but its length. */
export const COLLECTION_EXPORT_MAX = 10_000;

export const COLLECTION_CSV_COLUMNS = [
  'serial',
  'name',
  'category',
  'year',
  'brand',
  'set',
  'number',
  'grade',
  'gradedAt',
  'ownedSince',
  'voided',
  'certificate',
] as const;

export interface CollectionCsv {
  filename: string;
  body: string;
}

/** The certificate page's address, absolute when the site knows its origin (APP_ORIGIN's first entry). */
function certificateUrl(serial: string): string {
  const origin = (process.env.APP_ORIGIN ?? '').split(',')[0]?.trim().replace(/\/$/, '') ?? '';
  return `${origin}${certificatePath(serial)}`;
}

export async function exportCollection(db: DbOrTx, session: Pick<Actor, 'memberId'>, query: CollectionExportQuery, now = new Date()): Promise<CollectionCsv> {
  const { lang = DEFAULT_LOCALE, sort, ...filters } = query;
  const rows = await db.$queryRaw<CollectionRow[]>(Prisma.sql`
    SELECT ${COLLECTION_COLUMNS} FROM "Certificate" c WHERE ${collectionWhere(session.memberId, filters)}
    ORDER BY ${COLLECTION_ORDER[sort]} LIMIT ${COLLECTION_EXPORT_MAX}`);
  const header: CsvValue[] = COLLECTION_CSV_COLUMNS.map((column) => translateServer(lang, `collection:csvColumns.${column}`));
  const yes = translateServer(lang, 'collection:csvColumns.yes');
  const lines = rows.map((row): CsvValue[] => [
    row.serial,
    row.playerName,
    translateServer(lang, `cert:categories.${row.cardCategory}`),
    row.year,
    row.brand,
    row.setName,
    row.cardNumber,
    gradeText(row),
    populationDay(row.gradedAt),
    row.ownedSince ? populationDay(row.ownedSince) : null,
    row.voidedAt ? yes : null,
    certificateUrl(row.serial),
  ]);
  return { filename: `cardgrade-collection-${populationDay(now)}.csv`, body: UTF8_BOM + toCsv([header, ...lines]) };
}
