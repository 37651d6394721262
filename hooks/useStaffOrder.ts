// One order on the lab's order page (GET /api/admin/orders/[orderNumber], issue #10): seeded from the server render,
// replaced by the fresh order every staff action answers (useStaffOrderActions.ts), conflicts included.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';

export const staffOrderKey = (orderNumber: string) => ['staff', 'order', orderNumber] as const;

export const staffOrderPath = (orderNumber: string) => `/api/admin/orders/${encodeURIComponent(orderNumber)}`;

const FRESH_MS = 15_000;

export function useStaffOrder(orderNumber: string, initial: StaffOrderDetail | null) {
  return useQuery<StaffOrderDetail, ApiError>({
    queryKey: staffOrderKey(orderNumber),
    queryFn: () => api.get<StaffOrderDetail>(staffOrderPath(orderNumber)),
    initialData: initial ?? undefined,
    staleTime: FRESH_MS,
  });
}

/** Fetches the order again, e.g. after a certificate's scans changed (their routes answer the scans, not the order). */
export function useRefreshStaffOrder(orderNumber: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffOrderKey(orderNumber) });
}
