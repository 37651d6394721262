/** @jest-environment node */
// The local-disk ObjectStorage: round trip, missing keys, and no key reaching outside UPLOAD_DIR.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalDiskStorage } from '@/lib/server/storage/local-disk-storage';
import { isValidObjectKey, newObjectKey } from '@/lib/server/storage/object-storage';
import { getStorage, uploadRoot } from '@/lib/server/storage';

let root: string;
let storage: LocalDiskStorage;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cardgrade-storage-'));
  storage = new LocalDiskStorage(path.join(root, 'uploads'));
  fs.writeFileSync(path.join(root, 'secret.txt'), 'outside the upload folder');
});
afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

async function read(key: string): Promise<{ text: string; size: number; contentType: string } | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return { text: Buffer.concat(chunks).toString(), size: object.size, contentType: object.contentType };
}

test('put, get, overwrite and delete; a missing key is null, deleting it twice is fine', async () => {
  const key = newObjectKey('photos', 'jpg');
  expect(key).toMatch(/^photos\/[0-9a-f]{2}\/[0-9a-f-]{36}\.jpg$/);
  expect(await read(key)).toBeNull();
  await storage.put(key, Buffer.from('first'), 'image/jpeg');
  expect(await read(key)).toEqual({ text: 'first', size: 5, contentType: 'image/jpeg' });
  await storage.put(key, Buffer.from('second!'), 'image/jpeg');
  expect(await read(key)).toEqual({ text: 'second!', size: 7, contentType: 'image/jpeg' });
  expect(fs.statSync(path.join(root, 'uploads', key)).mode & 0o777).toBe(0o600);
  // No temporary files are left next to it.
  expect(fs.readdirSync(path.dirname(path.join(root, 'uploads', key)))).toEqual([path.basename(key)]);
  await storage.delete(key);
  await storage.delete(key);
  expect(await read(key)).toBeNull();
  expect(newObjectKey('photos', 'webp')).not.toBe(newObjectKey('photos', 'webp'));
});

test('keys that could leave the root, or are not ours, are refused by every call', async () => {
  const hostile = [
    '../secret.txt',
    'photos/../../secret.txt',
    'photos/%2e%2e/secret.txt',
    '/etc/passwd',
    'photos//x.jpg',
    'photos\\..\\..\\secret.txt',
    'photos/a/../../../secret.txt',
    'photos/x.jpg\0.png',
    'photos/X.JPG',
    'photos/.hidden.jpg',
    'x.jpg',
    'photos/a b.jpg',
    `photos/${'a'.repeat(300)}.jpg`,
    '',
  ];
  for (const key of hostile) {
    expect(isValidObjectKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
    await expect(storage.get(key)).rejects.toThrow();
    await expect(storage.delete(key)).rejects.toThrow();
  }
  expect(fs.readFileSync(path.join(root, 'secret.txt'), 'utf8')).toBe('outside the upload folder');
});

test('getStorage follows UPLOAD_DIR (default .data/uploads)', () => {
  const saved = process.env.UPLOAD_DIR;
  delete process.env.UPLOAD_DIR;
  expect(uploadRoot()).toBe(path.resolve('.data', 'uploads'));
  process.env.UPLOAD_DIR = path.join(root, 'elsewhere');
  expect((getStorage() as LocalDiskStorage).root).toBe(path.join(root, 'elsewhere'));
  if (saved === undefined) delete process.env.UPLOAD_DIR;
  else process.env.UPLOAD_DIR = saved;
});
