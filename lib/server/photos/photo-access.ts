// Who may see an order photo: its owner, and staff or admins (who check orders against their photos).
// Anyone else gets exactly the answer of an id that does not exist (404), so ids cannot be probed.
import type { Image } from '@/lib/server/db/generated/client';
import type { Role } from '@/lib/server/db/generated/enums';
import { PHOTO_ERRORS, type PhotoSize, type PhotoUploadResult, photoUrl } from '@/lib/shared/photos';
import { AppError } from '../errors/app-error';
import { isStaffRole } from '@/lib/shared/staff/roles';

export const photoNotFound = () => new AppError('NOT_FOUND', 'Photo not found.', PHOTO_ERRORS.notFound);

export function canSeeAnyPhoto(role: Role): boolean {
  return isStaffRole(role);
}

/**
 * The id from the route (`/api/photos/[id]`, or a certificate scan's `[imageId]`); anything but a positive 32-bit
 * integer is not found (`notFound`: the route's own answer for a missing image).
 */
export function parsePhotoId(value: unknown, notFound: () => AppError = photoNotFound): number {
  const text = Array.isArray(value) ? undefined : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw notFound();
  return Number(text);
}

/** `?size=` of an order or profile photo: full by default, thumb, anything else a 400. */
export function parsePhotoSize(value: unknown): PhotoSize {
  if (value === undefined || value === 'full') return 'full';
  if (value === 'thumb') return 'thumb';
  throw new AppError('BAD_REQUEST', 'Unknown photo size.', PHOTO_ERRORS.badSize);
}

export function toPhotoView(image: Pick<Image, 'id' | 'width' | 'height' | 'cardsInPhoto'>): PhotoUploadResult {
  return { id: image.id, thumbUrl: photoUrl(image.id, 'thumb'), width: image.width, height: image.height, cardsInPhoto: image.cardsInPhoto };
}
