// What every ObjectStorage must do (lib/server/storage/object-storage.ts), as one suite run against each
// implementation: the local disk and an S3 bucket (lib/server/storage/object-storage.contract.test.ts). The app relies
// on exactly this: whole objects, binary-safe, null for a missing key, idempotent deletes, no key outside our pattern.
import type { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { newObjectKey } from '@/lib/server/storage/object-storage';
import type { ObjectStorage } from '@/lib/server/storage/object-storage';

export interface OpenedStorage {
  storage: ObjectStorage;
  close(): Promise<void>;
}

export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export interface ContractOptions {
  /**
   * Whether this store itself can be checked for "a reader sees the old object or the whole new one" under a
   * concurrent overwrite. False only for a test double that cannot (s3rver writes in place; S3 itself is atomic).
   */
  atomicOverwrite: boolean;
}

/** Registers the contract's tests in the calling describe block; `open` runs once before them. */
export function objectStorageContract(options: ContractOptions, open: () => Promise<OpenedStorage>): void {
  let opened: OpenedStorage;
  let storage: ObjectStorage;

  beforeAll(async () => {
    opened = await open();
    storage = opened.storage;
  }, 30_000);
  afterAll(() => opened?.close());

  async function read(key: string): Promise<{ bytes: Buffer; size: number; contentType: string } | null> {
    const object = await storage.get(key);
    if (!object) return null;
    return { bytes: await readAll(object.body), size: object.size, contentType: object.contentType };
  }

  test('a missing key: get and stat answer null, delete is fine (twice)', async () => {
    const key = newObjectKey('photos', 'jpg');
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stat(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  test('binary round trip: every byte value, a 2 MB random object and an empty one come back exactly', async () => {
    const everyByte = Buffer.from(Array.from({ length: 512 }, (_, index) => index % 256));
    const large = randomBytes(2 * 1024 * 1024);
    for (const bytes of [everyByte, large, Buffer.alloc(0)]) {
      const key = newObjectKey('photos', 'jpg');
      await storage.put(key, bytes, 'image/jpeg');
      const back = await read(key);
      expect(back?.size).toBe(bytes.length);
      expect(back?.bytes.equals(bytes)).toBe(true);
      expect(await storage.stat(key)).toEqual({ size: bytes.length });
    }
  });

  test('keys with folders are separate objects; deleting one leaves its neighbours', async () => {
    const keys = ['photos/ab/one.jpg', 'photos/ab/two.jpg', 'photos/ac/one.jpg', 'scans/ab/one.jpg', 'reports/a1/b2/c3/one.jpg'];
    for (const key of keys) await storage.put(key, Buffer.from(key), 'image/jpeg');
    for (const key of keys) expect((await read(key))?.bytes.toString()).toBe(key);
    await storage.delete('photos/ab/one.jpg');
    expect(await read('photos/ab/one.jpg')).toBeNull();
    for (const key of keys.slice(1)) expect((await read(key))?.bytes.toString()).toBe(key);
    for (const key of keys) await storage.delete(key);
    for (const key of keys) expect(await storage.stat(key)).toBeNull();
  });

  test('put overwrites: the later object, its own size (shorter after longer)', async () => {
    const key = newObjectKey('scans', 'jpg');
    await storage.put(key, Buffer.from('a longer first version'), 'image/jpeg');
    await storage.put(key, Buffer.from('second'), 'image/jpeg');
    expect(await read(key)).toEqual({ bytes: Buffer.from('second'), size: 6, contentType: 'image/jpeg' });
    expect(await storage.stat(key)).toEqual({ size: 6 });
  });

  test('the content type of each kind of file the app stores', async () => {
    for (const [extension, type] of [
      ['jpg', 'image/jpeg'],
      ['webp', 'image/webp'],
      ['png', 'image/png'],
    ] as const) {
      const key = `photos/ab/typed.${extension}`;
      await storage.put(key, Buffer.from(extension), type);
      expect(await read(key)).toEqual({ bytes: Buffer.from(extension), size: extension.length, contentType: type });
      await storage.delete(key);
    }
  });

  (options.atomicOverwrite ? test : test.skip)('a reader sees the old object or the whole new one, never a part', async () => {
    const key = newObjectKey('photos', 'jpg');
    const first = Buffer.alloc(1024 * 1024, 1);
    const second = Buffer.alloc(1024 * 1024, 2);
    await storage.put(key, first, 'image/jpeg');
    const [, ...reads] = await Promise.all([storage.put(key, second, 'image/jpeg'), read(key), read(key), read(key)]);
    for (const back of reads) expect(back!.bytes.equals(first) || back!.bytes.equals(second)).toBe(true);
    expect((await read(key))!.bytes.equals(second)).toBe(true);
  });

  test('keys that are not ours are refused by every call', async () => {
    for (const key of ['../secret.txt', 'photos/../../x.jpg', '/etc/passwd', 'photos//x.jpg', 'photos/X.JPG', 'x.jpg', 'photos/a b.jpg', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.stat(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
    }
  });
}
