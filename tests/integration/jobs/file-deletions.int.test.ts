/** @jest-environment node */
// Files deleted after the commit (issue #23, decision 0027): the transaction that deletes an image row writes a ticket
// naming its files; when the deletion after the commit is lost, the file-deletions sweep finishes it once its grace
// is over, closes the ticket, and leaves closed tickets alone. Two sweeps at once close a ticket once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FILE_TICKET, FILE_TICKET_GRACE_MS, queueFileDeletion, sweepFileDeletions } from '@/lib/server/jobs/file-deletions';
import { deletePhoto } from '@/lib/server/photos/delete-photo';
import { getStorage } from '@/lib/server/storage';
import { createMember } from '@/tests/factories/member';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;
let uploadDir: string;

beforeAll(async () => {
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardgrade-file-deletions-'));
  process.env.UPLOAD_DIR = uploadDir;
  testDb = await createTestDb();
}, 60_000);
afterAll(async () => {
  await testDb.close();
  delete process.env.UPLOAD_DIR;
  fs.rmSync(uploadDir, { recursive: true, force: true });
});
afterEach(() => jest.restoreAllMocks());

const later = (ms: number) => new Date(Date.now() + ms);
const stored = async (key: string) => (await getStorage().stat(key)) !== null;

test('a member deletes a photo while the store is down: the row goes, the sweep removes the files later, once', async () => {
  const db = testDb.db;
  const member = await createMember(db);
  const storage = getStorage();
  const keys = [`test/${Date.now()}-full.jpg`, `test/${Date.now()}-thumb.jpg`];
  for (const key of keys) await storage.put(key, Buffer.from('jpeg'), 'image/jpeg');
  const image = await db.image.create({
    data: { ownerId: member.id, kind: 'ORDER_PHOTO', storageKey: keys[0]!, thumbKey: keys[1]!, mimeType: 'image/jpeg', width: 1, height: 1, bytes: 4 },
  });

  jest.spyOn(Object.getPrototypeOf(storage), 'delete').mockRejectedValue(new Error('store unavailable'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await deletePhoto(db, { memberId: member.id, role: 'MEMBER' } as never, image.id);
  jest.restoreAllMocks();
  expect(await db.image.count({ where: { id: image.id } })).toBe(0);
  expect(await Promise.all(keys.map(stored))).toEqual([true, true]);

  // Within the grace the caller's own deletion is trusted.
  expect(await sweepFileDeletions(db, new Date())).toMatchObject({ tickets: 0 });
  expect(await sweepFileDeletions(db, later(FILE_TICKET_GRACE_MS))).toEqual({ tickets: 1, files: 2, fileErrors: 0 });
  expect(await Promise.all(keys.map(stored))).toEqual([false, false]);
  expect(await sweepFileDeletions(db, later(2 * FILE_TICKET_GRACE_MS))).toEqual({ tickets: 0, files: 0, fileErrors: 0 });
  const ticket = await db.auditLog.findMany({ where: { entity: FILE_TICKET }, orderBy: { id: 'asc' } });
  expect(ticket.map((row) => row.action)).toEqual(['files.deletePending', 'files.deleted']);
  expect(ticket[0]!.data).toMatchObject({ keys, why: 'order photo' });
});

test('a key the store keeps refusing leaves its ticket open for the next sweep; two sweeps close a ticket once', async () => {
  const db = testDb.db;
  const key = `test/${Date.now()}-refused.jpg`;
  await getStorage().put(key, Buffer.from('jpeg'), 'image/jpeg');
  await db.$transaction((tx) => queueFileDeletion(tx, [key], 'test'));
  const spy = jest.spyOn(Object.getPrototypeOf(getStorage()), 'delete').mockRejectedValueOnce(new Error('store unavailable'));
  expect(await sweepFileDeletions(db, later(FILE_TICKET_GRACE_MS))).toEqual({ tickets: 0, files: 0, fileErrors: 1 });
  spy.mockRestore();
  const results = await Promise.all([sweepFileDeletions(db, later(FILE_TICKET_GRACE_MS)), sweepFileDeletions(db, later(FILE_TICKET_GRACE_MS))]);
  expect(results.reduce((sum, counts) => sum + (counts.tickets ?? 0), 0)).toBe(1);
  expect(await stored(key)).toBe(false);
});
