// Notices and events in the content tools (issue #10): one page of the list, one post for the editor (both seeded
// from the server render), and the saves and deletions, after which the list is fetched again.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { AdminPost, AdminPostList } from '@/lib/shared/admin-content/views';
import type { PostInput } from '@/lib/shared/schemas/admin-content/post';

export const ADMIN_POSTS_KEY = ['admin', 'content', 'posts'] as const;
const BASE = '/api/admin/posts';

export interface AdminPostsQuery {
  kind: PostInput['kind'];
  page: number;
}

const FRESH_MS = 15_000;

export function useAdminPosts(query: AdminPostsQuery, initial: AdminPostList | null) {
  const seeded = initial !== null && initial.kind === query.kind && initial.page === query.page;
  return useQuery<AdminPostList, ApiError>({
    queryKey: [...ADMIN_POSTS_KEY, 'list', query.kind, query.page],
    queryFn: () => api.get<AdminPostList>(BASE, { params: { kind: query.kind, page: query.page } }),
    initialData: seeded ? initial : undefined,
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}

export const adminPostKey = (id: number) => [...ADMIN_POSTS_KEY, 'post', id] as const;

export function useAdminPost(id: number, initial: AdminPost | null) {
  return useQuery<AdminPost, ApiError>({
    queryKey: adminPostKey(id),
    queryFn: () => api.get<AdminPost>(`${BASE}/${id}`),
    initialData: initial ?? undefined,
    staleTime: FRESH_MS,
  });
}

/** Creates a post (id null) or saves one; answers the post as stored. */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation<AdminPost, ApiError, { id: number | null; input: PostInput }>({
    mutationFn: ({ id, input }) => (id === null ? api.post<AdminPost>(BASE, input) : api.put<AdminPost>(`${BASE}/${id}`, input)),
    onSuccess: (post) => queryClient.setQueryData(adminPostKey(post.id), post),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ADMIN_POSTS_KEY, 'list'] }),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation<{ id: number }, ApiError, number>({
    mutationFn: (id) => api.delete<{ id: number }>(`${BASE}/${id}`),
    onSuccess: ({ id }) => queryClient.removeQueries({ queryKey: adminPostKey(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ADMIN_POSTS_KEY, 'list'] }),
  });
}
