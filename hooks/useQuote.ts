// The live order statement: POST /api/orders/quote, sent 400 ms after the last change to what the price
// depends on (never on every keystroke of a card name), keeping the previous statement while it loads. The first
// statement of the page is asked at once, and `updating` covers the wait as well as the request, so the statement
// shows it is loading instead of an empty quote.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type ApiError, api } from '@/lib/client/api';
import type { PricedOrder } from '@/lib/server/orders/price-order';
import { quoteLinesOf } from '@/lib/shared/orders/card-count';
import type { OrderDraft } from '@/lib/shared/orders/draft';

export type QuoteSource = Pick<OrderDraft, 'submitType' | 'orderType' | 'currency' | 'lines' | 'reholderCards' | 'shippingMethod' | 'shippingAddressId'>;

export function quoteRequestOf(draft: QuoteSource) {
  return {
    submitType: draft.submitType,
    orderType: draft.orderType,
    currency: draft.currency,
    shippingMethod: draft.shippingMethod,
    shippingAddressId: draft.shippingAddressId,
    lines: quoteLinesOf(draft),
  };
}

export const QUOTE_DEBOUNCE_MS = 400;

export function useQuote(draft: QuoteSource | null, enabled = true) {
  const key = draft ? JSON.stringify(quoteRequestOf(draft)) : null;
  const [debounced, setDebounced] = useState(key);
  const asked = useRef(false);
  useEffect(() => {
    if (key === null) return;
    const delay = asked.current ? QUOTE_DEBOUNCE_MS : 0;
    asked.current = true;
    const timer = setTimeout(() => setDebounced(key), delay);
    return () => clearTimeout(timer);
  }, [key]);
  const query = useQuery<PricedOrder, ApiError>({
    queryKey: ['orders', 'quote', debounced],
    queryFn: () => api.post<PricedOrder>('/api/orders/quote', JSON.parse(debounced!)),
    enabled: enabled && debounced !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return { data: query.data, isError: query.isError, updating: enabled && (query.isFetching || key !== debounced) };
}
