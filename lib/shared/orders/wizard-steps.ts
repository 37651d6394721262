// The submit wizard's steps in order, and the reading of the `[[...step]]` route parameter that picks one.
/** The wizard's steps, each its own URL: /grading/submit (cards), /grading/submit/shipping, … */
export const WIZARD_STEPS = ['cards', 'shipping', 'caution', 'payment', 'complete'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The `[[...step]]` route parameter: none is the cards step; one known step name; anything else null. */
export function parseStep(param: string | string[] | undefined): WizardStep | null {
  if (param === undefined) return 'cards';
  const parts = Array.isArray(param) ? param : [param];
  if (parts.length === 0) return 'cards';
  if (parts.length !== 1) return null;
  const step = parts[0] as WizardStep;
  return step !== 'cards' && WIZARD_STEPS.includes(step) ? step : null;
}
