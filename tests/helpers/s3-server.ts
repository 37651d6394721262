// A real S3 API server for the tests (s3rver: Node, in this process, on a loopback port, its objects in a temporary
// folder), with one empty bucket, and the settings the app reads to use it (lib/server/storage/storage-config.ts).
// s3rver knows one access key id (S3RVER) and refuses others, as S3 would; it does not verify V4 signatures, so a
// wrong secret passes here (it does not on S3, R2 or MinIO).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '@/lib/server/storage/storage-config';

export const S3_TEST_BUCKET = 'cardgrade-test';

export interface TestS3Server {
  endpoint: string;
  settings: S3Settings;
  /** The variables that make getStorage() return this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(): Promise<TestS3Server> {
  // The SDK's notice that its 2027 releases need Node 22 (docs/decisions/0028-object-storage.md): known, not news in a test log.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'cardgrade-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: S3_TEST_BUCKET }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed keys; region and path style as a MinIO deployment would set them.
  const env = {
    STORAGE: 's3',
    S3_BUCKET: S3_TEST_BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: '1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  return {
    endpoint,
    settings: {
      bucket: S3_TEST_BUCKET,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      prefix: '',
    },
    env,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Sets `env` in process.env and returns a function that puts the previous values back. */
export function withEnv(env: Record<string, string | undefined>): () => void {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(env);
  return () => apply(saved);
}
