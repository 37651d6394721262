// The ACTIVATE button of /dormancy (docs/product/accounts.md#dormancy, docs/product/accounts.md#account-api-calls:
// POST /api/member/restore-dormancy).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { DisplayUser } from '@/lib/shared/session';
import { USER_QUERY_KEY } from './useUser';

export function useRestoreDormancy() {
  const queryClient = useQueryClient();
  return useMutation<DisplayUser, ApiError, void>({
    mutationFn: () => api.post<DisplayUser>('/api/member/restore-dormancy', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}
