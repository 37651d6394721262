// What the payment step shows when "Pay" fails to create the order: the order's field errors go back under
// their fields (and name the step they are on); other failures become one translated message. (A failed
// payment shows paymentErrorKey.) Branches on codes only; for a few codes the server's own message key says which
// refusal it was (e.g. the unpaid order can no longer be changed, decision 0010).
import type { UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/client/api';
import { errorMessageKey, fieldErrors } from '@/lib/client/error-message';
import type { OrderDraft } from '@/lib/shared/orders/draft';
import type { WizardStep } from '@/lib/shared/orders/wizard-steps';
import { STEP_FIELDS } from '@/lib/shared/schemas/order/steps';

const ORDER_KEYS = {
  FORBIDDEN: 'orders:errors.foreignRegion',
  NOT_FOUND: 'orders:errors.addressNotFound',
  CONFLICT: 'orders:errors.conflict',
} as const;

/**
 * Refusals of POST /api/orders whose own message the server names, by code: which conflict it was, and the remembered
 * order that is not (or no longer) the member's (decision 0010).
 */
const SERVER_KEYS: Partial<Record<string, readonly string[]>> = {
  CONFLICT: ['orders:errors.notChangeable', 'orders:errors.alreadySubmitted', 'orders:errors.keyTaken'],
  NOT_FOUND: ['orders:errors.notFound'],
};

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
  const { code, key } = ApiError.from(error);
  const named = key && SERVER_KEYS[code]?.includes(key) ? key : null;
  return { message: named ?? errorMessageKey(error, ORDER_KEYS), step: earliest === 'payment' ? null : earliest };
}
