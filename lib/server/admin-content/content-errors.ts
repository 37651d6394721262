// Refusals of the content tools (issue #10), each with its adminContent key.
import { CONTENT_ERRORS } from '@/lib/shared/schemas/admin-content/content-errors';
import { AppError } from '../errors/app-error';

/** An id that names no row (deleted meanwhile by another admin, or never there). */
export const contentNotFound = () => new AppError('NOT_FOUND', 'Not found.', CONTENT_ERRORS.notFound);

/** A field the form shows the refusal under. */
export const fieldRefused = (code: 'VALIDATION' | 'CONFLICT', path: string, key: string, message: string) =>
  new AppError(code, message, key, { errors: [{ path, key, message }] });

export const slugTaken = () => fieldRefused('CONFLICT', 'slug', CONTENT_ERRORS.slugTaken, 'Another notice or event already uses this address.');
