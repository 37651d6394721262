// The live order statement: POST /api/orders/quote, sent 400 ms after the last change to what the price
// depends on (never on every keystroke of a card name), keeping the previous statement while it loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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

export function useQuote(draft: QuoteSource | null, enabled = true) {
  const key = draft ? JSON.stringify(quoteRequestOf(draft)) : null;
  const [debounced, setDebounced] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(key), 400);
    return () => clearTimeout(timer);
  }, [key]);
  return useQuery<PricedOrder, ApiError>({
    queryKey: ['orders', 'quote', debounced],
    queryFn: () => api.post<PricedOrder>('/api/orders/quote', JSON.parse(debounced!)),
    enabled: enabled && debounced !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
