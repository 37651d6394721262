// Streams one of our stored (re-encoded) images with the headers every photo answer carries: nosniff and a
// sandboxing CSP, so a browser never treats the bytes as anything else. The `respond` of the order-photo and
// profile-photo routes (private cache only: the URL needs the session) and of a certificate's public scans (issue
// #10: cached by anyone for a year — an image id never changes its bytes, a new scan is a new id).
import { pipeline } from 'node:stream/promises';
import type { NextApiResponse } from 'next';
import type { StoredObject } from '../storage';

/** A photo never changes under its id; an hour keeps the wizard fast without keeping it for long. */
const CACHE_SECONDS = 3600;
/** Public scans: a year, the conventional longest lifetime; `immutable` spares even the revalidation on reload. */
const PUBLIC_CACHE_SECONDS = 365 * 24 * 3600;

/** `private`: the session's own photos; `public-immutable`: anyone's, and never changed under the same URL. */
export type ImageCache = 'private' | 'public-immutable';

/** What a photo route answers with: the stored object and how to label it. */
export interface StoredImage {
  object: StoredObject;
  contentType: string;
  filename: string;
}

export async function sendStoredImage(res: NextApiResponse, image: StoredImage, cache: ImageCache = 'private'): Promise<void> {
  res.statusCode = 200;
  res.setHeader('Content-Type', image.contentType);
  res.setHeader('Content-Length', String(image.object.size));
  if (cache === 'public-immutable') {
    res.setHeader('Cache-Control', `public, max-age=${PUBLIC_CACHE_SECONDS}, immutable`);
  } else {
    res.setHeader('Cache-Control', `private, max-age=${CACHE_SECONDS}`);
    res.setHeader('Vary', 'Cookie');
  }
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Content-Disposition', `inline; filename="${image.filename}"`);
  await pipeline(image.object.body, res);
}
