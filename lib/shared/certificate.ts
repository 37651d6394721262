/** A certificate serial is exactly 7 digits (docs/product/grading.md#certificate-serials). */
export const SERIAL_PATTERN = /^\d{7}$/;

export function isSerial(value: unknown): value is string {
  return typeof value === 'string' && SERIAL_PATTERN.test(value);
}

/** The public page of a certificate (the certification lookup's result). */
export function certificatePath(serial: string): string {
  return `/certification/${serial}`;
}
