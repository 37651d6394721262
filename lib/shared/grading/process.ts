// The grading process and the label as the grading pages show them (SPEC.md §1 and §9). Pure data,
// browser-safe: texts live in locales/<locale>/grading.json under the ids exported here.

/** Security features printed on every label (SPEC.md §1); the serial has 7 digits (SPEC.md §9). */
export const LABEL_FEATURES = ['serial', 'hologram', 'qr', 'fluorescent'] as const;
export const SERIAL_DIGITS = 7;

/** The 12 steps of the grading process (SPEC.md §1), in order, from the online application to the return. */
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
