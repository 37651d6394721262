// The lab's work queues (issue #10): the server renders the queue, search and page of the URL; moving between them
// changes the URL without a new server render and the list is fetched in the browser.
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { LoadingCard } from '@/components/account/LoadingCard';
import { QueueList } from '@/components/staff/lab/QueueList';
import { parseQueueQuery, queueQueryParams } from '@/components/staff/lab/queue-query';
import { StaffShell } from '@/components/staff/StaffShell';
import { type StaffOrdersQuery, useStaffOrders } from '@/hooks/useStaffOrders';
import { listStaffOrders } from '@/lib/server/lab/list-staff-orders';
import { type StaffPageProps, staffPageProps } from '@/lib/server/staff/staff-page';
import type { StaffOrderList } from '@/lib/shared/lab/views';

export default function StaffQueuesPage({ initial }: StaffPageProps<StaffOrderList>) {
  const { t } = useTranslation('lab');
  const router = useRouter();
  // The list follows the URL (back and forward included); a move by staff shows at once, before the router re-renders.
  const routed = parseQueueQuery(router.query);
  const routedKey = `${routed.queue}|${routed.q ?? ''}|${routed.page}`;
  const [query, setQuery] = useState(routed);
  const [followed, setFollowed] = useState(routedKey);
  if (followed !== routedKey) {
    setFollowed(routedKey);
    setQuery(routed);
  }
  const { data, error, isFetching, isPlaceholderData } = useStaffOrders(query, initial);

  const change = (next: StaffOrdersQuery) => {
    setQuery(next);
    void router.push({ pathname: router.pathname, query: queueQueryParams(next) }, undefined, { shallow: true, scroll: false });
  };

  return (
    <StaffShell active="queues" title={t('queues.title')}>
      {!data && !error ? (
        <LoadingCard rows={4} />
      ) : (
        <QueueList query={query} data={data} loading={isFetching && isPlaceholderData} error={error} onChange={change} />
      )}
    </StaffShell>
  );
}

export const getServerSideProps: GetServerSideProps<StaffPageProps<StaffOrderList>> = (ctx) =>
  staffPageProps(ctx, ['lab', 'labApi', 'myorders', 'account', 'errors'], (db, session) => listStaffOrders(db, session, parseQueueQuery(ctx.query)));
