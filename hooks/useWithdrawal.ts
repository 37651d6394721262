// Membership withdrawal (docs/product/accounts.md#withdrawal): what blocks it, and the withdrawal itself.
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { WithdrawInput } from '@/lib/shared/schemas/profile';
import type { WithdrawalStatus } from '@/lib/server/account/get-withdrawal-status';

const URL = '/api/member/withdraw';

export function useWithdrawalStatus(initial: WithdrawalStatus | null) {
  return useQuery<WithdrawalStatus, ApiError>({
    queryKey: ['member', 'withdrawal'],
    queryFn: () => api.get<WithdrawalStatus>(URL),
    initialData: initial ?? undefined,
    staleTime: 30_000,
  });
}

export function useWithdraw() {
  return useMutation<{ withdrawn: boolean }, ApiError, WithdrawInput>({
    mutationFn: (input) => api.post<{ withdrawn: boolean }>(URL, input),
  });
}
