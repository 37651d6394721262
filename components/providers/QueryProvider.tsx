// React Query for the pages that fetch from the browser (issue #11): _app loads this module only on those pages, and
// lazily loaded parts of query-free pages (the partner inquiry form) wrap themselves in it. One client per visit in
// the browser, so the cache survives navigations between pages with and without this provider
// (docs/product/errors-and-messages.md#query-behaviour); one per render on the server, never shared between visitors.
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '@/lib/client/query-client';

let browserClient: QueryClient | undefined;

export function queryClientForThisRender(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

export default function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(queryClientForThisRender);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
