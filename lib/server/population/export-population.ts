// GET /api/population/export.csv (docs/product/certificates.md#population-report): every page of a search as one CSV
// file, up to its first 5,000 cards (the page says so), in the order of the table — the header row in the page's
// language, a column per grade (10 … 1, A), the total and the day the card last changed. UTF-8 with a byte order mark
// so Excel reads Chinese and Korean; cells a spreadsheet would run as formulas are neutralised (lib/shared/csv.ts):
// names and sets are what members typed.
import type { DbOrTx } from '@/lib/server/db/client';
import { translateServer } from '@/lib/server/i18n/translate-server';
import { POPULATION_GRADES, populationRow } from '@/lib/shared/certificates/population';
import { type CsvValue, UTF8_BOM, toCsv } from '@/lib/shared/csv';
import { DEFAULT_LOCALE } from '@/lib/shared/locale';
import { POPULATION_LIMITS, type PopulationExportQuery } from '@/lib/shared/schemas/population';
import { type CardRow, populationWhere, selectCards } from './population-query';
import { populationDay } from './population-day';

export interface PopulationCsv {
  filename: string;
  body: string;
}

export async function exportPopulation(db: DbOrTx, query: PopulationExportQuery, now = new Date()): Promise<PopulationCsv> {
  const { lang = DEFAULT_LOCALE, ...filters } = query;
  const t = (key: string) => translateServer(lang, `population:csv.${key}`);
  const rows = await db.$queryRaw<CardRow[]>(selectCards(populationWhere(filters).sql, POPULATION_LIMITS.exportRows, 0));
  const header: CsvValue[] = [t('category'), t('year'), t('brand'), t('set'), t('number'), t('name'), ...POPULATION_GRADES, t('total'), t('lastChanged')];
  const lines = rows.map((row): CsvValue[] => [
    translateServer(lang, `cert:categories.${row.cardCategory}`),
    row.year,
    row.brand,
    row.setName,
    row.cardNumber,
    row.playerName,
    ...populationRow(row.counts).map((cell) => cell.count),
    row.total,
    populationDay(row.lastChangedAt),
  ]);
  return { filename: `cardgrade-population-${populationDay(now)}.csv`, body: UTF8_BOM + toCsv([header, ...lines]) };
}
