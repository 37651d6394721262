// GET /api/member/photo/[mbId]?size=full|thumb&v=<id>: a member's profile photo. There are no public
// profiles yet, so only the member and staff see it; anyone else gets the 404 of a missing photo (the
// order-photo rule, photo-access.ts), so member ids cannot be probed.
import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/lib/server/db/client';
import { canSeeAnyPhoto, photoNotFound } from '@/lib/server/photos/photo-access';
import { sendStoredImage } from '@/lib/server/photos/send-photo';
import { getStorage } from '@/lib/server/storage';
import { PHOTO_ERRORS } from '@/lib/shared/photos';
import { requireSession } from '../../auth/session';
import { AppError } from '../../errors/app-error';
import type { ProfilePhotoSize } from './profile-photo-view';

const one = (value: unknown) => (Array.isArray(value) ? undefined : value);

/** Member ids are UUIDs; anything else (path tricks, SQL, 10 kB) is simply not found. */
function parseMbId(value: unknown): string {
  const text = one(value);
  if (typeof text !== 'string' || !/^[A-Za-z0-9-]{1,64}$/.test(text)) throw photoNotFound();
  return text;
}

function parseSize(value: unknown): ProfilePhotoSize {
  if (value === undefined || value === 'full') return 'full';
  if (value === 'thumb') return 'thumb';
  throw new AppError('BAD_REQUEST', 'Unknown photo size.', PHOTO_ERRORS.badSize);
}

/** `v` names the photo the URL was made for: a replaced photo's URL no longer answers. */
function parseVersion(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const text = one(value);
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw photoNotFound();
  return Number(text);
}

export async function sendProfilePhoto(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const session = await requireSession(req);
  const mbId = parseMbId(req.query.mbId);
  const size = parseSize(req.query.size);
  const version = parseVersion(req.query.v);
  const db = await getDb();
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
  await sendStoredImage(res, object, { contentType: image.mimeType, filename: `profile-${size}.jpg` });
}
