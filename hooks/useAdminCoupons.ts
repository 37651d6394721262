// Coupons in the back office (docs/product/payments.md#coupons): every coupon (seeded from the server render), and the
// saves — a new coupon, a change, the active switch — after which the list is fetched again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { AdminCoupon } from '@/lib/shared/coupons/views';
import type { CouponInput } from '@/lib/shared/schemas/coupon';

export const ADMIN_COUPONS_KEY = ['admin', 'coupons'] as const;
const BASE = '/api/admin/coupons';

export function useAdminCoupons(initial: AdminCoupon[] | null) {
  return useQuery<AdminCoupon[], ApiError>({
    queryKey: ADMIN_COUPONS_KEY,
    queryFn: () => api.get<AdminCoupon[]>(BASE),
    initialData: initial ?? undefined,
    staleTime: 15_000,
  });
}

/** Adds a coupon (id null) or saves one (PATCH with the whole form, the active switch included). */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation<AdminCoupon, ApiError, { id: number | null; input: CouponInput }>({
    mutationFn: ({ id, input }) => (id === null ? api.post<AdminCoupon>(BASE, input) : api.patch<AdminCoupon>(`${BASE}/${id}`, input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_COUPONS_KEY }),
  });
}
