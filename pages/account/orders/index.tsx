// My orders (docs/product/order-lifecycle.md#order-list-tabs): the server renders the tab, type and page of the URL;
// moving between them changes the URL without a new server render and the list is fetched in the browser.
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { AccountShell } from '@/components/account/AccountShell';
import { LoadingCard } from '@/components/account/LoadingCard';
import { listQueryParams, parseListQuery } from '@/components/orders/list-query';
import { OrderList } from '@/components/orders/OrderList';
import { type MyOrdersQuery, useMyOrders } from '@/hooks/useMyOrders';
import { type AccountPageProps, accountPageProps } from '@/lib/server/account/account-page';
import { listMyOrders } from '@/lib/server/orders/list-my-orders';
import type { OrderListPage } from '@/lib/shared/orders/my-order-views';

export default function MyOrdersPage({ initial }: AccountPageProps<OrderListPage>) {
  const { t } = useTranslation('myorders');
  const router = useRouter();
  // The list follows the URL (back and forward included); a move by the member is shown at once, without waiting
  // for the router's re-render (in development it was seen to be lost now and then).
  const routed = parseListQuery(router.query);
  const routedKey = `${routed.tab}|${routed.type ?? ''}|${routed.page}`;
  const [query, setQuery] = useState(routed);
  const [followed, setFollowed] = useState(routedKey);
  if (followed !== routedKey) {
    setFollowed(routedKey);
    setQuery(routed);
  }
  const { data, error, isFetching, isPlaceholderData } = useMyOrders(query, initial);

  const change = (next: MyOrdersQuery) => {
    setQuery(next);
    void router.push({ pathname: router.pathname, query: listQueryParams(next) }, undefined, { shallow: true, scroll: false });
  };

  return (
    <AccountShell active="orders" title={t('list.title')} lead={t('list.lead')}>
      {!data && !error ? (
        <LoadingCard rows={4} />
      ) : (
        <OrderList query={query} data={data} loading={isFetching && isPlaceholderData} error={error} onChange={change} />
      )}
    </AccountShell>
  );
}

export const getServerSideProps: GetServerSideProps<AccountPageProps<OrderListPage>> = (ctx) =>
  accountPageProps(ctx, ['account', 'myorders', 'errors'], (db, session) => listMyOrders(db, session, parseListQuery(ctx.query)));
