// Streams one of our stored (re-encoded) images with the headers every photo answer carries: private
// cache only (the URL needs the session), nosniff and a sandboxing CSP, so a browser never treats the
// bytes as anything else. The `respond` of the order-photo and profile-photo routes.
import { pipeline } from 'node:stream/promises';
import type { NextApiResponse } from 'next';
import type { StoredObject } from '../storage';

/** A photo never changes under its id; an hour keeps the wizard fast without keeping it for long. */
const CACHE_SECONDS = 3600;

/** What a photo route answers with: the stored object and how to label it. */
export interface StoredImage {
  object: StoredObject;
  contentType: string;
  filename: string;
}

export async function sendStoredImage(res: NextApiResponse, image: StoredImage): Promise<void> {
  res.statusCode = 200;
  res.setHeader('Content-Type', image.contentType);
  res.setHeader('Content-Length', String(image.object.size));
  res.setHeader('Cache-Control', `private, max-age=${CACHE_SECONDS}`);
  res.setHeader('Vary', 'Cookie');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Content-Disposition', `inline; filename="${image.filename}"`);
  await pipeline(image.object.body, res);
}
