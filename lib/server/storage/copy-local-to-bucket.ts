// Copies the files of a local UPLOAD_DIR into the configured bucket (`npm run storage:copy`,
// docs/decisions/0028-object-storage.md): the move from one instance on its own disk to several sharing a bucket.
// Idempotent: an object already in the bucket with the same size is skipped, so the command can be run again after
// an interruption, or once more just before the switch to catch the last uploads. Nothing is deleted anywhere.
import fs from 'node:fs';
import path from 'node:path';
import type { LocalDiskStorage } from './local-disk-storage';
import { type ObjectStorage, contentTypeOfKey } from './object-storage';

export interface CopyCounts {
  /** Files under the folder with a key of ours. */
  found: number;
  /** Written to the bucket (absent there, or with another size). */
  copied: number;
  /** Already in the bucket with the same size. */
  skipped: number;
  /** Files whose path is not a key of ours (temporary files, anything put there by hand): left alone. */
  ignored: number;
  /** Files that could not be read or written; the command exits non-zero when any. */
  failed: number;
}

/** Files copied at once: enough to hide each request's latency, few enough for a small store. */
const PARALLEL = 8;

export async function copyLocalToBucket(source: LocalDiskStorage, target: ObjectStorage, log: (line: string) => void = () => undefined): Promise<CopyCounts> {
  const counts: CopyCounts = { found: 0, copied: 0, skipped: 0, ignored: 0, failed: 0 };
  const running = new Set<Promise<void>>();

  const copyOne = async (key: string) => {
    await copyFile(key);
    const done = counts.copied + counts.skipped + counts.failed;
    if (done % 1000 === 0) log(`${done} files: ${counts.copied} copied, ${counts.skipped} already there, ${counts.failed} failed`);
  };
  const copyFile = async (key: string) => {
    try {
      const there = await target.stat(key);
      const local = await fs.promises.stat(path.join(source.root, ...key.split('/')));
      if (there && there.size === local.size) {
        counts.skipped += 1;
        return;
      }
      // Our files are at most a 15 MB photo re-encoded smaller (docs/decisions/0005-photos.md): read whole.
      const bytes = await fs.promises.readFile(path.join(source.root, ...key.split('/')));
      await target.put(key, bytes, contentTypeOfKey(key));
      counts.copied += 1;
    } catch (error) {
      counts.failed += 1;
      log(`failed: ${key}: ${(error as Error).message}`);
    }
  };

  for await (const { key, ignored } of source.list()) {
    if (ignored) {
      counts.ignored += 1;
      log(`ignored (not a storage key): ${key}`);
      continue;
    }
    counts.found += 1;
    const task = copyOne(key).finally(() => running.delete(task));
    running.add(task);
    if (running.size >= PARALLEL) await Promise.race(running);
  }
  await Promise.all(running);
  return counts;
}
