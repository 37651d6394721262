// A refused upload: SPEC.md §8 'Image Upload Failed' plus the reason, as a translation key the dropzone
// shows in the member's language and its English text. The shared handler sends only code and message
// for an AppError, so upload routes wrap their handler with withPhotoErrors to add the reason.
import type { NextApiRequest, NextApiResponse } from 'next';
import type { RouteHandler } from '@/lib/server/api/handler';
import type { ApiEnvelope } from '@/lib/shared/errors';
import { PHOTO_ERRORS, type PhotoErrorKey } from '@/lib/shared/photos';
import { AppError } from '../errors/app-error';
import { translateServer } from '../i18n/translate-server';

export class PhotoUploadError extends AppError {
  constructor(
    readonly reason: PhotoErrorKey,
    code: 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE' = 'BAD_REQUEST',
  ) {
    super(code, 'Image Upload Failed', reason);
    this.name = 'PhotoUploadError';
  }
}

export function photoErrorBody(error: PhotoUploadError): ApiEnvelope<never> {
  return {
    code: error.code,
    message: translateServer('en', PHOTO_ERRORS.uploadFailed),
    errors: [{ path: 'file', key: error.reason, message: translateServer('en', error.reason) }],
  };
}

/** Answers a PhotoUploadError with its reason; every other error goes on to the shared handler. */
export function withPhotoErrors(route: RouteHandler): RouteHandler {
  return async (req: NextApiRequest, res: NextApiResponse) => {
    try {
      return await route(req, res);
    } catch (error) {
      if (!(error instanceof PhotoUploadError) || res.headersSent) throw error;
      res.status(error.status).json(photoErrorBody(error));
    }
  };
}
