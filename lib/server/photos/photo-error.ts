// A refused upload: docs/product/errors-and-messages.md#photos 'Image Upload Failed' plus the reason, as a field
// error on `file` (the translation key the dropzone shows in the member's language, and its English text). apiHandler
// sends an AppError's field errors, so the answer is { code, message: 'Image Upload Failed', errors: [...] }
// with no route of its own to catch it.
import { PHOTO_ERRORS, type PhotoErrorKey } from '@/lib/shared/photos';
import { AppError } from '../errors/app-error';
import { translateServer } from '../i18n/translate-server';

export class PhotoUploadError extends AppError {
  constructor(
    readonly reason: PhotoErrorKey,
    code: 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE' = 'BAD_REQUEST',
  ) {
    // No top-level key: the reason under `file` is what the dropzone translates.
    super(code, translateServer('en', PHOTO_ERRORS.uploadFailed), undefined, {
      errors: [{ path: 'file', key: reason, message: translateServer('en', reason) }],
    });
    this.name = 'PhotoUploadError';
  }
}
