// The strict yup field builders every request schema shares: a hostile or buggy client's wrong types are
// refused, never converted ("5" is not 5, 1 is not true, a number is not text). Each takes the
// translation keys of its schema's namespace, so a field says what is wrong in the form's own words.
import { boolean, number, string } from 'yup';

/** Messages of the text builders: the schema's wrong-type and too-long keys. */
export interface TextMessages {
  wrongType: string;
  tooLong: string;
}

/** The largest id a PostgreSQL integer column holds. */
const MAX_ID = 2_147_483_647;

/** Only a string is accepted (numbers, arrays, objects are refused, not converted); trimmed. */
export function strictString(wrongType: string) {
  return string()
    .transform((_value: unknown, original: unknown) => (typeof original === 'string' ? original.trim() : original))
    .typeError(wrongType);
}

/** An optional text answer: only a string, trimmed, and a blank answer counts as not given. */
export function optionalText(max: number, messages: TextMessages) {
  return string()
    .transform((_value: unknown, original: unknown) => (typeof original === 'string' ? original.trim() || undefined : original))
    .typeError(messages.wrongType)
    .nonNullable(messages.wrongType)
    .max(max, messages.tooLong);
}

/** Text that may be empty; trimmed; null counts as empty. */
export function textOrEmpty(max: number, messages: TextMessages) {
  return string()
    .transform((_value: unknown, original: unknown) =>
      original === null || original === undefined ? '' : typeof original === 'string' ? original.trim() : original,
    )
    .typeError(messages.wrongType)
    .max(max, messages.tooLong)
    .default('');
}

/** An integer that arrived as a number (not "5", not 5.5); null and absent stay null. */
export function nullableInt(wrongType: string) {
  return number()
    .transform((_value: unknown, original: unknown) =>
      original === null || original === undefined ? null : typeof original === 'number' ? original : Number.NaN,
    )
    .typeError(wrongType)
    .nullable()
    .integer(wrongType);
}

/** A row id: a whole number from 1 to the database's integer limit; null and absent stay null. */
export function positiveId(wrongType: string) {
  return nullableInt(wrongType).min(1, wrongType).max(MAX_ID, wrongType);
}

/** Only a real boolean: "true", 1 or "on" are refused, not converted. */
export function strictBoolean(wrongType: string) {
  return boolean()
    .transform((_value: unknown, original: unknown) => original)
    .typeError(wrongType);
}

/** One of the given strings, exactly as sent (no trimming, no case change). */
export function oneOfStrings<T extends string>(values: readonly T[], message: string) {
  return string<T>()
    .transform((_value: unknown, original: unknown) => original)
    .typeError(message)
    .oneOf(values, message);
}

/**
 * Digits as typed (full-width too) → a number; blank → not given; anything else → NaN (the type error). A number is
 * taken as it is (a page's own calls); "1e3", "0x10", " 12 5" are not digits.
 */
export function typedDigits(maxLength: number) {
  return number().transform((_value: unknown, original: unknown) => {
    if (original === undefined || original === null) return undefined;
    if (typeof original === 'number') return original;
    if (typeof original !== 'string') return Number.NaN;
    const folded = original.normalize('NFKC').trim();
    if (folded === '') return undefined;
    return folded.length <= maxLength && /^\d+$/.test(folded) ? Number(folded) : Number.NaN;
  });
}
