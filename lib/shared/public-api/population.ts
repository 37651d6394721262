// The population as the public API gives it (docs/product/certificates.md#population-report,
// docs/product/certificates.md#public-api): one card — the same card of docs/product/certificates.md#same-card — with
// every grade column (zeros included, best first), its total and when its counts last changed. Browser-safe.
import type { PopulationRowView } from '../certificates/population-report';

/** The report's row of a card: the API gives the same shape. */
export type PopulationCardView = PopulationRowView;

/** A page of cards; `nextCursor` asks for the next one, null when this was the last. */
export interface PopulationCardsPage {
  cards: PopulationCardView[];
  nextCursor: string | null;
}

/** The changes feed's page: changes up to `until` (a few seconds ago) are in it or in the pages after it. */
export interface PopulationChangesPage extends PopulationCardsPage {
  until: string;
}
