/** @jest-environment node */
// Issue #24 (decision 0029): lib/server/audit/record-audit.ts is the only code that writes AuditLog rows, so every row
// keeps the role its actor acted in and names an action of the typed table. Any other application file that creates,
// changes or inserts audit rows — through the client or in SQL — fails here. Tests may still seed raw rows (old rows
// without a role are part of what the readers must show).
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const WRITER = 'lib/server/audit/record-audit.ts';
const APP_DIRS = ['lib', 'pages', 'components', 'hooks', 'scripts', 'styles'];
const APP_FILES = ['proxy.ts', 'instrumentation.ts', 'instrumentation-client.ts'];
const SKIP = new Set(['node_modules', 'generated', '.next']);

/** A write of AuditLog rows: the client's create/update/upsert/delete methods (any client name), or SQL. */
const AUDIT_WRITE =
  /\bauditLog\b['"`]?\s*\]?\s*\??\.\s*(?:create|createMany|createManyAndReturn|update|updateMany|upsert|delete|deleteMany)\b|\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"AuditLog"/i;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(?:[cm]?[jt]sx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

export function writesAuditRows(source: string): boolean {
  return AUDIT_WRITE.test(source);
}

test('the check sees every way of writing audit rows', () => {
  expect(writesAuditRows('await tx.auditLog.create({ data })')).toBe(true);
  expect(writesAuditRows('await db.auditLog.createMany({ data: rows })')).toBe(true);
  expect(writesAuditRows("await tx['auditLog'].upsert({})")).toBe(true);
  expect(writesAuditRows('await tx.auditLog\n  .create({ data })')).toBe(true);
  expect(writesAuditRows('await tx.$executeRaw`INSERT INTO "AuditLog" ("action") VALUES (1)`')).toBe(true);
  expect(writesAuditRows('await db.auditLog.findMany({ where })')).toBe(false);
  expect(writesAuditRows('await recordAudit(tx, { actor, action, entity, entityId })')).toBe(false);
});

test('only the audit writer writes AuditLog rows', () => {
  const files = [
    ...APP_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir))),
    ...APP_FILES.map((file) => path.join(root, file)).filter((file) => fs.existsSync(file)),
  ];
  expect(files.length).toBeGreaterThan(100);
  const writers = files.map((file) => path.relative(root, file)).filter((file) => writesAuditRows(fs.readFileSync(path.join(root, file), 'utf8')));
  expect(writers).toEqual([WRITER]);
});
