// The collection page's two places for the claim codes (issue #25, built separately): fill these in, nothing else on
// the page needs to change.
// - CollectionHeaderActions: beside "Download CSV" above the list — the "Claim a card" action (the buyer enters a
//   serial and a code). After a successful claim, invalidate COLLECTION_QUERY_KEY (hooks/useCollection.ts) so the new
//   card is listed.
// - CollectionCardDetail: at the foot of each card of the list — the owner's claim code reveal for that certificate.
// Both read the `claims` namespace: the page lists it among its namespaces.
import Button from '@mui/material/Button';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/hooks/useTranslation';
import type { CollectionItem } from '@/lib/shared/collection/views';
import { ClaimCardDialog } from './ClaimCardDialog';
import { ClaimCodeReveal } from './ClaimCodeReveal';

export function CollectionHeaderActions(): ReactNode {
  const { t } = useTranslation(['claims']);
  const [open, setOpen] = useState(false);
  // useClaimCard invalidates the collection's queries (['collection', …]) after a claim: the new card is listed.
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {t('claims:dialog.open')}
      </Button>
      <ClaimCardDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

export function CollectionCardDetail({ item }: { item: CollectionItem }): ReactNode {
  // A voided certificate cannot be claimed: its code is of no use to a buyer.
  return item.voidedAt ? null : <ClaimCodeReveal serial={item.serial} />;
}
