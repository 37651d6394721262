/** @jest-environment node */
// Issue #11: the database is made ready at start-up with one log line; a failure is logged and never stops the
// server (the next request that needs the database opens it again); the log never shows the database's password.
import { describeDatabase, readyDatabaseOnStart } from './ready-on-start';

const getDb = jest.fn();
const seed = jest.fn();
jest.mock('./client', () => ({ getDb: () => getDb(), embeddedDataDir: () => `${process.cwd()}/.data/pglite` }));
jest.mock('@/lib/server/seed/seed-on-start', () => ({ seedEmbeddedDatabaseOnStart: (db: unknown) => seed(db) }));

const log = { info: jest.fn(), error: jest.fn() };
const env = { ...process.env };
afterEach(() => {
  process.env = { ...env };
  jest.clearAllMocks();
});

test('names the database without its credentials', () => {
  expect(describeDatabase(undefined)).toBe('embedded PGlite (.data/pglite)');
  expect(describeDatabase('postgresql://app:s3cret@db.internal:5432/cardgrade?sslmode=require')).toBe('PostgreSQL (db.internal:5432/cardgrade)');
});

test('the embedded database: opened, seeded when empty, warmed, then one ready line', async () => {
  delete process.env.DATABASE_URL;
  const db = { $queryRaw: jest.fn().mockResolvedValue([{ '?column?': 1 }]) };
  getDb.mockResolvedValue(db);
  seed.mockResolvedValue(true);
  await readyDatabaseOnStart(log);
  expect(seed).toHaveBeenCalledWith(db);
  expect(db.$queryRaw).toHaveBeenCalledTimes(1);
  expect(log.info).toHaveBeenCalledTimes(1);
  expect(log.info.mock.calls[0]![0]).toMatch(/^\[db\] ready: embedded PGlite \(\.data\/pglite\), migrated, seeded — \d+\.\d s$/);
});

test('PostgreSQL unreachable: logged, not thrown (getDb() opens it again on the next request)', async () => {
  process.env.DATABASE_URL = 'postgresql://app:s3cret@127.0.0.1:1/cardgrade';
  getDb.mockRejectedValueOnce(new Error('connect ECONNREFUSED 127.0.0.1:1'));
  await expect(readyDatabaseOnStart(log)).resolves.toBeUndefined();
  expect(log.info).not.toHaveBeenCalled();
  expect(log.error.mock.calls[0]![0]).toMatch(/^\[db\] NOT ready: PostgreSQL \(127\.0\.0\.1:1\/cardgrade\) after .*ECONNREFUSED.*try again/);
  expect(log.error.mock.calls[0]![0]).not.toContain('s3cret');
});

test('never opens a database during `next build`', async () => {
  process.env.NEXT_PHASE = 'phase-production-build';
  await readyDatabaseOnStart(log);
  expect(getDb).not.toHaveBeenCalled();
});
