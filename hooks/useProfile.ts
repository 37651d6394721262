// My page data (docs/product/storefront.md#my-page): the profile and the dashboard, seeded from the server render
// when it had a session (`initial`), else fetched here (a 401 renews the session once and replays,
// docs/product/errors-and-messages.md#session-renewal).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { PasswordChangeInput, ProfileInput } from '@/lib/shared/schemas/profile';
import type { AccountProfile } from '@/lib/server/account/get-account-profile';
import type { Dashboard } from '@/lib/server/account/get-dashboard';
import { USER_QUERY_KEY } from './useUser';

export const PROFILE_QUERY_KEY = ['member', 'profile'] as const;
export const DASHBOARD_QUERY_KEY = ['member', 'dashboard'] as const;
/** Server data stays fresh briefly, so hydration does not refetch what the server just rendered. */
const FRESH_MS = 30_000;

export function useProfile(initial: AccountProfile | null) {
  return useQuery<AccountProfile, ApiError>({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: () => api.get<AccountProfile>('/api/member/profile'),
    initialData: initial ?? undefined,
    staleTime: FRESH_MS,
  });
}

export function useDashboard(initial: Dashboard | null) {
  return useQuery<Dashboard, ApiError>({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: () => api.get<Dashboard>('/api/member/dashboard'),
    initialData: initial ?? undefined,
    staleTime: FRESH_MS,
  });
}

/** After any change to the member: the profile, the dashboard and the header's user query. */
export function useInvalidateMember() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
    ]);
}

export function useUpdateProfile() {
  const invalidate = useInvalidateMember();
  const queryClient = useQueryClient();
  return useMutation<AccountProfile, ApiError, ProfileInput>({
    mutationFn: (input) => api.put<AccountProfile>('/api/member/profile', input),
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      await invalidate();
    },
  });
}

export function useChangePassword() {
  return useMutation<{ revokedSessions: number }, ApiError, PasswordChangeInput>({
    mutationFn: (input) => api.put<{ revokedSessions: number }>('/api/member/password', input),
  });
}
