// How a lab action ends for the page (issue #10): success as the given notice; a stale page (409 with the fresh
// order, already on screen by then) as "the order changed meanwhile"; a refusal with field errors under its fields
// (the caller's `onFields`); any other refusal stays on the mutation for the form to show. One request per click.
import { useSingleFlight } from '@/components/orders/single-flight';
import type { Notice } from '@/components/orders/ActionNotice';
import { staleStaffOrderOf } from '@/hooks/useStaffOrderActions';
import { LAB_ERRORS } from './lab-errors';

export function useLabOutcome(orderNumber: string, onDone: (notice: Notice) => void) {
  const once = useSingleFlight();
  return (work: () => Promise<Notice>, onFailure?: (error: unknown) => void) =>
    once(async () => {
      try {
        onDone(await work());
      } catch (error) {
        if (staleStaffOrderOf(error, orderNumber)) return onDone({ severity: 'warning', key: LAB_ERRORS.changedMeanwhile });
        onFailure?.(error);
      }
    });
}
