// One member in the members tool (GET /api/admin/members/[mbId]) and the admin's changes to them — membership tier,
// role, dormancy (PUT …/membership, …/role, …/dormancy; issue #10). Each change answers the member as they are now,
// which replaces the page's copy; the search results are refreshed too.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { AdminMemberDetail } from '@/lib/shared/admin/views';
import type { DormancyChangeInput, MembershipChangeInput, RoleChangeInput } from '@/lib/shared/schemas/admin/members';
import { ADMIN_MEMBERS_KEY } from './useAdminMembers';

const FRESH_MS = 15_000;
export const adminMemberKey = (mbId: string) => [...ADMIN_MEMBERS_KEY, 'detail', mbId] as const;
const base = (mbId: string) => `/api/admin/members/${encodeURIComponent(mbId)}`;

export function useAdminMember(mbId: string, initial: AdminMemberDetail | null) {
  return useQuery<AdminMemberDetail, ApiError>({
    queryKey: adminMemberKey(mbId),
    queryFn: () => api.get<AdminMemberDetail>(base(mbId)),
    initialData: initial ?? undefined,
    staleTime: FRESH_MS,
  });
}

function useMemberChange<T>(mbId: string, path: 'membership' | 'role' | 'dormancy') {
  const queryClient = useQueryClient();
  return useMutation<AdminMemberDetail, ApiError, T>({
    mutationFn: (input) => api.put<AdminMemberDetail>(`${base(mbId)}/${path}`, input),
    onSuccess: (member) => queryClient.setQueryData(adminMemberKey(mbId), member),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ADMIN_MEMBERS_KEY, 'list'] }),
  });
}

export const useAdminChangeMembership = (mbId: string) => useMemberChange<MembershipChangeInput>(mbId, 'membership');
export const useAdminChangeRole = (mbId: string) => useMemberChange<RoleChangeInput>(mbId, 'role');
export const useAdminChangeDormancy = (mbId: string) => useMemberChange<DormancyChangeInput>(mbId, 'dormancy');
