/** @jest-environment node */
// The ObjectStorage contract (tests/helpers/object-storage-contract.ts) on the local disk and on a real S3 API server
// (s3rver, started here); then what only the bucket has — settings from the environment, a prefix, errors that must
// not pass for a missing object — and the copy of a local folder into the bucket (npm run storage:copy).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { getBucketStorage, getStorage } from '@/lib/server/storage';
import { copyLocalToBucket } from '@/lib/server/storage/copy-local-to-bucket';
import { LocalDiskStorage } from '@/lib/server/storage/local-disk-storage';
import { S3Storage } from '@/lib/server/storage/s3-storage';
import { objectStorageContract, readAll } from '@/tests/helpers/object-storage-contract';
import { startS3Server, type TestS3Server, withEnv } from '@/tests/helpers/s3-server';

function temporaryFolder(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'cardgrade-storage-'));
}

describe('local disk', () => {
  objectStorageContract({ atomicOverwrite: true }, async () => {
    const root = temporaryFolder();
    return { storage: new LocalDiskStorage(root), close: async () => fs.rmSync(root, { recursive: true, force: true }) };
  });
});

describe('S3 bucket (s3rver)', () => {
  // s3rver rewrites a file in place while a reader streams it (real S3, R2 and MinIO replace objects atomically).
  objectStorageContract({ atomicOverwrite: false }, async () => {
    const server = await startS3Server();
    const storage = new S3Storage(server.settings);
    return {
      storage,
      close: async () => {
        storage.client.destroy();
        await server.close();
      },
    };
  });
});

