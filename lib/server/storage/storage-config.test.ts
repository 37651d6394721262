/** @jest-environment node */
// Which storage the environment asks for, and what STORAGE=s3 needs: the start-up check (config/env-schema.ts)
// refuses a bucket it cannot use, in development too, naming every missing setting.
import { assertEnvironment, environmentProblems } from '@/lib/server/config/env-schema';
import { StorageConfigError, s3SettingsFrom, storageKind, storageProblems } from './storage-config';

const R2 = {
  STORAGE: 's3',
  S3_BUCKET: 'cardgrade-photos',
  S3_REGION: 'auto',
  S3_ENDPOINT: 'https://0123abcd.r2.cloudflarestorage.com/',
  S3_ACCESS_KEY_ID: 'key-id',
  S3_SECRET_ACCESS_KEY: 'secret',
};

test('the local disk by default; s3 when asked for, or when only a bucket is named', () => {
  expect(storageKind({})).toBe('local');
  expect(storageKind({ STORAGE: ' ' })).toBe('local');
  expect(storageKind({ S3_BUCKET: 'cardgrade-photos' })).toBe('s3');
  expect(storageKind({ STORAGE: 'local', S3_BUCKET: 'cardgrade-photos' })).toBe('local');
  expect(storageKind({ STORAGE: 'S3' })).toBe('s3');
  expect(storageKind({ STORAGE: 'gcs' })).toBeNull();
  expect(storageProblems({ STORAGE: 'gcs' })).toEqual(['STORAGE: must be local or s3']);
  expect(storageProblems({ STORAGE: 'local' })).toEqual([]);
});

test('STORAGE=s3 without its settings names each missing one', () => {
  expect(storageProblems({ STORAGE: 's3' })).toEqual([
    'S3_BUCKET: required with STORAGE=s3',
    'S3_REGION: required with STORAGE=s3 (the bucket\'s region; "auto" for Cloudflare R2, "us-east-1" for MinIO)',
    "S3_ACCESS_KEY_ID: required with STORAGE=s3 (or S3_DEFAULT_CREDENTIALS=1 for the AWS SDK's own credentials)",
    "S3_SECRET_ACCESS_KEY: required with STORAGE=s3 (or S3_DEFAULT_CREDENTIALS=1 for the AWS SDK's own credentials)",
  ]);
  expect(() => s3SettingsFrom({ S3_BUCKET: 'cardgrade-photos', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'id' })).toThrow(StorageConfigError);
  expect(() => s3SettingsFrom({ S3_BUCKET: 'cardgrade-photos', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY: required/);
});

test.each([
  [{ S3_BUCKET: 'Cardgrade_Photos' }, 'S3_BUCKET: must be a bucket name (3–63 lower-case letters, digits, dots and dashes)'],
  [{ S3_ENDPOINT: 'r2.cloudflarestorage.com' }, 'S3_ENDPOINT: must be an http(s):// address without a path, e.g. https://<account>.r2.cloudflarestorage.com'],
  [
    { S3_ENDPOINT: 'https://minio:9000/cardgrade-photos' },
    'S3_ENDPOINT: must be an http(s):// address without a path, e.g. https://<account>.r2.cloudflarestorage.com',
  ],
  [{ S3_PREFIX: 'staging' }, 'S3_PREFIX: must be 1–4 folders ending with a slash, e.g. staging/'],
  [{ S3_DEFAULT_CREDENTIALS: '1' }, 'S3_DEFAULT_CREDENTIALS: set together with S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY (choose one)'],
])('%p → %s', (change, problem) => {
  expect(storageProblems({ ...R2, ...change })).toEqual([problem]);
});

test('the settings of AWS (role credentials), R2 and MinIO', () => {
  expect(s3SettingsFrom({ STORAGE: 's3', S3_BUCKET: 'cardgrade-photos', S3_REGION: 'ap-northeast-1', S3_DEFAULT_CREDENTIALS: '1' })).toEqual({
    bucket: 'cardgrade-photos',
    region: 'ap-northeast-1',
    endpoint: undefined,
    forcePathStyle: false,
    credentials: undefined,
    prefix: '',
  });
  expect(s3SettingsFrom(R2)).toEqual({
    bucket: 'cardgrade-photos',
    region: 'auto',
    endpoint: 'https://0123abcd.r2.cloudflarestorage.com',
    forcePathStyle: false,
    credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
    prefix: '',
  });
  expect(s3SettingsFrom({ ...R2, S3_REGION: 'us-east-1', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '1', S3_PREFIX: 'staging/' })).toMatchObject({
    endpoint: 'http://minio:9000',
    forcePathStyle: true,
    prefix: 'staging/',
  });
});

test('the start-up check lists the storage problems and refuses to start, in development too', () => {
  expect(environmentProblems({ ...R2, S3_FORCE_PATH_STYLE: 'yes' }, false)).toEqual(['S3_FORCE_PATH_STYLE: must be 0 or 1']);
  expect(environmentProblems(R2, false)).toEqual([]);
  expect(() => assertEnvironment({ STORAGE: 's3', S3_BUCKET: 'cardgrade-photos', S3_REGION: 'auto' }, false)).toThrow(
    /Configuration problems[\s\S]*S3_ACCESS_KEY_ID: required with STORAGE=s3[\s\S]*S3_SECRET_ACCESS_KEY: required with STORAGE=s3/,
  );
  expect(() => assertEnvironment({}, false)).not.toThrow();
});
