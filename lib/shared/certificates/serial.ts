// What a visitor types or scans as a serial, made into the 7 digits of docs/product/grading.md#certificate-serials
// (docs/product/certificates.md#certificate-lookup): full-width digits as Taiwanese and Korean input methods type
// them ("４８２９１７３") are digits, and the spaces or dashes people copy from a label or a listing
// ("4829 173", "4829-173") are dropped. Anything else — a letter, a sign, 8 digits — is not a serial.
import { SERIAL_PATTERN } from '../certificate';

/** Longer input is refused before any work is done on it (a 100 kB "serial" costs nothing). */
export const MAX_SERIAL_INPUT = 40;

export type SerialProblem = 'required' | 'format';

export type SerialParse = { serial: string } | { problem: SerialProblem };

const SEPARATORS = /[\s\-‐-―−ー・.]/gu;

/** The serial in `input`, or why there is none. Never throws. */
export function parseSerial(input: unknown): SerialParse {
  if (typeof input !== 'string') return { problem: input === undefined || input === null ? 'required' : 'format' };
  if (input.length > MAX_SERIAL_INPUT) return { problem: 'format' };
  const serial = input.normalize('NFKC').replace(SEPARATORS, '');
  if (serial === '') return { problem: 'required' };
  return SERIAL_PATTERN.test(serial) ? { serial } : { problem: 'format' };
}

/** The serial in `input`, or null. */
export function normaliseSerial(input: unknown): string | null {
  const parsed = parseSerial(input);
  return 'serial' in parsed ? parsed.serial : null;
}
