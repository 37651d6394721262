// The member's followed cards (issue #25, pop watch): GET /api/member/population-watches, seeded from the page's
// server render; stopping one (DELETE /api/member/population-watch?populationCardId=) fetches the list again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import { POPULATION_WATCHES_API, POPULATION_WATCH_API, type PopulationWatchState, type WatchedCardView } from '@/lib/shared/population-watch';

export const POPULATION_WATCHES_KEY = ['member', 'population-watches'] as const;

export function usePopulationWatches(initial: WatchedCardView[] | null) {
  return useQuery<WatchedCardView[], ApiError>({
    queryKey: POPULATION_WATCHES_KEY,
    queryFn: async () => (await api.get<WatchedCardView[] | undefined>(POPULATION_WATCHES_API)) ?? [],
    initialData: initial ?? undefined,
    staleTime: 30_000,
  });
}

export function useStopWatching() {
  const queryClient = useQueryClient();
  return useMutation<PopulationWatchState, ApiError, number>({
    mutationFn: (populationCardId) => api.delete<PopulationWatchState>(POPULATION_WATCH_API, { params: { populationCardId: String(populationCardId) } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: POPULATION_WATCHES_KEY }),
  });
}
