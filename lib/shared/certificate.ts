/** A certificate serial is exactly 7 digits (SPEC.md §5, §9). */
export const SERIAL_PATTERN = /^\d{7}$/;

export function isSerial(value: unknown): value is string {
  return typeof value === 'string' && SERIAL_PATTERN.test(value);
}
