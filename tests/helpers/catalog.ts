// The schema as a comparable catalog, built two ways: from schema.prisma (via the DMMF) and from the
// live database after migrating. The drift test asserts the two are equal.
import type { Dmmf } from '@/scripts/db/dmmf';
import type { SqlRunner } from '@/lib/server/db/migrate';

export interface Catalog {
  enums: Record<string, string[]>;
  columns: Record<string, string>; // "Model.field" → "Type[] NULL default=…"
  primaryKeys: string[];
  uniques: string[];
  indexes: string[];
  foreignKeys: string[];
}

const PG_TYPES: Record<string, string> = {
  int4: 'Int',
  text: 'String',
  bool: 'Boolean',
  timestamp: 'DateTime',
  date: 'DateTime',
  float8: 'Float',
  jsonb: 'Json',
  int8: 'BigInt',
};
const ON_DELETE: Record<string, string> = { a: 'NoAction', r: 'Restrict', c: 'Cascade', n: 'SetNull', d: 'SetDefault' };

const column = (type: string, nullable: boolean, fallback: string | null) => `${type} ${nullable ? 'NULL' : 'NOT NULL'} default=${fallback ?? '-'}`;
const sorted = (items: string[]) => [...items].sort();

export function expectedCatalog(dmmf: Dmmf): Catalog {
  const columns: Record<string, string> = {};
  const foreignKeys: string[] = [];
  for (const model of dmmf.models) {
    for (const field of model.fields) {
      if (field.kind === 'object') {
        if (!field.relationFromFields?.length) continue;
        const required = field.relationFromFields.every((name) => model.fields.find((f) => f.name === name)?.isRequired);
        const onDelete = field.relationOnDelete ?? (required ? 'Restrict' : 'SetNull');
        foreignKeys.push(`${model.name}(${field.relationFromFields.join(',')})->${field.type}(${(field.relationToFields ?? []).join(',')}) ${onDelete}`);
        continue;
      }
      const value = field.default as { name?: string } | unknown[] | string | number | boolean | undefined;
      let fallback: string | null = null;
      if (Array.isArray(value)) fallback = `[${value.join(',')}]`;
      else if (value && typeof value === 'object') fallback = value.name === 'now' ? 'now' : (value.name ?? null);
      else if (value !== undefined) fallback = String(value);
      columns[`${model.name}.${field.name}`] = column(`${field.type}${field.isList ? '[]' : ''}`, !field.isRequired || field.isList, fallback);
    }
  }
  const byType = (type: string) => sorted(dmmf.indexes.filter((i) => i.type === type).map((i) => `${i.model}(${i.fields.map((f) => f.name).join(',')})`));
  return {
    enums: Object.fromEntries(dmmf.enums.map((e) => [e.name, e.values.map((v) => v.name)])),
    columns,
    primaryKeys: byType('id'),
    uniques: byType('unique'),
    indexes: byType('normal'),
    foreignKeys: sorted(foreignKeys),
  };
}

function liveDefault(raw: string | null): string | null {
  if (raw === null) return null;
  if (raw.startsWith('nextval(')) return 'autoincrement';
  if (raw === 'CURRENT_TIMESTAMP') return 'now';
  if (raw.startsWith('ARRAY[]')) return '[]';
  const literal = /^'(.*)'::/.exec(raw);
  return literal ? literal[1]!.replace(/''/g, "'") : raw;
}

export async function liveCatalog(db: SqlRunner): Promise<Catalog> {
  const enums: Record<string, string[]> = {};
  const enumRows = await db.query<{ typname: string; enumlabel: string }>(
    'SELECT t.typname, e.enumlabel FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid ORDER BY t.typname, e.enumsortorder',
  );
  for (const row of enumRows.rows) (enums[row.typname] ??= []).push(row.enumlabel);

  const columns: Record<string, string> = {};
  const columnRows = await db.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    udt_name: string;
    is_nullable: string;
    column_default: string | null;
  }>(
    `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`,
  );
  for (const row of columnRows.rows) {
    const isList = row.udt_name.startsWith('_');
    const udt = isList ? row.udt_name.slice(1) : row.udt_name;
    const type = row.data_type === 'USER-DEFINED' ? udt : (PG_TYPES[udt] ?? udt);
    columns[`${row.table_name}.${row.column_name}`] = column(`${type}${isList ? '[]' : ''}`, row.is_nullable === 'YES', liveDefault(row.column_default));
  }

  const indexRows = await db.query<{ tablename: string; indexname: string; indexdef: string }>(
    "SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'",
  );
  const primaryKeys: string[] = [];
  const uniques: string[] = [];
  const indexes: string[] = [];
  for (const row of indexRows.rows) {
    // A column's operator class (`"nameKey" gin_trgm_ops`) is not part of the comparison: only the column.
    const cols =
      /\(([^()]*)\)\s*$/
        .exec(row.indexdef)?.[1]
        ?.split(',')
        .map((c) => c.trim().split(/\s+/)[0]!.replace(/"/g, '')) ?? [];
    const entry = `${row.tablename}(${cols.join(',')})`;
    if (row.indexname.endsWith('_pkey')) primaryKeys.push(entry);
    else if (row.indexdef.startsWith('CREATE UNIQUE')) uniques.push(entry);
    else indexes.push(entry);
  }

  const fkRows = await db.query<{ def: string; tbl: string; confdeltype: string }>(
    "SELECT conrelid::regclass::text AS tbl, pg_get_constraintdef(oid) AS def, confdeltype FROM pg_constraint WHERE contype = 'f'",
  );
  const foreignKeys = fkRows.rows.map((row) => {
    const match = /FOREIGN KEY \(([^)]*)\) REFERENCES "?([^"(]+)"?\(([^)]*)\)/.exec(row.def);
    const strip = (s: string) =>
      s
        .split(',')
        .map((c) => c.trim().replace(/"/g, ''))
        .join(',');
    return `${row.tbl.replace(/"/g, '')}(${strip(match?.[1] ?? '')})->${match?.[2]}(${strip(match?.[3] ?? '')}) ${ON_DELETE[row.confdeltype]}`;
  });

  return { enums, columns, primaryKeys: sorted(primaryKeys), uniques: sorted(uniques), indexes: sorted(indexes), foreignKeys: sorted(foreignKeys) };
}
