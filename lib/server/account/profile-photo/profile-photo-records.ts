// The stored side of a member's profile photo: the Image rows of kind PROFILE and their files. Rows are
// removed inside the caller's transaction; the files only after it commits, so a failure leaves an
// unreachable file, never a row (or a member URL) without its file.
import type { Tx } from '@/lib/server/db/client';
import type { Role } from '@/lib/server/db/generated/enums';
import { getStorage } from '@/lib/server/storage';
import { queueFileDeletion } from '../../jobs/file-deletions';

/** Deletes the owner's PROFILE image rows (the owner acts: the file ticket's actor) and returns their storage keys (for deleteStoredFiles). */
export async function takeProfilePhotos(tx: Tx, owner: { id: number; role: Role }): Promise<string[]> {
  const memberId = owner.id;
  const rows = await tx.image.findMany({ where: { ownerId: memberId, kind: 'PROFILE' }, select: { id: true, storageKey: true, thumbKey: true } });
  if (rows.length === 0) return [];
  await tx.image.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } });
  const keys = rows.flatMap((row) => (row.thumbKey ? [row.storageKey, row.thumbKey] : [row.storageKey]));
  // A deletion lost after the commit is finished by the file-deletions sweep (decision 0027).
  await queueFileDeletion(tx, keys, 'profile photo', owner);
  return keys;
}

/** Removes files after the commit; never throws (a leftover file is logged, the member's action stands). */
export async function deleteStoredFiles(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const storage = getStorage();
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  for (const result of results) if (result.status === 'rejected') console.error('profile photo file not deleted', result.reason);
}
