// The ACTIVATE button of /dormancy (SPEC.md §2, §7: POST /api/member/restore-dormancy).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayClient } from '@/lib/client/http';
import type { ApiEnvelope } from '@/lib/shared/errors';
import type { DisplayUser } from '@/lib/shared/session';
import type { ApiError } from './useProfile';
import { USER_QUERY_KEY } from './useUser';

export function useRestoreDormancy() {
  const queryClient = useQueryClient();
  return useMutation<DisplayUser, ApiError, void>({
    mutationFn: async () => (await gatewayClient.post<ApiEnvelope<DisplayUser>>('/api/member/restore-dormancy', {})).data.data!,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}
