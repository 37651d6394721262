// Reholder step 1: is this 7-digit serial a graded card that can be re-cased (GET /api/reholder/check-serial)?
import { useMutation } from '@tanstack/react-query';
import { gatewayClient } from '@/lib/client/http';
import type { SerialCheck } from '@/lib/server/orders/check-reholder-serial';
import type { ApiEnvelope } from '@/lib/shared/errors';
import type { ApiError } from './useProfile';

export function useCheckSerial() {
  return useMutation<SerialCheck, ApiError, string>({
    mutationFn: async (serial) => (await gatewayClient.get<ApiEnvelope<SerialCheck>>('/api/reholder/check-serial', { params: { serial } })).data.data!,
  });
}
