// Which ObjectStorage the app uses, from the environment (.env.example "Uploads"; docs/decisions/0028-object-storage.md):
// the local disk under UPLOAD_DIR (the embedded default), or an S3 bucket — AWS S3, Cloudflare R2, MinIO or any
// S3-compatible store — when STORAGE=s3, or when STORAGE is unset and S3_BUCKET is set. Pure: the start-up check
// (config/env-schema.ts) and getStorage() read the same rules, so a server never starts with a bucket it cannot use.

export interface S3Settings {
  bucket: string;
  region: string;
  /** The store's address; unset for AWS S3 (the SDK derives it from the region). */
  endpoint?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  /** Static keys; unset: the AWS SDK's own chain (AWS_* variables, a shared profile, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Put before every key, e.g. `staging/`, so several deployments can share one bucket; empty by default. */
  prefix: string;
}

export type StorageKind = 'local' | 's3';

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

/** `s3` when asked for, or when a bucket is named and nothing else is asked for; the local disk otherwise. */
export function storageKind(env: Env): StorageKind | null {
  const asked = value(env, 'STORAGE')?.toLowerCase();
  if (asked === 'local' || asked === 's3') return asked;
  if (asked) return null;
  return value(env, 'S3_BUCKET') ? 's3' : 'local';
}

/** S3 bucket names (AWS's rules, which R2 and MinIO share): 3–63 lower-case letters, digits, dots and dashes. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** Folders ending with a slash: `staging/`, `cardgrade/prod/`. */
const PREFIX = /^(?:[A-Za-z0-9][A-Za-z0-9._-]{0,63}\/){1,4}$/;

/** Every problem of the storage settings, one line each ("NAME: what is wrong"); empty when they can be used. */
export function storageProblems(env: Env): string[] {
  const kind = storageKind(env);
  if (kind === null) return ['STORAGE: must be local or s3'];
  if (kind === 'local') return [];
  const problems: string[] = [];
  const bucket = value(env, 'S3_BUCKET');
  if (!bucket) problems.push('S3_BUCKET: required with STORAGE=s3');
  else if (!BUCKET.test(bucket)) problems.push('S3_BUCKET: must be a bucket name (3–63 lower-case letters, digits, dots and dashes)');
  if (!value(env, 'S3_REGION')) problems.push('S3_REGION: required with STORAGE=s3 (the bucket\'s region; "auto" for Cloudflare R2, "us-east-1" for MinIO)');
  const endpoint = value(env, 'S3_ENDPOINT');
  if (endpoint && !/^https?:\/\/[^/]+\/?$/.test(endpoint))
    problems.push('S3_ENDPOINT: must be an http(s):// address without a path, e.g. https://<account>.r2.cloudflarestorage.com');
  const keyId = value(env, 'S3_ACCESS_KEY_ID');
  const secret = value(env, 'S3_SECRET_ACCESS_KEY');
  if (value(env, 'S3_DEFAULT_CREDENTIALS') === '1') {
    if (keyId || secret) problems.push('S3_DEFAULT_CREDENTIALS: set together with S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY (choose one)');
  } else {
    if (!keyId) problems.push("S3_ACCESS_KEY_ID: required with STORAGE=s3 (or S3_DEFAULT_CREDENTIALS=1 for the AWS SDK's own credentials)");
    if (!secret) problems.push("S3_SECRET_ACCESS_KEY: required with STORAGE=s3 (or S3_DEFAULT_CREDENTIALS=1 for the AWS SDK's own credentials)");
  }
  const prefix = value(env, 'S3_PREFIX');
  if (prefix && !PREFIX.test(prefix)) problems.push('S3_PREFIX: must be 1–4 folders ending with a slash, e.g. staging/');
  return problems;
}

export class StorageConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Object storage is not configured (see .env.example "Uploads"):\n  - ${problems.join('\n  - ')}`);
    this.name = 'StorageConfigError';
  }
}

/** The bucket's settings; throws a StorageConfigError naming every problem. Call only when storageKind is `s3`. */
export function s3SettingsFrom(env: Env): S3Settings {
  const problems = storageProblems(env);
  if (problems.length > 0) throw new StorageConfigError(problems);
  const keyId = value(env, 'S3_ACCESS_KEY_ID');
  const secret = value(env, 'S3_SECRET_ACCESS_KEY');
  return {
    bucket: value(env, 'S3_BUCKET')!,
    region: value(env, 'S3_REGION')!,
    endpoint: value(env, 'S3_ENDPOINT')?.replace(/\/$/, ''),
    forcePathStyle: value(env, 'S3_FORCE_PATH_STYLE') === '1',
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
    prefix: value(env, 'S3_PREFIX') ?? '',
  };
}