describe('S3 bucket: beyond the contract', () => {
  let server: TestS3Server;
  const clients: S3Storage[] = [];
  const open = (overrides: Partial<TestS3Server['settings']> = {}) => {
    const storage = new S3Storage({ ...server.settings, ...overrides });
    clients.push(storage);
    return storage;
  };

  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(async () => {
    for (const client of clients) client.client.destroy();
    await server.close();
  });

  test('getStorage() follows the environment: the bucket with STORAGE=s3 or S3_BUCKET alone, the disk otherwise', () => {
    const restore = withEnv({ STORAGE: undefined, S3_BUCKET: undefined, UPLOAD_DIR: temporaryFolder() });
    try {
      expect(getStorage()).toBeInstanceOf(LocalDiskStorage);
      expect(getBucketStorage()).toBeNull();
      withEnv({ ...server.env, STORAGE: undefined });
      const bucket = getStorage();
      expect(bucket).toBeInstanceOf(S3Storage);
      expect((bucket as S3Storage).settings).toEqual(server.settings);
      expect(getStorage()).toBe(bucket); // one client per setting
      withEnv({ STORAGE: 'local' });
      expect(getStorage()).toBeInstanceOf(LocalDiskStorage);
      withEnv({ STORAGE: 's3', S3_BUCKET: undefined, S3_SECRET_ACCESS_KEY: undefined });
      expect(() => getStorage()).toThrow(/S3_BUCKET: required with STORAGE=s3[\s\S]*S3_SECRET_ACCESS_KEY: required/);
    } finally {
      restore();
      for (const name of Object.keys(server.env)) delete process.env[name];
    }
  });

  test('a prefix keeps deployments apart in one bucket', async () => {
    const plain = open();
    const staging = open({ prefix: 'staging/' });
    await staging.put('photos/ab/one.jpg', Buffer.from('staging'), 'image/jpeg');
    expect(await plain.get('photos/ab/one.jpg')).toBeNull();
    expect(await plain.stat('staging/photos/ab/one.jpg')).toEqual({ size: 7 });
    expect((await readAll((await staging.get('photos/ab/one.jpg'))!.body)).toString()).toBe('staging');
    await staging.delete('photos/ab/one.jpg');
    expect(await plain.stat('staging/photos/ab/one.jpg')).toBeNull();
  });

  test('wrong keys, a missing bucket or an unreachable store are errors, never a missing object', async () => {
    const wrongKeys = open({ credentials: { accessKeyId: 'SOMEONE-ELSE', secretAccessKey: 'S3RVER' } });
    await expect(wrongKeys.get('photos/ab/one.jpg')).rejects.toThrow();
    await expect(wrongKeys.stat('photos/ab/one.jpg')).rejects.toThrow();
    await expect(wrongKeys.checkBucket()).rejects.toThrow(/cannot be reached \(HTTP 403\)/);
    const noBucket = open({ bucket: 'no-such-bucket' });
    await expect(noBucket.get('photos/ab/one.jpg')).rejects.toThrow();
    await expect(noBucket.put('photos/ab/one.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
    await expect(noBucket.checkBucket()).rejects.toThrow(/no-such-bucket cannot be reached \(HTTP 404\)/);
    const nowhere = open({ endpoint: 'http://127.0.0.1:9' });
    await expect(nowhere.get('photos/ab/one.jpg')).rejects.toThrow();
    await expect(open().checkBucket()).resolves.toBeUndefined();
  });

  test('copying a local folder: everything once, then nothing; a changed size is copied again; strays are left alone', async () => {
    const root = temporaryFolder();
    const source = new LocalDiskStorage(root);
    const bucket = open({ prefix: 'copy/' });
    const files = { 'photos/ab/full.jpg': 'full photo', 'photos/ab/thumb.webp': 'thumb', 'scans/cd/front.jpg': 'front scan', 'reports/ef/x.png': 'report' };
    for (const [key, text] of Object.entries(files)) await source.put(key, Buffer.from(text), 'image/jpeg');
    fs.writeFileSync(path.join(root, 'photos', 'ab', 'full.jpg.1a2b3c.tmp'), 'half a write');
    fs.writeFileSync(path.join(root, 'notes.txt'), 'by hand');

    const lines: string[] = [];
    expect(await copyLocalToBucket(source, bucket, (line) => lines.push(line))).toEqual({ found: 4, copied: 4, skipped: 0, ignored: 2, failed: 0 });
    expect(lines).toEqual(['ignored (not a storage key): notes.txt', 'ignored (not a storage key): photos/ab/full.jpg.1a2b3c.tmp']);
    for (const [key, text] of Object.entries(files)) {
      const object = (await bucket.get(key))!;
      expect((await readAll(object.body)).toString()).toBe(text);
      expect(object.contentType).toBe(key.endsWith('.webp') ? 'image/webp' : key.endsWith('.png') ? 'image/png' : 'image/jpeg');
    }

    expect(await copyLocalToBucket(source, bucket)).toEqual({ found: 4, copied: 0, skipped: 4, ignored: 2, failed: 0 });
    await source.put('photos/ab/thumb.webp', Buffer.from('a new thumbnail'), 'image/webp');
    expect(await copyLocalToBucket(source, bucket)).toEqual({ found: 4, copied: 1, skipped: 3, ignored: 2, failed: 0 });
    expect((await readAll((await bucket.get('photos/ab/thumb.webp'))!.body)).toString()).toBe('a new thumbnail');
    expect(await copyLocalToBucket(new LocalDiskStorage(path.join(root, 'absent')), bucket)).toEqual({
      found: 0,
      copied: 0,
      skipped: 0,
      ignored: 0,
      failed: 0,
    });
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('npm run storage:copy: prints the counts; run again, copies nothing; without a bucket, says what is missing', async () => {
    const root = temporaryFolder();
    await new LocalDiskStorage(root).put('photos/ab/one.jpg', Buffer.from('one'), 'image/jpeg');
    await new LocalDiskStorage(root).put('scans/cd/two.webp', Buffer.from('two'), 'image/webp');
    const run = (env: Record<string, string>) =>
      promisify(execFile)('npx', ['tsx', 'scripts/storage/copy-to-bucket.ts'], {
        env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
      }).then(
        ({ stdout }) => ({ code: 0, output: stdout }),
        (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
      );
    const env = { ...server.env, UPLOAD_DIR: root, S3_PREFIX: 'script/' };
    const first = await run(env);
    expect(first).toEqual({ code: 0, output: expect.stringContaining('found 2, copied 2, already there 0, ignored 0, failed 0') });
    expect(first.output).toContain(`Copying ${root} → bucket ${server.settings.bucket} under script/ at ${server.endpoint}`);
    expect((await readAll((await open({ prefix: 'script/' }).get('scans/cd/two.webp'))!.body)).toString()).toBe('two');
    expect(await run(env)).toEqual({ code: 0, output: expect.stringContaining('found 2, copied 0, already there 2, ignored 0, failed 0') });
    expect(await run({ ...env, S3_BUCKET: 'no-such-bucket' })).toEqual({
      code: 1,
      output: expect.stringContaining('The bucket no-such-bucket cannot be reached (HTTP 404)'),
    });
    expect(await run({ ...env, S3_REGION: '', S3_SECRET_ACCESS_KEY: '' })).toEqual({
      code: 1,
      output: expect.stringMatching(/S3_REGION: required[\s\S]*S3_SECRET_ACCESS_KEY: required/),
    });
    expect(await run({ ...env, STORAGE: '', S3_BUCKET: '' })).toEqual({ code: 1, output: expect.stringContaining('No bucket configured') });
    fs.rmSync(root, { recursive: true, force: true });
  }, 60_000);
});
