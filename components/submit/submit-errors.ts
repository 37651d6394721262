// What the payment step shows when "Pay" fails to create the order: the order's field errors go back under
// their fields (and name the step they are on); other failures become one translated message. (A failed
// payment shows paymentErrorKey.) Branches on codes only.
import type { UseFormSetError } from 'react-hook-form';
import { errorMessageKey, fieldErrors } from '@/lib/client/error-message';
import type { OrderDraft } from '@/lib/shared/orders/draft';
import type { WizardStep } from '@/lib/shared/orders/wizard-steps';
import { STEP_FIELDS } from '@/lib/shared/schemas/order/steps';

const ORDER_KEYS = {
  FORBIDDEN: 'orders:errors.foreignRegion',
  NOT_FOUND: 'orders:errors.addressNotFound',
  CONFLICT: 'orders:errors.conflict',
} as const;

/** "lines[2].playerName" (yup) → "lines.2.playerName" (react-hook-form). */
export function formPath(path: string): string {
  return path.replace(/\[(\d+)\]/g, '.$1');
}

export function stepOfPath(path: string): WizardStep {
  const top = formPath(path).split('.')[0] ?? '';
  if (top === 'phoneVerified') return 'shipping';
  for (const [step, fields] of Object.entries(STEP_FIELDS)) if ((fields as readonly string[]).includes(top)) return step as WizardStep;
  return 'payment';
}

export interface SubmitProblem {
  message: string;
  /** The earliest step with a field error, when it is not the payment step. */
  step: WizardStep | null;
}

export function describeOrderError(error: unknown, setError: UseFormSetError<OrderDraft>): SubmitProblem {
  let earliest: WizardStep | null = null;
  const order: WizardStep[] = ['cards', 'shipping', 'caution', 'payment'];
  for (const field of fieldErrors(error)) {
    if (field.path && field.path !== 'phoneVerified') setError(formPath(field.path) as never, { type: 'server', message: field.key });
    const step = stepOfPath(field.path);
    if (earliest === null || order.indexOf(step) < order.indexOf(earliest)) earliest = step;
  }
  return { message: errorMessageKey(error, ORDER_KEYS), step: earliest === 'payment' ? null : earliest };
}
