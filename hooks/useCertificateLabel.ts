// A certificate's own label (GET /api/admin/certificates/[serial]/label, issue #22;
// docs/product/certificates.md#staff-corrections), seeded from the server render, and the Print button's record
// (POST …/label-printed { expectedState, generation }): the label is recorded first and printed once that succeeded,
// so what comes out of the printer is always a recorded label. A conflict fetches the label again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { CertificateLabelSheet } from '@/lib/shared/certificates/staff-views';
import type { CertificateLabelPrintedInput } from '@/lib/shared/schemas/certificate-admin';
import { staffCertificateKey, staffCertificatePath } from './useStaffCertificate';

export const certificateLabelKey = (serial: string) => ['staff', 'certificate-label', serial] as const;

export function useCertificateLabel(serial: string, initial: CertificateLabelSheet | null) {
  return useQuery<CertificateLabelSheet, ApiError>({
    queryKey: certificateLabelKey(serial),
    queryFn: () => api.get<CertificateLabelSheet>(`${staffCertificatePath(serial)}/label`),
    initialData: initial ?? undefined,
    staleTime: Infinity,
  });
}

export function useCertificateLabelPrinted(serial: string) {
  const queryClient = useQueryClient();
  return useMutation<CertificateLabelSheet, ApiError, CertificateLabelPrintedInput>({
    mutationFn: (input) => api.post<CertificateLabelSheet>(`${staffCertificatePath(serial)}/label-printed`, input),
    onSuccess: (sheet) => queryClient.setQueryData(certificateLabelKey(serial), sheet),
    onError: () => queryClient.invalidateQueries({ queryKey: certificateLabelKey(serial) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffCertificateKey(serial) }),
  });
}
