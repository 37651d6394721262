// Partner shops in the content tools (issue #10): every shop, inactive ones too (seeded from the server render), and
// the saves and (de)activations, after which the list is fetched again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { AdminPartnerShop } from '@/lib/shared/admin-content/views';
import type { PartnerShopInput } from '@/lib/shared/schemas/admin-content/partner-shop';

export const ADMIN_PARTNERS_KEY = ['admin', 'content', 'partners'] as const;
const BASE = '/api/admin/partners';

export function useAdminPartnerShops(initial: AdminPartnerShop[] | null) {
  return useQuery<AdminPartnerShop[], ApiError>({
    queryKey: ADMIN_PARTNERS_KEY,
    queryFn: () => api.get<AdminPartnerShop[]>(BASE),
    initialData: initial ?? undefined,
    staleTime: 15_000,
  });
}

function usePartnerMutation<TInput>(run: (input: TInput) => Promise<AdminPartnerShop>) {
  const queryClient = useQueryClient();
  return useMutation<AdminPartnerShop, ApiError, TInput>({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PARTNERS_KEY }),
  });
}

/** Adds a shop (id null) or saves one. */
export function useSavePartnerShop() {
  return usePartnerMutation(({ id, input }: { id: number | null; input: PartnerShopInput }) =>
    id === null ? api.post<AdminPartnerShop>(BASE, input) : api.put<AdminPartnerShop>(`${BASE}/${id}`, input),
  );
}

export function useSetPartnerShopActive() {
  return usePartnerMutation(({ id, isActive }: { id: number; isActive: boolean }) => api.put<AdminPartnerShop>(`${BASE}/${id}/active`, { isActive }));
}
