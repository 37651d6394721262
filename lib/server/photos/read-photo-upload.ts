// Reads the multipart body of an image upload with busboy: exactly one file (field `file`), at most
// MAX_PHOTO_BYTES, and a few short text fields the route names — `cardsInPhoto` for POST /api/photos, `kind` for a
// certificate's scans (issue #10). Nothing from the part headers (file name, declared type) is trusted or kept: the
// content decides (process-photo.ts). Routes call it (Next's body parser is off for them); services get the parsed
// file through an upload source.
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { MAX_PHOTO_BYTES, PHOTO_ERRORS, parseCardsInPhotoField } from '@/lib/shared/photos';
import { PhotoUploadError } from './photo-error';

export interface PhotoUpload {
  bytes: Buffer;
  cardsInPhoto: number;
}

/** One uploaded file and the text fields the route asked for: absent ones are missing, one past 64 bytes is null. */
export interface ImageUpload<F extends string = string> {
  bytes: Buffer;
  fields: Partial<Record<F, string | null>>;
}

/**
 * The file of an upload, read when the service asks for it: after its cheap refusals (rate limit, photo
 * allowance), so a refused member's body is never read. Jobs and tools pass `async () => ({ bytes, … })`.
 */
export type PhotoUploadSource = () => Promise<PhotoUpload>;

/** Room for the multipart boundaries and the small fields around the file. */
const ENVELOPE_BYTES = 64 * 1024;
/** The largest request body an upload route reads: the reverse proxy refuses larger ones (deploy/nginx). */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_PHOTO_BYTES + ENVELOPE_BYTES;

/** An order photo: the file and its `cardsInPhoto` (absent or blank: 1; anything but 1–6 is refused). */
export async function readPhotoUpload(req: IncomingMessage): Promise<PhotoUpload> {
  const { bytes, fields } = await readImageUpload(req, ['cardsInPhoto']);
  const cardsInPhoto = fields.cardsInPhoto === null ? null : parseCardsInPhotoField(fields.cardsInPhoto);
  if (cardsInPhoto === null) throw new PhotoUploadError(PHOTO_ERRORS.cardsInPhoto);
  return { bytes, cardsInPhoto };
}

/**
 * One file and the text fields named in `fieldNames` (others are ignored). The refusals are PhotoUploadErrors, the
 * same for every image upload; what a field may hold is the caller's to check.
 */
export function readImageUpload<F extends string>(req: IncomingMessage, fieldNames: readonly F[]): Promise<ImageUpload<F>> {
  if (!/^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '')) return Promise.reject(new PhotoUploadError(PHOTO_ERRORS.noFile));
  // Refuse a declared oversize body before reading a byte of it.
  if (Number(req.headers['content-length'] ?? 0) > MAX_UPLOAD_REQUEST_BYTES) {
    return Promise.reject(new PhotoUploadError(PHOTO_ERRORS.tooLarge, 'PAYLOAD_TOO_LARGE'));
  }
  return new Promise<ImageUpload<F>>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: MAX_PHOTO_BYTES, fields: 4, fieldSize: 64, parts: 6, headerPairs: 20 } });
    } catch {
      reject(new PhotoUploadError(PHOTO_ERRORS.malformed));
      return;
    }
    const chunks: Buffer[] = [];
    let fileSeen = false;
    const fields: Partial<Record<F, string | null>> = {};
    let settled = false;

    // The first problem wins; the rest of the body is read and dropped so the answer reaches the browser.
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      chunks.length = 0;
      req.unpipe(parser);
      req.resume();
      reject(error);
    };

    parser.on('file', (name, stream) => {
      if (name !== 'file' || fileSeen) {
        stream.on('error', () => undefined).resume();
        fail(new PhotoUploadError(fileSeen ? PHOTO_ERRORS.tooManyFiles : PHOTO_ERRORS.noFile));
        return;
      }
      fileSeen = true;
      stream.on('data', (chunk: Buffer) => {
        if (!settled) chunks.push(chunk);
      });
      stream.on('limit', () => fail(new PhotoUploadError(PHOTO_ERRORS.tooLarge, 'PAYLOAD_TOO_LARGE')));
      stream.on('error', () => fail(new PhotoUploadError(PHOTO_ERRORS.malformed)));
    });
    parser.on('field', (name, value, info) => {
      if (!(fieldNames as readonly string[]).includes(name)) return;
      fields[name as F] = info.valueTruncated ? null : value;
    });
    parser.on('filesLimit', () => fail(new PhotoUploadError(PHOTO_ERRORS.tooManyFiles)));
    parser.on('partsLimit', () => fail(new PhotoUploadError(PHOTO_ERRORS.malformed)));
    parser.on('fieldsLimit', () => fail(new PhotoUploadError(PHOTO_ERRORS.malformed)));
    parser.on('error', () => fail(new PhotoUploadError(PHOTO_ERRORS.malformed)));
    req.on('error', () => fail(new PhotoUploadError(PHOTO_ERRORS.malformed)));
    // The browser gave up (tab closed, network lost) before the body ended.
    req.on('close', () => {
      if (!req.complete) fail(new PhotoUploadError(PHOTO_ERRORS.malformed));
    });
    parser.on('close', () => {
      if (settled) return;
      if (!fileSeen || chunks.length === 0) return fail(new PhotoUploadError(PHOTO_ERRORS.noFile));
      settled = true;
      resolve({ bytes: Buffer.concat(chunks), fields });
    });
    req.pipe(parser);
  });
}
