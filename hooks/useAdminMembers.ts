// The members tool's search (GET /api/admin/members?q=&role=&status=&page=; issue #10): one page, seeded from the
// server render when it rendered the same search; others are fetched here while the previous page stays on screen.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import { memberSearchParams } from '@/lib/shared/admin/list-query';
import type { AdminMemberRow, Paged } from '@/lib/shared/admin/views';
import type { MemberSearchQuery } from '@/lib/shared/schemas/admin/members';

export const ADMIN_MEMBERS_KEY = ['admin', 'members'] as const;
const FRESH_MS = 15_000;

const keyOf = (search: MemberSearchQuery) => [...ADMIN_MEMBERS_KEY, 'list', search.q, search.role ?? '', search.status ?? '', search.page] as const;

export function useAdminMembers(search: MemberSearchQuery, initial: { search: MemberSearchQuery; page: Paged<AdminMemberRow> } | null) {
  const seeded = initial !== null && JSON.stringify(keyOf(initial.search)) === JSON.stringify(keyOf(search));
  return useQuery<Paged<AdminMemberRow>, ApiError>({
    queryKey: keyOf(search),
    queryFn: () => api.get<Paged<AdminMemberRow>>('/api/admin/members', { params: memberSearchParams(search) }),
    initialData: seeded ? initial.page : undefined,
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}
