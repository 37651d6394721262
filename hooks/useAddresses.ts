// The shipping address book (docs/product/accounts.md#shipping-addresses): list, add, edit, delete, make default.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { AddressInput, AddressView } from '@/lib/shared/schemas/address';

export const ADDRESSES_QUERY_KEY = ['member', 'addresses'] as const;
const BASE = '/api/member/addresses';

export function useAddresses(initial: AddressView[] | null) {
  return useQuery<AddressView[], ApiError>({
    queryKey: ADDRESSES_QUERY_KEY,
    queryFn: async () => (await api.get<AddressView[] | undefined>(BASE)) ?? [],
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
  return useAddressMutation(({ id, input }: { id: number | null; input: AddressInput }) =>
    id === null ? api.post(BASE, input) : api.put(`${BASE}/${id}`, input),
  );
}

export function useDeleteAddress() {
  return useAddressMutation((id: number) => api.delete(`${BASE}/${id}`));
}

export function useSetDefaultAddress() {
  return useAddressMutation((id: number) => api.post(`${BASE}/${id}/default`, {}));
}
