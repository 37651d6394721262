// The population as the public API gives it (docs/product/certificates.md#population-report,
// docs/product/certificates.md#public-api): one card — the same card of docs/product/certificates.md#same-card — with
// every grade column (zeros included, best first), its total and when its counts last changed. Browser-safe.
import type { CardCategory } from '@/lib/server/db/generated/enums';

export interface PopulationCardView {
  id: number;
  card: { category: CardCategory; year: number | null; brand: string | null; setName: string | null; cardNumber: string | null; name: string };
  counts: { grade: string; count: number }[];
  total: number;
  lastChangedAt: string;
}

/** A page of cards; `nextCursor` asks for the next one, null when this was the last. */
export interface PopulationCardsPage {
  cards: PopulationCardView[];
  nextCursor: string | null;
}

/** The changes feed's page: changes up to `until` (a few seconds ago) are in it or in the pages after it. */
export interface PopulationChangesPage extends PopulationCardsPage {
  until: string;
}
