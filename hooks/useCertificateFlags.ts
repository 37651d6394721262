// The suspicious-certificates queue (GET /api/admin/certificate-flags?status=&source=&page=, issue #22;
// docs/product/certificates.md#suspicious-certificates): one page seeded from the server render when it rendered the
// same filter and page; the open counts beside the back office's navigation link; and the decisions (confirm or
// dismiss, reopen). A decision made meanwhile by someone else answers 409 with the entry as it is now; either way the
// queue, its counts and the certificate's page are fetched again.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import { flagListParams } from '@/lib/shared/certificates/flag-list-query';
import type { CertificateFlagPage, CertificateFlagView, OpenFlagCounts } from '@/lib/shared/certificates/staff-views';
import type { FlagDecisionInput, FlagListQuery, FlagReopenInput } from '@/lib/shared/schemas/certificate-admin';
import { staffCertificateKey } from './useStaffCertificate';

export const CERTIFICATE_FLAGS_KEY = ['staff', 'certificate-flags'] as const;
const COUNTS_KEY = [...CERTIFICATE_FLAGS_KEY, 'counts'] as const;
const FRESH_MS = 15_000;

const keyOf = (list: FlagListQuery) => [...CERTIFICATE_FLAGS_KEY, 'list', list.status ?? 'OPEN', list.source ?? '', list.page] as const;

export function useCertificateFlags(list: FlagListQuery, initial: { list: FlagListQuery; page: CertificateFlagPage } | null) {
  const seeded = initial !== null && JSON.stringify(flagListParams(initial.list)) === JSON.stringify(flagListParams(list));
  return useQuery<CertificateFlagPage, ApiError>({
    queryKey: keyOf(list),
    queryFn: () => api.get<CertificateFlagPage>('/api/admin/certificate-flags', { params: flagListParams(list) }),
    initialData: seeded ? initial.page : undefined,
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}

/** The open entries, for the navigation; a minute old at most. */
export function useOpenFlagCounts(enabled = true) {
  return useQuery<OpenFlagCounts, ApiError>({
    queryKey: COUNTS_KEY,
    queryFn: () => api.get<OpenFlagCounts>('/api/admin/certificate-flags/counts'),
    staleTime: 60_000,
    enabled,
  });
}

function useFlagMutation<TInput>(path: 'decision' | 'reopen') {
  const queryClient = useQueryClient();
  return useMutation<CertificateFlagView, ApiError, { flag: CertificateFlagView; input: TInput }>({
    mutationFn: ({ flag, input }) => api.post<CertificateFlagView>(`/api/admin/certificate-flags/${flag.id}/${path}`, input),
    onSettled: (_data, _error, { flag }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CERTIFICATE_FLAGS_KEY }),
        queryClient.invalidateQueries({ queryKey: staffCertificateKey(flag.certificate.serial) }),
      ]),
  });
}

export const useDecideFlag = () => useFlagMutation<FlagDecisionInput>('decision');
export const useReopenFlag = () => useFlagMutation<FlagReopenInput>('reopen');
