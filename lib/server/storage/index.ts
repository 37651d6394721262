// The storage the app uses. Today: the local disk under UPLOAD_DIR (default .data/uploads, git-ignored).
// An object store plugs in here: implement ObjectStorage (put/get/delete on a bucket) and return it when
// its settings are present; nothing else in the app changes (see .env.example "Uploads").
import path from 'node:path';
import { LocalDiskStorage } from './local-disk-storage';
import type { ObjectStorage } from './object-storage';

export type { ObjectStorage, StoredObject } from './object-storage';
export { newObjectKey } from './object-storage';

let current: LocalDiskStorage | null = null;

export function uploadRoot(): string {
  return path.resolve(process.env.UPLOAD_DIR || path.join(/*turbopackIgnore: true*/ process.cwd(), '.data', 'uploads'));
}

/** Read on every call so a test (or a changed setting) gets the folder it names. */
export function getStorage(): ObjectStorage {
  const root = uploadRoot();
  if (!current || current.root !== root) current = new LocalDiskStorage(root);
  return current;
}
