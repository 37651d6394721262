// GET /api/member/photo/[mbId]?size=full|thumb&v=<id>: a member's profile photo. There are no public
// profiles yet, so only the member and staff see it; anyone else gets the 404 of a missing photo (the
// order-photo rule, photo-access.ts), so member ids cannot be probed. The route streams the file.
import type { DbOrTx } from '@/lib/server/db/client';
import { canSeeAnyPhoto, photoNotFound } from '@/lib/server/photos/photo-access';
import type { StoredImage } from '@/lib/server/photos/send-stored-image';
import { getStorage } from '@/lib/server/storage';
import type { AccessClaims } from '../../auth/access-token';
import type { ProfilePhotoSize } from './profile-photo-view';

const one = (value: unknown) => (Array.isArray(value) ? undefined : value);

/** Member ids are UUIDs; anything else (path tricks, SQL, 10 kB) is simply not found. */
export function parseMbId(value: unknown): string {
  const text = one(value);
  if (typeof text !== 'string' || !/^[A-Za-z0-9-]{1,64}$/.test(text)) throw photoNotFound();
  return text;
}

/** `v` names the photo the URL was made for: a replaced photo's URL no longer answers. */
export function parsePhotoVersion(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const text = one(value);
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw photoNotFound();
  return Number(text);
}

export interface ProfilePhotoRequest {
  mbId: string;
  size: ProfilePhotoSize;
  version?: number;
}

export async function getProfilePhotoFile(
  db: DbOrTx,
  session: Pick<AccessClaims, 'memberId' | 'role'>,
  { mbId, size, version }: ProfilePhotoRequest,
): Promise<StoredImage> {
  const image = await db.image.findFirst({
    where: {
      kind: 'PROFILE',
      owner: { mbId, mbStatus: { not: 'WITHDRAWN' } },
      ...(version ? { id: version } : {}),
      ...(canSeeAnyPhoto(session.role) ? {} : { ownerId: session.memberId }),
    },
    orderBy: { id: 'desc' },
    select: { id: true, storageKey: true, thumbKey: true, mimeType: true },
  });
  if (!image) throw photoNotFound();
  const key = size === 'thumb' && image.thumbKey ? image.thumbKey : image.storageKey;
  const object = await getStorage().get(key);
  if (!object) throw photoNotFound();
  return { object, contentType: image.mimeType, filename: `profile-${size}.jpg` };
}
