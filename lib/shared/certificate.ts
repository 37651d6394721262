/** A certificate serial is exactly 7 digits (docs/product/grading.md#certificate-serials). */
export const SERIAL_PATTERN = /^\d{7}$/;

export function isSerial(value: unknown): value is string {
  return typeof value === 'string' && SERIAL_PATTERN.test(value);
}

/** The public page of a certificate (the certification lookup's result). */
export function certificatePath(serial: string): string {
  return `/certification/${serial}`;
}

/**
 * The query of a label's QR code, `/certification/<serial>?k=<kid>&s=<sig>`: the id of the key that signed
 * it and the signature (docs/product/certificates.md#qr-signature, docs/decisions/0012-label-signature.md).
 * One letter each: every character makes the printed code denser.
 */
export const LABEL_QUERY = { kid: 'k', sig: 's' } as const;
