/** @jest-environment node */
// Two processes on one PGlite folder lose acknowledged writes (STACK.md): the second opener must fail
// fast with a message that says what to do.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DatabaseLockedError, acquireFileLock } from '@/lib/server/db/file-lock';

const run = promisify(execFile);
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a lock held by a live process is refused with a clear message', () => {
  const holder = spawn('sleep', ['30']);
  try {
    fs.writeFileSync(path.join(dir, 'db.lock'), String(holder.pid));
    expect(() => acquireFileLock(path.join(dir, 'db.lock'))).toThrow(DatabaseLockedError);
    expect(() => acquireFileLock(path.join(dir, 'db.lock'))).toThrow(/in use by process \d+.*DATABASE_URL/s);
  } finally {
    holder.kill();
  }
});

test('a lock left by a dead process is taken over, and released', () => {
  fs.writeFileSync(path.join(dir, 'db.lock'), '999999999');
  const release = acquireFileLock(path.join(dir, 'db.lock'));
  expect(fs.readFileSync(path.join(dir, 'db.lock'), 'utf8')).toBe(String(process.pid));
  release();
  expect(fs.existsSync(path.join(dir, 'db.lock'))).toBe(false);
});

test('a script run while another process holds the embedded database exits with the message', async () => {
  const dataDir = path.join(dir, 'pglite');
  const release = acquireFileLock(`${dataDir}.lock`);
  try {
    const failure = await run('npx', ['tsx', 'scripts/db/migrate.ts'], { env: { ...process.env, PGLITE_DIR: dataDir, DATABASE_URL: '' } }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/embedded database is in use by process/);
    expect(fs.existsSync(dataDir)).toBe(false); // nothing was opened
  } finally {
    release();
  }
}, 60_000);
