// Drafts the CREATE statements `prisma migrate diff --from-empty` would write for the schema, in
// Prisma's naming (Model_pkey, Model_field_key, Model_field_idx, Model_field_fkey). Used to draft a
// migration; the committed prisma/migrations/*.sql files stay the reviewed source of truth.
import { type Dmmf, type DmmfModel, isAutoincrement, sqlDefault, sqlType } from './dmmf';

function columnSql(model: DmmfModel): string[] {
  return model.fields
    .filter((field) => field.kind === 'scalar' || field.kind === 'enum')
    .map((field) => {
      const type = isAutoincrement(field) ? 'SERIAL' : sqlType(field);
      const notNull = field.isRequired && !field.isList ? ' NOT NULL' : '';
      const fallback = sqlDefault(field);
      return `    "${field.name}" ${type}${notNull}${fallback ? ` DEFAULT ${fallback}` : ''}`;
    });
}

const quoteList = (names: string[]) => names.map((name) => `"${name}"`).join(', ');

export function schemaToSql(dmmf: Dmmf): string {
  const out: string[] = [];
  for (const e of dmmf.enums) {
    out.push(`-- CreateEnum\nCREATE TYPE "${e.name}" AS ENUM (${e.values.map((v) => `'${v.name}'`).join(', ')});\n`);
  }
  for (const model of dmmf.models) {
    const pk = model.primaryKey?.fields ?? model.fields.filter((f) => f.isId).map((f) => f.name);
    const lines = [...columnSql(model), `\n    CONSTRAINT "${model.name}_pkey" PRIMARY KEY (${quoteList(pk)})`];
    out.push(`-- CreateTable\nCREATE TABLE "${model.name}" (\n${lines.join(',\n').replace(',\n\n', ',\n\n')}\n);\n`);
  }
  for (const index of dmmf.indexes) {
    if (index.type !== 'unique' && index.type !== 'normal') continue;
    const fields = index.fields.map((f) => f.name);
    const suffix = index.type === 'unique' ? 'key' : 'idx';
    const unique = index.type === 'unique' ? 'UNIQUE ' : '';
    out.push(`-- CreateIndex\nCREATE ${unique}INDEX "${index.model}_${fields.join('_')}_${suffix}" ON "${index.model}"(${quoteList(fields)});\n`);
  }
  for (const model of dmmf.models) {
    for (const field of model.fields) {
      if (field.kind !== 'object' || !field.relationFromFields?.length) continue;
      const required = field.relationFromFields.every((name) => model.fields.find((f) => f.name === name)?.isRequired);
      const onDelete = (field.relationOnDelete ?? (required ? 'Restrict' : 'SetNull')).replace(/([a-z])([A-Z])/g, '$1 $2').toUpperCase();
      out.push(
        `-- AddForeignKey\nALTER TABLE "${model.name}" ADD CONSTRAINT "${model.name}_${field.relationFromFields.join('_')}_fkey" ` +
          `FOREIGN KEY (${quoteList(field.relationFromFields)}) REFERENCES "${field.type}"(${quoteList(field.relationToFields ?? [])}) ` +
          `ON DELETE ${onDelete} ON UPDATE CASCADE;\n`,
      );
    }
  }
  return out.join('\n');
}
