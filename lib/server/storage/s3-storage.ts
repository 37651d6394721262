// ObjectStorage in an S3 bucket, with the official AWS SDK v3: AWS S3, Cloudflare R2, MinIO and other S3-compatible
// stores (settings: storage-config.ts, .env.example "Uploads"). Every instance reads and writes the same bucket, so a
// photo uploaded through one is served by the others and the sweeps delete it wherever it was stored
// (docs/decisions/0028-object-storage.md). The bucket stays private: the app streams objects to whom may see them.
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { type ObjectStorage, type StoredObject, contentTypeOfKey, isValidObjectKey } from './object-storage';
import type { S3Settings } from './storage-config';

/** Requests to the store at once, per instance (the SDK's default is 50). */
const MAX_SOCKETS = 200;

/**
 * A missing object: GET answers NoSuchKey, HEAD a bare 404. A missing bucket stays an error for GET (NoSuchBucket);
 * a HEAD's 404 cannot tell the two apart, so the tools that rely on stat() check the bucket first (checkBucket).
 */
function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || ($metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket');
}

export class S3Storage implements ObjectStorage {
  readonly settings: S3Settings;
  readonly client: S3Client;

  constructor(settings: S3Settings) {
    this.settings = settings;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where the API requires them: the SDK's default (a CRC32 on every upload, since 3.729) is
      // refused by some S3-compatible stores. Downloads are still checked when the store sends a checksum.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      // A store that does not answer fails the request instead of holding the page that waits for it. Each image
      // being streamed to a browser holds one socket until the browser has it all: more than the SDK's 50, so a
      // page of a hundred thumbnails does not queue the next requests behind slow readers.
      requestHandler: {
        connectionTimeout: 5_000,
        requestTimeout: 30_000,
        httpAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
        httpsAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
      },
    });
  }

  private objectKey(key: string): string {
    if (!isValidObjectKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    return this.settings.prefix + key;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    // One PUT: the object appears whole or not at all, as ObjectStorage promises.
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key), Body: bytes, ContentLength: bytes.length, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    const objectKey = this.objectKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: objectKey }));
      // In Node the body is the HTTP response itself: streamed to the browser, never held in memory.
      const body = answer.Body as Readable | undefined;
      if (!body) return null;
      return { body, size: answer.ContentLength ?? 0, contentType: answer.ContentType || contentTypeOfKey(key) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a key that is not there: deleting twice is fine, as ObjectStorage promises.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
      return { size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Throws when the bucket cannot be reached with these settings (wrong name, endpoint or keys): for the tools. */
  async checkBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      throw new Error(
        `The bucket ${this.settings.bucket} cannot be reached${status ? ` (HTTP ${status})` : ''}: ${(error as Error).name || (error as Error).message}`,
      );
    }
  }
}
