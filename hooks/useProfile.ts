// My page data (SPEC.md §2): the profile and the dashboard, seeded from the server render when it had a
// session (`initial`), else fetched here (a 401 renews the session once and replays, SPEC.md §8).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosError } from 'axios';
import { gatewayClient } from '@/lib/client/http';
import type { ApiEnvelope } from '@/lib/shared/errors';
import type { PasswordChangeInput, ProfileInput } from '@/lib/shared/schemas/profile';
import type { AccountProfile } from '@/lib/server/account/get-account-profile';
import type { Dashboard } from '@/lib/server/account/get-dashboard';
import { USER_QUERY_KEY } from './useUser';

export type ApiError = AxiosError<ApiEnvelope<never>>;

export const PROFILE_QUERY_KEY = ['member', 'profile'] as const;
export const DASHBOARD_QUERY_KEY = ['member', 'dashboard'] as const;
/** Server data stays fresh briefly, so hydration does not refetch what the server just rendered. */
const FRESH_MS = 30_000;

async function get<T>(url: string): Promise<T> {
  const response = await gatewayClient.get<ApiEnvelope<T>>(url);
  return response.data.data as T;
}

export function useProfile(initial: AccountProfile | null) {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: () => get<AccountProfile>('/api/member/profile'), initialData: initial ?? undefined, staleTime: FRESH_MS });
}

export function useDashboard(initial: Dashboard | null) {
  return useQuery({ queryKey: DASHBOARD_QUERY_KEY, queryFn: () => get<Dashboard>('/api/member/dashboard'), initialData: initial ?? undefined, staleTime: FRESH_MS });
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
    mutationFn: async (input) => (await gatewayClient.put<ApiEnvelope<AccountProfile>>('/api/member/profile', input)).data.data!,
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      await invalidate();
    },
  });
}

export function useChangePassword() {
  return useMutation<{ revokedSessions: number }, ApiError, PasswordChangeInput>({
    mutationFn: async (input) => (await gatewayClient.put<ApiEnvelope<{ revokedSessions: number }>>('/api/member/password', input)).data.data!,
  });
}
