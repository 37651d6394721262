// The collection page's two places for the claim codes (issue #25, built separately): fill these in, nothing else on
// the page needs to change.
// - CollectionHeaderActions: beside "Download CSV" above the list — the "Claim a card" action (the buyer enters a
//   serial and a code). After a successful claim, invalidate COLLECTION_QUERY_KEY (hooks/useCollection.ts) so the new
//   card is listed.
// - CollectionCardDetail: at the foot of each card of the list — the owner's claim code reveal for that certificate.
import type { ReactNode } from 'react';
import type { CollectionItem } from '@/lib/shared/collection/views';

export function CollectionHeaderActions(): ReactNode {
  return null;
}

export function CollectionCardDetail(_props: { item: CollectionItem }): ReactNode {
  return null;
}
