// The member's keys to the public API (docs/product/certificates.md#public-api): list, create (the key comes back
// once), revoke.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { ApiKeyView, CreatedApiKey } from '@/lib/shared/api-keys';
import type { ApiKeyNameInput } from '@/lib/shared/schemas/api-key';

export const API_KEYS_QUERY_KEY = ['member', 'api-keys'] as const;
const BASE = '/api/account/api-keys';

export function useApiKeys(initial: ApiKeyView[] | null) {
  return useQuery<ApiKeyView[], ApiError>({
    queryKey: API_KEYS_QUERY_KEY,
    queryFn: async () => (await api.get<ApiKeyView[] | undefined>(BASE)) ?? [],
    initialData: initial ?? undefined,
    staleTime: 30_000,
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation<CreatedApiKey, ApiError, ApiKeyNameInput>({
    mutationFn: (input) => api.post<CreatedApiKey>(BASE, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation<ApiKeyView, ApiError, number>({
    mutationFn: (id) => api.delete<ApiKeyView>(`${BASE}/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}
