// Prisma 7 configuration. The CLI would download a native schema engine for every command, which
// cannot be reached here; `prisma generate` does not run it, so any existing file satisfies the check
// (docs/decisions/0001-database.md). Migrations are applied by lib/server/db/migrate.ts instead.
import path from 'node:path';
import { defineConfig } from 'prisma/config';

process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(__dirname, 'prisma', 'schema.prisma');

export default defineConfig({
  schema: path.join('prisma', 'schema.prisma'),
  migrations: { path: path.join('prisma', 'migrations') },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/unused' },
});
