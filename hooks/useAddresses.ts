// The shipping address book (SPEC.md §2): list, add, edit, delete, make default.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gatewayClient } from '@/lib/client/http';
import type { ApiEnvelope } from '@/lib/shared/errors';
import type { AddressInput, AddressView } from '@/lib/shared/schemas/address';
import type { ApiError } from './useProfile';

export const ADDRESSES_QUERY_KEY = ['member', 'addresses'] as const;
const BASE = '/api/member/addresses';

export function useAddresses(initial: AddressView[] | null) {
  return useQuery({
    queryKey: ADDRESSES_QUERY_KEY,
    queryFn: async () => (await gatewayClient.get<ApiEnvelope<AddressView[]>>(BASE)).data.data ?? [],
    initialData: initial ?? undefined,
    staleTime: 30_000,
  });
}

function useAddressMutation<TInput>(run: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, TInput>({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}

/** Adds an address (no id) or edits one. */
export function useSaveAddress() {
  return useAddressMutation(async ({ id, input }: { id: number | null; input: AddressInput }) =>
    id === null ? gatewayClient.post(BASE, input) : gatewayClient.put(`${BASE}/${id}`, input),
  );
}

export function useDeleteAddress() {
  return useAddressMutation(async (id: number) => gatewayClient.delete(`${BASE}/${id}`));
}

export function useSetDefaultAddress() {
  return useAddressMutation(async (id: number) => gatewayClient.post(`${BASE}/${id}/default`, {}));
}
