// DELETE /api/photos/[id]: the owner removes a photo while it belongs to no order. Once attached, the
// photo is part of the order's record (staff compare the cards with it): 409.
import { recordAudit, sessionActor } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import { PHOTO_ERRORS } from '@/lib/shared/photos';
import type { AccessClaims } from '../auth/access-token';
import { AppError } from '../errors/app-error';
import { queueFileDeletion } from '../jobs/file-deletions';
import { getStorage } from '../storage';
import { photoNotFound } from './photo-access';

export async function deletePhoto(db: Db, session: Pick<AccessClaims, 'memberId' | 'role'>, id: number): Promise<{ id: number }> {
  const keys = await db.$transaction(async (tx) => {
    const image = await tx.image.findFirst({ where: { id, ownerId: session.memberId, kind: 'ORDER_PHOTO' } });
    if (!image) throw photoNotFound();
    // Conditional delete: an attach committed since the read above wins.
    const { count } = await tx.image.deleteMany({ where: { id, gradingOrderId: null } });
    if (count === 0) throw new AppError('CONFLICT', 'This photo is part of an order and cannot be deleted.', PHOTO_ERRORS.attachedUndeletable);
    await recordAudit(tx, { actor: sessionActor(session), action: 'photo.deleted', entity: 'Image', entityId: String(id) });
    const keys = [image.storageKey, image.thumbKey].filter((key): key is string => Boolean(key));
    // A deletion lost after the commit is finished by the file-deletions sweep (decision 0027).
    await queueFileDeletion(tx, keys, 'order photo', sessionActor(session));
    return keys;
  });
  // After the commit: a failure here leaves an unreachable file, never a row without its file.
  const storage = getStorage();
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  for (const result of results) if (result.status === 'rejected') console.error('photo file not deleted', result.reason);
  return { id };
}
