// Exclusive lock on the embedded database folder. PGlite has no locking of its own, and two
// processes on one data folder silently lose acknowledged writes and corrupt indexes (STACK.md),
// so the first opener writes its pid here and any later opener fails fast with a clear message.
import fs from 'node:fs';

export class DatabaseLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database is in use by process ${holderPid} (lock file ${lockPath}).\n` +
        'Only one process may open it at a time. Stop that process (for example `npm run dev`) and run ' +
        'this command again, or set DATABASE_URL to use a PostgreSQL server, which many processes can share.',
    );
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock or throws DatabaseLockedError; a lock left by a dead process is taken over. */
export function acquireFileLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      const release = () => {
        if (readPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(lockPath);
      if (holder === process.pid) return () => fs.rmSync(lockPath, { force: true });
      if (holder !== null && isAlive(holder)) throw new DatabaseLockedError(lockPath, holder);
      // Stale (holder died) or half-written: remove and retry the atomic create.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(lockPath, readPid(lockPath) ?? -1);
}
