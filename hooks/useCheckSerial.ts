// Reholder step 1: is this 7-digit serial a graded card that can be re-cased (GET /api/reholder/check-serial)?
import { useMutation } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { SerialCheck } from '@/lib/server/orders/check-reholder-serial';

export function useCheckSerial() {
  return useMutation<SerialCheck, ApiError, string>({
    mutationFn: (serial) => api.get<SerialCheck>('/api/reholder/check-serial', { params: { serial } }),
  });
}
