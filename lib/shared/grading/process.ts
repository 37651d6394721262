// The grading process and the label as the grading pages show them (docs/product/grading.md#grading-process-steps,
// docs/product/certificates.md#label). Pure data, browser-safe: texts live in locales/<locale>/grading.json under the
// ids exported here.

/**
 * Security features printed on every label (docs/product/certificates.md#label); the serial has 7 digits
 * (docs/product/grading.md#certificate-serials).
 */
export const LABEL_FEATURES = ['serial', 'hologram', 'qr', 'fluorescent'] as const;
export const SERIAL_DIGITS = 7;

/**
 * The 12 steps of the grading process (docs/product/grading.md#grading-process-steps), in order, from the online
 * application to the return.
 */
export const PROCESS_STEPS = [
  'apply',
  'pay',
  'ship',
  'received',
  'cardInfo',
  'authenticity',
  'defects',
  'scoring',
  'encapsulation',
  'label',
  'finalCheck',
  'returnShipping',
] as const;
