// The storage the app uses (docs/decisions/0028-object-storage.md; settings in .env.example "Uploads"): an S3
// bucket when STORAGE=s3 (or S3_BUCKET is set and STORAGE is not), otherwise the local disk under UPLOAD_DIR
// (default .data/uploads, git-ignored) — the embedded default, for one instance. Every caller goes through the
// ObjectStorage interface, so order photos, certificate scans, report photos and profile photos follow the setting.
import path from 'node:path';
import { LocalDiskStorage } from './local-disk-storage';
import type { ObjectStorage } from './object-storage';
import { S3Storage } from './s3-storage';
import { s3SettingsFrom, storageKind } from './storage-config';

export type { ObjectStorage, StoredObject } from './object-storage';
export { newObjectKey } from './object-storage';

let local: LocalDiskStorage | null = null;
let bucket: { signature: string; storage: S3Storage } | null = null;

export function uploadRoot(): string {
  return path.resolve(process.env.UPLOAD_DIR || path.join(/*turbopackIgnore: true*/ process.cwd(), '.data', 'uploads'));
}

/** The configured bucket, or null when the local disk is configured; throws naming every missing setting. */
export function getBucketStorage(env: Record<string, string | undefined> = process.env): S3Storage | null {
  if (storageKind(env) === 'local') return null;
  const settings = s3SettingsFrom(env);
  const signature = JSON.stringify(settings);
  if (!bucket || bucket.signature !== signature) bucket = { signature, storage: new S3Storage(settings) };
  return bucket.storage;
}

/** Read on every call so a test (or a changed setting) gets the storage it names; one client per setting. */
export function getStorage(): ObjectStorage {
  const s3 = getBucketStorage();
  if (s3) return s3;
  const root = uploadRoot();
  if (!local || local.root !== root) local = new LocalDiskStorage(root);
  return local;
}
