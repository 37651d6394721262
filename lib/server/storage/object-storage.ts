// Where uploaded files live. The app only ever talks to this interface: the local-disk implementation
// serves one instance and development; an S3 bucket (AWS S3, Cloudflare R2, MinIO: s3-storage.ts) serves several
// stateless instances (docs/product/README.md#scale-and-deployment, docs/decisions/0028-object-storage.md), chosen
// by getStorage(). Both pass one contract (tests/helpers/object-storage-contract.ts).
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  /** Bytes, for Content-Length. */
  size: number;
  contentType: string;
}

export interface ObjectStorage {
  /** Writes the whole object; a reader never sees a half-written one. Overwrites an existing key. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is no such key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The object's size without reading it, or null when there is no such key. */
  stat(key: string): Promise<{ size: number } | null>;
}

/**
 * Keys are lower-case path segments of letters, digits and dashes with one extension: no dots elsewhere,
 * no slashes at either end, nothing from the uploader (never the file name). Implementations refuse others.
 */
const KEY = /^(?:[a-z0-9][a-z0-9-]{0,63}\/){1,4}[a-z0-9][a-z0-9-]{0,127}\.[a-z0-9]{1,8}$/;

export function isValidObjectKey(key: string): boolean {
  return KEY.test(key);
}

/**
 * A fresh random key, e.g. `photos/3f/3f2c…e1.jpg` (the two-character folder keeps directories small). `photos`:
 * members' order and profile photos (private); `scans`: certificates' card images (public, issue #10); `reports`:
 * photos sent with a report of a suspected fake (staff only, issue #22).
 */
export function newObjectKey(prefix: 'photos' | 'scans' | 'reports', extension: 'jpg' | 'webp'): string {
  const id = randomUUID();
  return `${prefix}/${id.slice(0, 2)}/${id}.${extension}`;
}

const TYPES: Record<string, string> = { jpg: 'image/jpeg', webp: 'image/webp', png: 'image/png' };

export function contentTypeOfKey(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
