// The admin's price policy (GET /api/admin/price-policy, PUT /api/admin/price-policy/[currency]; issue #10): every
// currency's prices, seeded from the server render, and the save of one currency. A save answers the policy as
// stored; a stale form gets 409 with the fresh policy as data — both replace the currency's copy, so the form shows
// what is stored now.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import { errorCode, errorData } from '@/lib/client/error-message';
import type { Currency } from '@/lib/server/db/generated/enums';
import type { AdminPricePolicies, AdminPricePolicy } from '@/lib/shared/admin/views';
import type { PricePolicyUpdateInput } from '@/lib/shared/schemas/admin/price-policy';

export const ADMIN_PRICE_POLICIES_KEY = ['admin', 'price-policies'] as const;
const FRESH_MS = 15_000;

export function useAdminPricePolicies(initial: AdminPricePolicies | null) {
  return useQuery<AdminPricePolicies, ApiError>({
    queryKey: ADMIN_PRICE_POLICIES_KEY,
    queryFn: () => api.get<AdminPricePolicies>('/api/admin/price-policy'),
    initialData: initial ?? undefined,
    staleTime: FRESH_MS,
  });
}

/** The fresh policy a 409 carries when the form was stale; null otherwise. */
export function freshPolicyOf(error: unknown, currency: Currency): AdminPricePolicy | null {
  if (errorCode(error) !== 'CONFLICT') return null;
  const data = errorData<Partial<AdminPricePolicy>>(error);
  return data && typeof data === 'object' && data.currency === currency && Array.isArray(data.services) ? (data as AdminPricePolicy) : null;
}

export function useAdminSavePricePolicy() {
  const queryClient = useQueryClient();
  const show = (policy: AdminPricePolicy) =>
    queryClient.setQueryData<AdminPricePolicies>(ADMIN_PRICE_POLICIES_KEY, (current) =>
      current ? { policies: current.policies.map((row) => (row.currency === policy.currency ? { currency: row.currency, policy } : row)) } : current,
    );
  return useMutation<AdminPricePolicy, ApiError, { currency: Currency; input: PricePolicyUpdateInput }>({
    mutationFn: ({ currency, input }) => api.put<AdminPricePolicy>(`/api/admin/price-policy/${currency}`, input),
    onSuccess: show,
    onError: (error, { currency }) => {
      const fresh = freshPolicyOf(error, currency);
      if (fresh) show(fresh);
    },
  });
}
