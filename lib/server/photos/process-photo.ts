// Turns an uploaded file into the two images we keep (docs/decisions/0005-photos.md): the type is decided
// by the content (magic bytes, then sharp's decoder must agree), sizes are checked before decoding, the
// photo is turned upright by its EXIF orientation and re-encoded, which drops ALL metadata (GPS, camera,
// owner names): sharp writes none unless asked to.
import sharp, { type Metadata, type Sharp } from 'sharp';
import { MAX_PHOTO_PIXELS, MAX_PHOTO_SIDE, MIN_PHOTO_SIDE, PHOTO_ERRORS } from '@/lib/shared/photos';
import { PhotoUploadError } from './photo-error';
import { isHevcBrand, isOtherImageType, sniffImageType } from './sniff-image';

export const FULL_MAX_SIDE = 3000;
export const FULL_QUALITY = 85;
export const THUMB_MAX_SIDE = 360;

export interface ProcessedPhoto {
  full: Buffer;
  fullType: 'image/jpeg';
  thumb: Buffer;
  thumbType: 'image/webp';
  width: number;
  height: number;
}

// Decoding a 64 MP photo takes a few hundred MB: a few at a time per instance keeps memory bounded.
const MAX_PARALLEL = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

// 'error' aborts on truncated or corrupt pixel data; 'warning' would also refuse common phone JPEGs with
// harmless quirks.
const INPUT = { failOn: 'error', limitInputPixels: MAX_PHOTO_PIXELS } as const;

async function readMetadata(bytes: Buffer): Promise<Metadata> {
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw new PhotoUploadError(isOtherImageType(bytes) ? PHOTO_ERRORS.unsupportedType : PHOTO_ERRORS.notAnImage);
  let metadata: Metadata;
  try {
    // Header only, no pixels decoded: the size checks below decide before any decoding happens.
    metadata = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoUploadError(isHevcBrand(bytes) ? PHOTO_ERRORS.heicUnsupported : PHOTO_ERRORS.damaged);
  }
  if (metadata.format !== sniffed) throw new PhotoUploadError(PHOTO_ERRORS.notAnImage);
  return metadata;
}

function checkDimensions(metadata: Metadata): void {
  const { width, height } = metadata;
  if (!width || !height) throw new PhotoUploadError(PHOTO_ERRORS.damaged);
  if (Math.min(width, height) < MIN_PHOTO_SIDE) throw new PhotoUploadError(PHOTO_ERRORS.tooSmall);
  if (Math.max(width, height) > MAX_PHOTO_SIDE) throw new PhotoUploadError(PHOTO_ERRORS.tooBig);
  if (width * height > MAX_PHOTO_PIXELS) throw new PhotoUploadError(PHOTO_ERRORS.tooManyPixels);
}

/**
 * The content checks every uploaded image goes through (type by content, sizes from the header), then
 * one decode, turned upright by its EXIF orientation, handed to `render` within the decode slots. What
 * `render` encodes carries no metadata unless it asks for some. Order photos and profile photos both
 * come through here; a decoding failure inside `render` becomes the upload's reason.
 */
export async function decodeCheckedImage<T>(bytes: Buffer, render: (upright: Sharp) => Promise<T>): Promise<T> {
  const metadata = await readMetadata(bytes);
  checkDimensions(metadata);
  return withSlot(async () => {
    try {
      return await render(sharp(bytes, { ...INPUT, autoOrient: true }));
    } catch {
      // HEVC-coded HEIF passes the header read but this sharp build has no HEVC decoder (patents).
      if (metadata.format === 'heif' && (metadata.compression === 'hevc' || isHevcBrand(bytes))) throw new PhotoUploadError(PHOTO_ERRORS.heicUnsupported);
      throw new PhotoUploadError(PHOTO_ERRORS.damaged);
    }
  });
}

export function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  return decodeCheckedImage(bytes, async (upright) => {
    const full = await upright
      .resize({ width: FULL_MAX_SIDE, height: FULL_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: FULL_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(full.data)
      .resize({ width: THUMB_MAX_SIDE, height: THUMB_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { full: full.data, fullType: 'image/jpeg', thumb, thumbType: 'image/webp', width: full.info.width, height: full.info.height };
  });
}
