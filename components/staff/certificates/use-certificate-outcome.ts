// How a certificate action ends for the page (issue #22), like the lab's useLabOutcome: success as the given notice; a
// stale page (409 with the fresh certificate, already on screen by then) as "the certificate changed meanwhile"; a
// refusal with field errors under its fields (the caller's `onFields`); any other refusal stays on the mutation for the
// dialog to show. One request per click.
import { useSingleFlight } from '@/components/orders/single-flight';
import type { Notice } from '@/components/orders/ActionNotice';
import { staleCertificateOf } from '@/hooks/useStaffCertificate';
import { CERT_ADMIN_MESSAGES } from './cert-admin-errors';

export function useCertificateOutcome(serial: string, onDone: (notice: Notice) => void) {
  const once = useSingleFlight();
  return (work: () => Promise<Notice>, onFailure?: (error: unknown) => void) =>
    once(async () => {
      try {
        onDone(await work());
      } catch (error) {
        if (staleCertificateOf(error, serial)) return onDone({ severity: 'warning', key: CERT_ADMIN_MESSAGES.changedMeanwhile });
        onFailure?.(error);
      }
    });
}
