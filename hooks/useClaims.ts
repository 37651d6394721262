// The member's claim codes (issue #25, docs/decisions/0035-claim-codes.md): claiming a card with its serial and code
// (POST /api/member/collection/claim) — the collection's queries are refreshed after, the card having joined — and
// reading the owner's code of one card on demand (GET /api/member/collection/[serial]/claim-code; never cached).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { PackingSlip } from '@/lib/shared/lab/packing-slip';
import type { CertificateOwnership } from '@/lib/shared/certificates/ownership-views';
import type { ClaimInput, ClaimedCard, MoveCertificateInput, OwnerClaimCode, ReissueClaimCodeInput } from '@/lib/shared/schemas/claim';

export const CLAIM_PATH = '/api/member/collection/claim';
export const ownerClaimCodePath = (serial: string) => `/api/member/collection/${encodeURIComponent(serial)}/claim-code`;

export function useClaimCard() {
  const queryClient = useQueryClient();
  return useMutation<ClaimedCard, ApiError, ClaimInput>({
    mutationFn: (body) => api.post<ClaimedCard>(CLAIM_PATH, body),
    // Whatever the collection page keys its queries by, they start with 'collection'.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['collection'] }),
  });
}

/** Fetched only once `enabled` (the owner asked to see it); not kept after it is hidden. */
export function useOwnerClaimCode(serial: string, enabled: boolean) {
  return useQuery<OwnerClaimCode, ApiError>({
    queryKey: ['claim-code', serial],
    queryFn: () => api.get<OwnerClaimCode>(ownerClaimCodePath(serial)),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** The packing slip (staff), seeded from the server render; fetched only when that render had no session yet. */
export function usePackingSlip(orderNumber: string, initial: PackingSlip | null) {
  return useQuery<PackingSlip, ApiError>({
    queryKey: ['staff', 'packing-slip', orderNumber],
    queryFn: () => api.get<PackingSlip>(`/api/admin/orders/${encodeURIComponent(orderNumber)}/packing-slip`),
    initialData: initial ?? undefined,
    // Each fetch is audited: never again on focus or remount.
    staleTime: Infinity,
    enabled: orderNumber !== '',
    retry: false,
  });
}

export const certificateOwnershipKey = (serial: string) => ['staff', 'certificate-owner', serial] as const;
const ownershipPath = (serial: string) => `/api/admin/certificates/${encodeURIComponent(serial)}`;

/** The owner and the moves of a certificate (ADMIN). */
export function useCertificateOwnership(serial: string, enabled: boolean) {
  return useQuery<CertificateOwnership, ApiError>({
    queryKey: certificateOwnershipKey(serial),
    queryFn: () => api.get<CertificateOwnership>(`${ownershipPath(serial)}/owner`),
    enabled: enabled && serial !== '',
    retry: false,
  });
}

/** An admin's reissue (`reissue`) or move (`move`); the answer is the fresh ownership, and the trail is fetched again. */
export function useOwnershipAction<K extends 'reissue' | 'move'>(serial: string, kind: K) {
  const queryClient = useQueryClient();
  return useMutation<CertificateOwnership, ApiError, K extends 'move' ? MoveCertificateInput : ReissueClaimCodeInput>({
    mutationFn: (body) => api.post<CertificateOwnership>(`${ownershipPath(serial)}/${kind === 'move' ? 'owner' : 'claim-code'}`, body),
    onSuccess: (fresh) => {
      queryClient.setQueryData(certificateOwnershipKey(serial), fresh);
      return queryClient.invalidateQueries({ queryKey: ['staff', 'certificate', serial] });
    },
  });
}
