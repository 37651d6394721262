// The back office's community page (GET /api/admin/community; POST/DELETE /api/admin/community/{albums,items}/[id]/hide,
// issue #25): the list seeded from the server render, and hiding or showing again — after either the list is fetched
// again (another staff member may have acted meanwhile).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { CommunityModerationView } from '@/lib/shared/feed/moderation-views';

export const COMMUNITY_MODERATION_KEY = ['admin', 'community'] as const;

export type ModerationTarget = { kind: 'album' | 'item'; id: number };

const hidePath = ({ kind, id }: ModerationTarget) => `/api/admin/community/${kind === 'album' ? 'albums' : 'items'}/${id}/hide`;

export function useCommunityModeration(initial: CommunityModerationView | null) {
  return useQuery<CommunityModerationView, ApiError>({
    queryKey: COMMUNITY_MODERATION_KEY,
    queryFn: () => api.get<CommunityModerationView>('/api/admin/community'),
    initialData: initial ?? undefined,
    staleTime: 15_000,
  });
}

export function useSetHidden() {
  const queryClient = useQueryClient();
  return useMutation<{ changed: boolean }, ApiError, ModerationTarget & { reason: string | null }>({
    mutationFn: ({ reason, ...target }) =>
      reason === null ? api.delete<{ changed: boolean }>(hidePath(target)) : api.post<{ changed: boolean }>(hidePath(target), { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: COMMUNITY_MODERATION_KEY }),
  });
}
