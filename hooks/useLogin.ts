// POST /api/login (SPEC.md §7). On success the user query is refetched so the header and guards see
// the new session at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/components/auth/api-error';
import { gatewayClient } from '@/lib/client/http';
import type { ApiEnvelope } from '@/lib/shared/errors';
import type { LoginInput } from '@/lib/shared/schemas/login';
import type { DisplayUser } from '@/lib/shared/session';
import { USER_QUERY_KEY } from './useUser';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<DisplayUser, ApiError, LoginInput>({
    mutationFn: async (input) => {
      const response = await gatewayClient.post<ApiEnvelope<DisplayUser>>('/api/login', input);
      return response.data.data!;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}
