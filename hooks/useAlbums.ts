// A member's albums (issue #25, /account/albums): the list, one album, the cards that can still join it, and every
// change — each answers the album as it is now, which becomes the page's data; the list is refetched after a change.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { AlbumCandidate, MyAlbum, MyAlbumDetail } from '@/lib/shared/albums/album-views';

export const ALBUMS_QUERY_KEY = ['albums', 'mine'] as const;
const BASE = '/api/member/albums';
const albumKey = (id: number) => [...ALBUMS_QUERY_KEY, 'album', id] as const;

export function useMyAlbums(initial: MyAlbum[] | null) {
  return useQuery<MyAlbum[], ApiError>({
    queryKey: ALBUMS_QUERY_KEY,
    queryFn: () => api.get<MyAlbum[]>(BASE),
    initialData: initial ?? undefined,
    staleTime: 30_000,
  });
}

export function useMyAlbum(id: number, initial: MyAlbumDetail | null) {
  return useQuery<MyAlbumDetail, ApiError>({
    queryKey: albumKey(id),
    queryFn: () => api.get<MyAlbumDetail>(`${BASE}/${id}`),
    initialData: initial ?? undefined,
    staleTime: 30_000,
  });
}

export function useAlbumCandidates(id: number, enabled: boolean) {
  return useQuery<AlbumCandidate[], ApiError>({
    queryKey: [...albumKey(id), 'candidates'],
    queryFn: () => api.get<AlbumCandidate[]>(`${BASE}/${id}/candidates`),
    enabled,
    staleTime: 0,
  });
}

/** A change whose answer is the album now. */
function useAlbumChange<TInput>(send: (input: TInput) => Promise<MyAlbumDetail>) {
  const client = useQueryClient();
  return useMutation<MyAlbumDetail, ApiError, TInput>({
    mutationFn: send,
    onSuccess: (album) => {
      client.setQueryData(albumKey(album.id), album);
      void client.invalidateQueries({ queryKey: ALBUMS_QUERY_KEY, exact: true });
      void client.invalidateQueries({ queryKey: [...albumKey(album.id), 'candidates'] });
    },
  });
}

export const useCreateAlbum = () => useAlbumChange((input: { name: string; description: string }) => api.post<MyAlbumDetail>(BASE, input));

export interface AlbumFields {
  name: string;
  description: string;
  isPublic: boolean;
  thumbnailCertificateId: number | null;
}

export const useSaveAlbum = (id: number) => useAlbumChange((fields: AlbumFields) => api.put<MyAlbumDetail>(`${BASE}/${id}`, fields));
export const useAddAlbumCards = (id: number) => useAlbumChange((serials: string[]) => api.post<MyAlbumDetail>(`${BASE}/${id}/cards`, { serials }));
export const useReorderAlbumCards = (id: number) =>
  useAlbumChange((certificateIds: number[]) => api.put<MyAlbumDetail>(`${BASE}/${id}/cards`, { certificateIds }));
export const useRemoveAlbumCard = (id: number) => useAlbumChange((certificateId: number) => api.delete<MyAlbumDetail>(`${BASE}/${id}/cards/${certificateId}`));
export const useFeatureAlbumCard = (id: number) =>
  useAlbumChange(({ certificateId, featured }: { certificateId: number; featured: boolean }) =>
    api.put<MyAlbumDetail>(`${BASE}/${id}/cards/${certificateId}`, { featured }),
  );

export function useDeleteAlbum(id: number) {
  const client = useQueryClient();
  return useMutation<unknown, ApiError, void>({
    mutationFn: () => api.delete(`${BASE}/${id}`),
    onSuccess: () => {
      client.removeQueries({ queryKey: albumKey(id) });
      void client.invalidateQueries({ queryKey: ALBUMS_QUERY_KEY, exact: true });
    },
  });
}
