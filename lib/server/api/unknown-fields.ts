// Issue #24: a body field the route's schema does not declare is refused, never dropped. A staff refund sent with
// `amount` refunded the whole order because yup's stripUnknown threw the amount away without a word: the caller
// believed it had asked for a partial refund. So every body is walked with its schema first, at any depth (nested
// objects, arrays of objects, the branch a `when` or `lazy` picks for the value sent), and each field it does not
// know is a 400 naming its path (`amount`, `cards[2].grade`). Query strings stay lenient (decision 0030).
import { type AnySchema, type InferType, type Schema, isSchema } from 'yup';
import type { FieldError } from '@/lib/shared/errors';
import { AppError } from '../errors/app-error';
import { translateServer } from '../i18n/translate-server';
import { joinPath } from './request-gate';

export const UNKNOWN_FIELD = 'errors:unknownField';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

type Walkable = AnySchema & { fields?: Record<string, unknown>; innerType?: unknown; spec: { types?: unknown } };

/**
 * The paths of the fields in `value` that `schema` does not declare, in the order they were sent. An object schema
 * without fields (`object()`) and `mixed` accept anything; null, scalars and values of the wrong type are left to
 * the schema's own validation.
 */
export function unknownFieldPaths(schema: Schema | unknown, value: unknown, path = '', parent?: unknown): string[] {
  if (!isSchema(schema) || value === null || typeof value !== 'object') return [];
  // resolve() picks the branch of a `when` (from the raw siblings) or a `lazy` for this value.
  const resolved = (schema as AnySchema).resolve({ value, parent }) as Walkable;
  if (resolved.type === 'object' && isRecord(value)) {
    const fields = resolved.fields ?? {};
    if (Object.keys(fields).length === 0) return [];
    return Object.keys(value).flatMap((key) =>
      Object.hasOwn(fields, key) ? unknownFieldPaths(fields[key], value[key], joinPath(path, key), value) : [joinPath(path, key)],
    );
  }
  if (resolved.type === 'array' && Array.isArray(value)) {
    return value.flatMap((item, index) => unknownFieldPaths(resolved.innerType, item, joinPath(path, index), value));
  }
  if (resolved.type === 'tuple' && Array.isArray(value) && Array.isArray(resolved.spec.types)) {
    const types = resolved.spec.types as unknown[];
    return value.flatMap((item, index) => unknownFieldPaths(types[index], item, joinPath(path, index), value));
  }
  return [];
}

export function unknownFieldError(paths: string[]): AppError {
  const errors: FieldError[] = paths.map((path) => ({ path, key: UNKNOWN_FIELD, message: translateServer('en', UNKNOWN_FIELD) }));
  return new AppError('VALIDATION', errors[0]!.message, UNKNOWN_FIELD, { errors });
}

/** Throws a 400 naming every field the schema does not declare. */
export function assertNoUnknownFields(schema: Schema, body: unknown): void {
  const paths = unknownFieldPaths(schema, body);
  if (paths.length > 0) throw unknownFieldError(paths);
}

/**
 * A request body checked by its schema: unknown fields refused (above), then yup's validation with every error at once.
 * stripUnknown stays as a second line: a `when` resolved on the cast value could pick another branch than the walk.
 */
export async function validateBody<S extends Schema>(schema: S, body: unknown): Promise<InferType<S>> {
  assertNoUnknownFields(schema, body);
  return schema.validate(body, { abortEarly: false, stripUnknown: true });
}
