// One certificate in the back office (GET /api/admin/certificates/[serial], issue #22;
// docs/product/certificates.md#staff-corrections): seeded from the server render, replaced by the fresh certificate
// every action answers — a stale page's 409 included, which carries the certificate as it is now, so the page shows
// what a colleague changed before anyone tries again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import { errorCode, errorData } from '@/lib/client/error-message';
import type { StaffCertificateDetail } from '@/lib/shared/certificates/staff-views';
import type { CertificateReasonInput, CorrectionInput, RegradeInput } from '@/lib/shared/schemas/certificate-admin';

export const staffCertificateKey = (serial: string) => ['staff', 'certificate', serial] as const;
export const staffCertificatePath = (serial: string) => `/api/admin/certificates/${encodeURIComponent(serial)}`;

const FRESH_MS = 15_000;

export function useStaffCertificate(serial: string, initial: StaffCertificateDetail | null) {
  return useQuery<StaffCertificateDetail, ApiError>({
    queryKey: staffCertificateKey(serial),
    queryFn: () => api.get<StaffCertificateDetail>(staffCertificatePath(serial)),
    initialData: initial ?? undefined,
    staleTime: FRESH_MS,
  });
}

/** The fresh certificate a conflict carries when the page was stale (409 with the certificate as data); null otherwise. */
export function staleCertificateOf(error: unknown, serial: string): StaffCertificateDetail | null {
  if (errorCode(error) !== 'CONFLICT') return null;
  const data = errorData<Partial<StaffCertificateDetail>>(error);
  return data && typeof data === 'object' && data.serial === serial && typeof data.state === 'string' && data.record && data.actions
    ? (data as StaffCertificateDetail)
    : null;
}

/** The body of each action, without the fingerprint the hook adds from the certificate on screen. */
export interface CertificateActionBodies {
  regrade: Omit<RegradeInput, 'expectedState'>;
  correct: Omit<CorrectionInput, 'expectedState'>;
  void: Omit<CertificateReasonInput, 'expectedState'>;
  restore: Omit<CertificateReasonInput, 'expectedState'>;
}
export type CertificateAction = keyof CertificateActionBodies;

export function useCertificateAction<A extends CertificateAction>(action: A) {
  const queryClient = useQueryClient();
  const show = (detail: StaffCertificateDetail) => queryClient.setQueryData(staffCertificateKey(detail.serial), detail);
  return useMutation<StaffCertificateDetail, ApiError, { shown: StaffCertificateDetail; body: CertificateActionBodies[A] }>({
    mutationFn: ({ shown, body }) =>
      api.post<StaffCertificateDetail>(`${staffCertificatePath(shown.serial)}/${action}`, { ...body, expectedState: shown.state }),
    onSuccess: show,
    onError: (error, { shown }) => {
      const fresh = staleCertificateOf(error, shown.serial);
      if (fresh) show(fresh);
    },
    // The queue shows the certificate's grade and card; its label page the label.
    onSettled: (_data, _error, { shown }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['staff', 'certificate-flags'] }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'certificate-label', shown.serial] }),
      ]),
  });
}
