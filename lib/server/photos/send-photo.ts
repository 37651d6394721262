// GET /api/photos/[id]?size=thumb|full: the image bytes, to the owner or to staff (photo-access.ts).
// Private cache only (the URL needs the session); the stored files are our own re-encoded JPEG/WebP, and
// nosniff plus a sandboxing CSP make sure a browser never treats them as anything else.
import { pipeline } from 'node:stream/promises';
import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/lib/server/db/client';
import { PHOTO_ERRORS, type PhotoSize } from '@/lib/shared/photos';
import { requireSession } from '../auth/session';
import { AppError } from '../errors/app-error';
import { type StoredObject, getStorage } from '../storage';
import { canSeeAnyPhoto, parsePhotoId, photoNotFound } from './photo-access';

/** A photo never changes under its id; an hour keeps the wizard fast without keeping it for long. */
const CACHE_SECONDS = 3600;

function parseSize(value: unknown): PhotoSize {
  if (value === undefined || value === 'full') return 'full';
  if (value === 'thumb') return 'thumb';
  throw new AppError('BAD_REQUEST', 'Unknown photo size.', PHOTO_ERRORS.badSize);
}

export async function sendPhoto(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const session = await requireSession(req);
  const id = parsePhotoId(req.query.id);
  const size = parseSize(req.query.size);
  const db = await getDb();
  const image = await db.image.findFirst({
    where: { id, kind: 'ORDER_PHOTO', ...(canSeeAnyPhoto(session.role) ? {} : { ownerId: session.memberId }) },
    select: { id: true, storageKey: true, thumbKey: true, mimeType: true },
  });
  if (!image) throw photoNotFound();
  const key = size === 'thumb' && image.thumbKey ? image.thumbKey : image.storageKey;
  const object = await getStorage().get(key);
  if (!object) throw photoNotFound();

  await sendStoredImage(res, object, {
    contentType: key === image.storageKey ? image.mimeType : object.contentType,
    filename: `photo-${image.id}-${size}.${key.endsWith('.webp') ? 'webp' : 'jpg'}`,
  });
}

/**
 * Streams one of our stored (re-encoded) images with the headers every photo answer carries: private
 * cache only (the URL needs the session), nosniff and a sandboxing CSP. Profile photos use it too.
 */
export async function sendStoredImage(res: NextApiResponse, object: StoredObject, options: { contentType: string; filename: string }): Promise<void> {
  res.statusCode = 200;
  res.setHeader('Content-Type', options.contentType);
  res.setHeader('Content-Length', String(object.size));
  res.setHeader('Cache-Control', `private, max-age=${CACHE_SECONDS}`);
  res.setHeader('Vary', 'Cookie');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Content-Disposition', `inline; filename="${options.filename}"`);
  await pipeline(object.body, res);
}
