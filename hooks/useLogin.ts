// POST /api/login (docs/product/accounts.md#account-api-calls). On success the user query is refetched so the header
// and guards see the new session at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { LoginInput } from '@/lib/shared/schemas/login';
import type { DisplayUser } from '@/lib/shared/session';
import { USER_QUERY_KEY } from './useUser';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<DisplayUser, ApiError, LoginInput>({
    mutationFn: (input) => api.post<DisplayUser>('/api/login', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}
