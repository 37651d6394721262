// ObjectStorage on the local disk under one root folder (UPLOAD_DIR). Keys are checked against a strict
// pattern and the resolved path must stay under the root, so no key can reach outside it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type ObjectStorage, type StoredObject, contentTypeOfKey, isValidObjectKey } from './object-storage';

export class LocalDiskStorage implements ObjectStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    if (!isValidObjectKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    const full = path.resolve(this.root, ...key.split('/'));
    const relative = path.relative(this.root, full);
    if (relative.startsWith('..') || path.isAbsolute(relative)) throw new Error('Storage key outside the root.');
    return full;
  }

  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    const full = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(full), { recursive: true, mode: 0o700 });
    // Write then rename: a concurrent get() sees the old object or the whole new one, never a part.
    const temporary = `${full}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.promises.writeFile(temporary, bytes, { mode: 0o600, flag: 'wx' });
    try {
      await fs.promises.rename(temporary, full);
    } catch (error) {
      await fs.promises.rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const full = this.pathOf(key);
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(full, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), size: stat.size, contentType: contentTypeOfKey(key) };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const stat = await fs.promises.stat(this.pathOf(key));
      return stat.isFile() ? { size: stat.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /**
   * Every file under the root, as keys with `/` (the copy to a bucket, scripts/storage/copy-to-bucket.ts); files whose
   * path is not a valid key (a temporary file of an interrupted write, anything put there by hand) come as `ignored`.
   */
  async *list(): AsyncGenerator<{ key: string; ignored: boolean }> {
    const walk = async function* (folder: string): AsyncGenerator<string> {
      let entries: fs.Dirent[];
      try {
        entries = await fs.promises.readdir(folder, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) yield* walk(full);
        else if (entry.isFile()) yield full;
      }
    };
    for await (const full of walk(this.root)) {
      const key = path.relative(this.root, full).split(path.sep).join('/');
      yield { key, ignored: !isValidObjectKey(key) };
    }
  }
}
