// Membership withdrawal (SPEC.md §2, §4): what blocks it, and the withdrawal itself.
import { useMutation, useQuery } from '@tanstack/react-query';
import { gatewayClient } from '@/lib/client/http';
import type { ApiEnvelope } from '@/lib/shared/errors';
import type { WithdrawInput } from '@/lib/shared/schemas/profile';
import type { WithdrawalStatus } from '@/lib/server/account/get-withdrawal-status';
import type { ApiError } from './useProfile';

const URL = '/api/member/withdraw';

export function useWithdrawalStatus(initial: WithdrawalStatus | null) {
  return useQuery({
    queryKey: ['member', 'withdrawal'],
    queryFn: async () => (await gatewayClient.get<ApiEnvelope<WithdrawalStatus>>(URL)).data.data!,
    initialData: initial ?? undefined,
    staleTime: 30_000,
  });
}

export function useWithdraw() {
  return useMutation<{ withdrawn: boolean }, ApiError, WithdrawInput>({
    mutationFn: async (input) => (await gatewayClient.post<ApiEnvelope<{ withdrawn: boolean }>>(URL, input)).data.data!,
  });
}
