// React Query defaults of docs/product/errors-and-messages.md#query-behaviour: queries do not retry and do not
// refetch on window focus (the user query overrides this for itself).
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
