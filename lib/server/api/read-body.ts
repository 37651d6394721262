// Issue #24: every API answer is the `{ code, message, data }` envelope, refusals of the body included. Next's body
// parser answers malformed JSON ("Invalid JSON"), a body past its limit and a broken stream in plain text, before
// any of our code runs, so every route file turns it off (`export const config = { api: { bodyParser: false } }`,
// checked by tests/lint/api-body-parser.test.ts) and apiHandler reads the body here (decision 0030). Same limit as
// Next's default (1 MB) and the same values as its parser for what it accepted: JSON (an empty body is `{}`).
// What it no longer takes: a body that is not JSON (form-encoded or text) — no route reads one.
import type { IncomingMessage } from 'node:http';
import { AppError } from '../errors/app-error';
import { translateServer } from '../i18n/translate-server';

/** Next's default `bodyParser.sizeLimit` ('1mb', read by its `bytes` as 1,048,576 bytes): unchanged. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export const BODY_ERRORS = {
  malformed: 'errors:body.malformed',
  contentType: 'errors:body.contentType',
  tooLarge: 'errors:gate.tooLarge',
  unreadable: 'errors:invalidRequest',
} as const;

const refuse = (key: (typeof BODY_ERRORS)[keyof typeof BODY_ERRORS], code: 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE' = 'BAD_REQUEST') =>
  new AppError(code, translateServer('en', key), key);

/** application/json, or any `+json` type (Next's parser took application/ld+json). */
export function isJsonType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

/** The raw bytes, stopped (not drained) past `limit`: the answer is a 413, as Next's raw-body gave. */
export function readRawBytes(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(refuse(BODY_ERRORS.tooLarge, 'PAYLOAD_TOO_LARGE'));
  // Already read to its end (a test's server that parsed it first): there is nothing more to wait for.
  if (req.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        reject(refuse(BODY_ERRORS.tooLarge, 'PAYLOAD_TOO_LARGE'));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = () => {
      cleanup();
      reject(refuse(BODY_ERRORS.unreadable));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onError);
  });
}

/** The request's body as a route sees it: parsed JSON, `{}` when empty; a refusal (400/413) in our envelope otherwise. */
export async function readJsonBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<unknown> {
  const bytes = await readRawBytes(req, limit);
  if (bytes.length === 0) return {};
  if (!isJsonType(req.headers['content-type'])) throw refuse(BODY_ERRORS.contentType);
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw refuse(BODY_ERRORS.malformed);
  }
}
