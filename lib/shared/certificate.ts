/** A certificate serial is exactly 7 digits (docs/product/grading.md#certificate-serials). */
export const SERIAL_PATTERN = /^\d{7}$/;

export function isSerial(value: unknown): value is string {
  return typeof value === 'string' && SERIAL_PATTERN.test(value);
}

export const CERTIFICATION_PATH = '/certification';
/** Where the proxy sends what is no serial (400) — a page of its own, not a certificate. */
export const CERTIFICATE_LOOKUP_PATH = '/certification/lookup';
/** The population report (docs/product/certificates.md#population-report). */
export const POPULATION_PATH = '/certification/population';
/** Pages under /certification that are not certificates. */
const CERTIFICATION_PAGES = new Set(['lookup', 'label', 'report', 'population']);

/** The public page of a certificate (the certification lookup's result). */
export function certificatePath(serial: string): string {
  return `${CERTIFICATION_PATH}/${serial}`;
}

/** The page a scanned label's address is rendered by, with its verdict (the proxy's rewrite; the address stays). */
export function certificateLabelPath(serial: string): string {
  return `${CERTIFICATION_PATH}/label/${serial}`;
}

/** The form to report a suspected fake of a certificate. */
export function certificateReportPath(serial: string): string {
  return `${CERTIFICATION_PATH}/report/${serial}`;
}

/**
 * The one segment after /certification/ that names a certificate (as typed: it may still need normalising), or
 * null for any other path — the look-up page itself, its other pages, deeper paths.
 */
export function certificateSegment(pathname: string): string | null {
  if (!pathname.startsWith(`${CERTIFICATION_PATH}/`)) return null;
  const rest = pathname.slice(CERTIFICATION_PATH.length + 1);
  if (rest === '' || rest.includes('/') || CERTIFICATION_PAGES.has(rest)) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}

/**
 * The query of a label's QR code, `/certification/<serial>?k=<kid>&s=<sig>`: the id of the key that signed
 * it and the signature (docs/product/certificates.md#qr-signature, docs/decisions/0012-label-signature.md).
 * One letter each: every character makes the printed code denser.
 */
export const LABEL_QUERY = { kid: 'k', sig: 's' } as const;
