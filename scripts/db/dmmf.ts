// Reads prisma/schema.prisma into Prisma's DMMF with the schema WASM module (no native engine needed):
// the source of truth for the SQL drafter and the drift test.
import fs from 'node:fs';
import path from 'node:path';
import { get_dmmf } from '@prisma/prisma-schema-wasm';

export interface DmmfField {
  name: string;
  kind: 'scalar' | 'object' | 'enum' | 'unsupported';
  type: string;
  isList: boolean;
  isRequired: boolean;
  isId: boolean;
  isUpdatedAt: boolean;
  hasDefaultValue: boolean;
  default?: unknown;
  relationFromFields?: string[];
  relationToFields?: string[];
  relationOnDelete?: string;
}
export interface DmmfModel {
  name: string;
  fields: DmmfField[];
  primaryKey: { fields: string[] } | null;
}
export interface DmmfIndex {
  model: string;
  type: 'id' | 'unique' | 'normal' | 'fulltext';
  fields: { name: string }[];
}
export interface Dmmf {
  enums: { name: string; values: { name: string }[] }[];
  models: DmmfModel[];
  indexes: DmmfIndex[];
}

export function loadDmmf(schemaPath = path.join(process.cwd(), 'prisma', 'schema.prisma')): Dmmf {
  const schema = fs.readFileSync(schemaPath, 'utf8');
  const result = JSON.parse(get_dmmf(JSON.stringify({ prismaSchema: [['schema.prisma', schema]] })));
  return result.datamodel as Dmmf;
}

const SCALAR_SQL: Record<string, string> = {
  Int: 'INTEGER',
  String: 'TEXT',
  Boolean: 'BOOLEAN',
  DateTime: 'TIMESTAMP(3)',
  Float: 'DOUBLE PRECISION',
  Json: 'JSONB',
  BigInt: 'BIGINT',
};

export function sqlType(field: DmmfField): string {
  const base = field.kind === 'enum' ? `"${field.type}"` : SCALAR_SQL[field.type];
  if (!base) throw new Error(`No SQL type for ${field.type}`);
  return field.isList ? `${base}[]` : base;
}

/** The SQL default Prisma writes for a field, or null. */
export function sqlDefault(field: DmmfField): string | null {
  const value = field.default;
  if (value === undefined) return null;
  if (Array.isArray(value)) return `ARRAY[${value.map(String).join(', ')}]::${sqlType(field)}`;
  if (typeof value === 'object' && value !== null) {
    const name = (value as { name: string }).name;
    if (name === 'now') return 'CURRENT_TIMESTAMP';
    if (name === 'autoincrement') return null; // expressed as SERIAL
    throw new Error(`Unsupported default function ${name}()`);
  }
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  return String(value);
}

export function isAutoincrement(field: DmmfField): boolean {
  return typeof field.default === 'object' && (field.default as { name?: string } | null)?.name === 'autoincrement';
}
