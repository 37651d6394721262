// Step order and URLs of the submit wizard, and which step a draft may be on: a member who opens
// /grading/submit/payment with an incomplete draft is sent back to the first step that needs them.
import type { OrderDraft } from '@/lib/shared/orders/draft';
import { WIZARD_STEPS, type WizardStep } from '@/lib/shared/orders/wizard-steps';
import { cardsStepSchema, cautionStepSchema, paymentStepSchema, shippingStepSchema } from '@/lib/shared/schemas/order/steps';
import type { SubmitKind } from '@/hooks/useOrderDraft';

export const FORM_STEPS = ['cards', 'shipping', 'caution', 'payment'] as const satisfies readonly WizardStep[];

export function basePath(kind: SubmitKind): string {
  return kind === 'reholder' ? '/reholder/submit' : '/grading/submit';
}

export function stepPath(kind: SubmitKind, step: WizardStep, query: Record<string, string> = {}): string {
  const path = step === 'cards' ? basePath(kind) : `${basePath(kind)}/${step}`;
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

export function previousStep(step: WizardStep): WizardStep | null {
  const index = WIZARD_STEPS.indexOf(step);
  return index > 0 ? WIZARD_STEPS[index - 1]! : null;
}

export function nextStep(step: WizardStep): WizardStep | null {
  const index = WIZARD_STEPS.indexOf(step);
  return index < WIZARD_STEPS.length - 1 ? WIZARD_STEPS[index + 1]! : null;
}

const SCHEMAS = { cards: cardsStepSchema, shipping: shippingStepSchema, caution: cautionStepSchema, payment: paymentStepSchema } as const;

export function isStepComplete(step: (typeof FORM_STEPS)[number], draft: OrderDraft, member: { canOrder: boolean; phoneVerified: boolean }): boolean {
  if (step === 'shipping' && (!member.canOrder || !member.phoneVerified)) return false;
  try {
    SCHEMAS[step].validateSync(draft, { abortEarly: true });
    return true;
  } catch {
    return false;
  }
}

/** The first step before `step` that is not complete, or null when the member may be on `step`. */
export function firstIncompleteStepBefore(step: WizardStep, draft: OrderDraft, member: { canOrder: boolean; phoneVerified: boolean }): WizardStep | null {
  if (step === 'complete') return null;
  for (const earlier of FORM_STEPS) {
    if (earlier === step) return null;
    if (!isStepComplete(earlier, draft, member)) return earlier;
  }
  return null;
}
