// Every embedded database is opened here, with the contrib extensions our migrations create: pg_trgm for the
// population report's substring search (issue #22). PostgreSQL ships the same extension in its contrib package.
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';

export async function createPglite(dataDir?: string, options: Omit<PGliteOptions, 'extensions' | 'dataDir'> = {}): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  return new PGlite({ ...options, ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
}
