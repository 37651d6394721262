// My collection (issue #25, docs/product/storefront.md#collection-and-albums): every certificate the member owns, with
// filters, sort and pages in the URL (read with the API's own schema, lib/shared/collection/collection-query.ts). The
// server renders the URL's page; later moves change the URL without a new server render and fetch in the browser.
// The claim codes' parts go into components/collection/slots.tsx (the header's actions, each card's foot).
import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { AccountShell } from '@/components/account/AccountShell';
import { LoadingCard } from '@/components/account/LoadingCard';
import { CollectionTabs } from '@/components/collection/CollectionTabs';
import { CollectionView } from '@/components/collection/CollectionView';
import { CollectionCardDetail, CollectionHeaderActions } from '@/components/collection/slots';
import { useCollection } from '@/hooks/useCollection';
import { useTranslation } from '@/hooks/useTranslation';
import { type AccountPageProps, accountPageProps } from '@/lib/server/account/account-page';
import { listCollection } from '@/lib/server/collection/list-collection';
import { type CollectionQuery, collectionQueryParams, parseCollectionQuery } from '@/lib/shared/collection/collection-query';
import type { CollectionPage } from '@/lib/shared/collection/views';

const COLLECTION_NAMESPACES = ['account', 'collection', 'claims', 'cert', 'errors'];

export default function CollectionPageView({ initial }: AccountPageProps<CollectionPage>) {
  const { t } = useTranslation('collection');
  const router = useRouter();
  // The list follows the URL (back and forward included); the member's own move is shown at once (as my orders do).
  const routed = parseCollectionQuery(router.query);
  const routedKey = JSON.stringify(collectionQueryParams(routed));
  const [query, setQuery] = useState(routed);
  const [followed, setFollowed] = useState(routedKey);
  if (followed !== routedKey) {
    setFollowed(routedKey);
    setQuery(routed);
  }
  const { data, error, isFetching, isPlaceholderData } = useCollection(query, initial);

  const change = (next: CollectionQuery) => {
    setQuery(next);
    void router.push({ pathname: router.pathname, query: collectionQueryParams(next) }, undefined, { shallow: true, scroll: false });
  };

  return (
    <AccountShell active="collection" title={t('title')} lead={t('lead')}>
      <CollectionTabs current="cards" />
      <div id="collection-tabpanel" role="tabpanel" aria-labelledby="collection-tab-cards">
        {!data && !error ? (
          <LoadingCard rows={4} />
        ) : (
          <CollectionView
            query={query}
            data={data}
            error={error}
            loading={isFetching && isPlaceholderData}
            onChange={change}
            headerActions={<CollectionHeaderActions />}
            cardDetail={(item) => <CollectionCardDetail item={item} />}
          />
        )}
      </div>
    </AccountShell>
  );
}

export const getServerSideProps: GetServerSideProps<AccountPageProps<CollectionPage>> = (ctx) =>
  accountPageProps(ctx, COLLECTION_NAMESPACES, (db, session) => listCollection(db, session, parseCollectionQuery(ctx.query)));
