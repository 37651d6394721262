// The member's orders (docs/product/order-lifecycle.md#order-list-tabs): tabs with their counts, a grading/reholder
// filter, newest first, pages. The tab, type and page live in the URL so a list can be shared and reloaded.
import { useTranslation } from '@/hooks/useTranslation';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { CountLabel } from '@/components/common/CountLabel';
import { LinkPagination, pageItemLabels } from '@/components/common/LinkPagination';
import { LinkTabPanel, LinkTabs } from '@/components/common/LinkTabs';
import { buttonClass } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import type { MyOrdersQuery, OrderTypeFilter } from '@/hooks/useMyOrders';
import type { OrderListPage, OrderSummary } from '@/lib/shared/orders/my-order-views';
import { ORDER_TABS, type OrderTab } from '@/lib/shared/orders/order-tabs';
import { actionErrorKey } from './action-errors';
import { ActionNotice, type Notice } from './ActionNotice';
import { ORDER_TYPE_FILTERS, listQueryParams } from './list-query';
import styles from './OrderList.module.css';
import { OrderRow } from './OrderRow';

// The cancel dialog (MUI) is downloaded when it first opens, not with the list (issue #24: first-load JS ≤ 200 kB).
const CancelOrderDialog = dynamic(() => import('./CancelOrderDialog').then((module) => module.CancelOrderDialog), { ssr: false });

const listHref = (query: MyOrdersQuery) => ({ pathname: '/account/orders', query: listQueryParams(query) });

interface Props {
  query: MyOrdersQuery;
  data: OrderListPage | undefined;
  loading: boolean;
  error: unknown;
  /** Moves the list to another tab, type or page (and the URL with it); tabs and pages are also plain links. */
  onChange: (query: MyOrdersQuery) => void;
}

export function OrderList({ query, data, loading, error, onChange }: Props) {
  const { t } = useTranslation(['myorders', 'errors']);
  const [cancelling, setCancelling] = useState<OrderSummary | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const tabLabel = (tab: OrderTab) => <CountLabel label={t(`list.tabs.${tab}`)} count={data?.counts[tab]} />;

  return (
    <>
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <LinkTabs
        value={query.tab}
        values={ORDER_TABS}
        idPrefix="orders"
        label={t('list.tabsLabel')}
        tabLabel={tabLabel}
        href={(tab) => listHref({ ...query, tab, page: 1 })}
        onTab={(tab) => onChange({ ...query, tab, page: 1 })}
      />
      <div className={styles.filter}>
        <span id="orders-type-label" className={cx(ui.body2, ui.muted)}>
          {t('list.typeLabel')}
        </span>
        <div role="group" aria-labelledby="orders-type-label" className={styles.toggles}>
          {(['all', ...ORDER_TYPE_FILTERS] as const).map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={(query.type ?? 'all') === type}
              onClick={() => onChange({ ...query, type: type === 'all' ? null : (type as OrderTypeFilter), page: 1 })}
              className={styles.toggle}
            >
              {type === 'all' ? t('list.typeAll') : t(`types.${type}`)}
            </button>
          ))}
        </div>
      </div>
      <LinkTabPanel idPrefix="orders" value={query.tab} loading={loading}>
        {error && !data ? (
          <Alert severity="error">{t(actionErrorKey(error))}</Alert>
        ) : !data ? null : data.orders.length === 0 ? (
          <div className={cx(ui.card, styles.empty)}>
            <p className={ui.body1}>{t(`list.empty.${query.tab}`)}</p>
            <NextLink href="/grading/submit" className={buttonClass({ variant: 'contained' })}>
              {t('list.submitCards')}
            </NextLink>
          </div>
        ) : (
          <ul className={styles.rows} aria-label={t('list.listLabel')}>
            {data.orders.map((order) => (
              <OrderRow key={order.orderNumber} order={order} onCancel={setCancelling} />
            ))}
          </ul>
        )}
      </LinkTabPanel>
      {data && (
        <LinkPagination
          page={query.page}
          total={data.total}
          pageSize={data.pageSize}
          href={(page) => listHref({ ...query, page })}
          onPage={(page) => onChange({ ...query, page })}
          label={t('list.pagination.label')}
          itemAriaLabel={pageItemLabels(t, 'list.pagination')}
        />
      )}
      {cancelling && (
        <CancelOrderDialog
          // Awaiting payment: nothing was taken, so nothing comes back and no refund account is needed.
          order={{ ...cancelling, deliveryCost: 0, refundAmount: 0, needsRefundAccount: false }}
          onClose={() => setCancelling(null)}
          onDone={(outcome) => {
            setCancelling(null);
            setNotice(outcome);
          }}
        />
      )}
    </>
  );
}
