// The member's collection (issue #25): one page of cards for the URL's filters, sort and page (GET /api/member/
// collection), seeded from the server render when it rendered the same query; the portfolio (GET …/portfolio); and the
// CSV file of the same filters (GET …/export, through axios so an expired session is renewed first).
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { DownloadedFile } from '@/lib/client/fetch-api';
import { type CollectionQuery, collectionQueryParams } from '@/lib/shared/collection/collection-query';
import type { CollectionPage, PortfolioView } from '@/lib/shared/collection/views';

export const COLLECTION_QUERY_KEY = ['collection', 'mine'] as const;
const BASE = '/api/member/collection';
/** Server data stays fresh briefly, so hydration does not refetch what the server just rendered. */
const FRESH_MS = 30_000;

const keyOf = (query: CollectionQuery) => JSON.stringify(collectionQueryParams(query));

export function useCollection(query: CollectionQuery, initial: CollectionPage | null) {
  const seeded = initial !== null && keyOf(initial.query) === keyOf(query);
  return useQuery<CollectionPage, ApiError>({
    queryKey: [...COLLECTION_QUERY_KEY, 'page', keyOf(query)],
    queryFn: () => api.get<CollectionPage>(BASE, { params: collectionQueryParams(query) }),
    initialData: seeded ? initial : undefined,
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}

export function usePortfolio(initial: PortfolioView | null) {
  return useQuery<PortfolioView, ApiError>({
    queryKey: [...COLLECTION_QUERY_KEY, 'portfolio'],
    queryFn: () => api.get<PortfolioView>(`${BASE}/portfolio`),
    initialData: initial ?? undefined,
    staleTime: FRESH_MS,
  });
}

/** The CSV of the collection under `query`'s filters and sort (every page), its header in `lang`. */
export function useCollectionExport() {
  return useMutation<DownloadedFile, ApiError, { query: CollectionQuery; lang: string }>({
    mutationFn: ({ query, lang }) => {
      const { page: _page, ...params } = collectionQueryParams(query);
      return api.download(`${BASE}/export`, { params: { ...params, lang } });
    },
  });
}
