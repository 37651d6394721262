/** A certificate serial is exactly 7 digits (SPEC.md §5, §9). */
export const SERIAL_PATTERN = /^\d{7}$/;

export function isSerial(value: unknown): value is string {
  return typeof value === 'string' && SERIAL_PATTERN.test(value);
}

/** The public page of a certificate (the certification lookup's result). */
export function certificatePath(serial: string): string {
  return `/certification/${serial}`;
}
