// The member's orders (docs/product/order-lifecycle.md#order-list-tabs): tabs with their counts, a grading/reholder
// filter, newest first, pages. The tab, type and page live in the URL so a list can be shared and reloaded.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { useState } from 'react';
import { CountLabel } from '@/components/common/CountLabel';
import { LinkPagination, pageItemLabels } from '@/components/common/LinkPagination';
import { LinkTabPanel, LinkTabs } from '@/components/common/LinkTabs';
import type { MyOrdersQuery, OrderTypeFilter } from '@/hooks/useMyOrders';
import type { OrderListPage, OrderSummary } from '@/lib/shared/orders/my-order-views';
import { ORDER_TABS, type OrderTab } from '@/lib/shared/orders/order-tabs';
import { actionErrorKey } from './action-errors';
import { ActionNotice, type Notice } from './ActionNotice';
import { CancelOrderDialog } from './CancelOrderDialog';
import { ORDER_TYPE_FILTERS, listQueryParams } from './list-query';
import { OrderRow } from './OrderRow';

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
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="orders-type-label" variant="body2" color="textSecondary">
          {t('list.typeLabel')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={query.type ?? 'all'}
          onChange={(_event, value: string | null) => {
            if (value !== null) onChange({ ...query, type: value === 'all' ? null : (value as OrderTypeFilter), page: 1 });
          }}
          aria-labelledby="orders-type-label"
        >
          <ToggleButton value="all">{t('list.typeAll')}</ToggleButton>
          {ORDER_TYPE_FILTERS.map((type) => (
            <ToggleButton key={type} value={type}>
              {t(`types.${type}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <LinkTabPanel idPrefix="orders" value={query.tab} loading={loading}>
        {error && !data ? (
          <Alert severity="error">{t(actionErrorKey(error))}</Alert>
        ) : !data ? null : data.orders.length === 0 ? (
          <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
            <Typography sx={{ mb: 2 }}>{t(`list.empty.${query.tab}`)}</Typography>
            <Button variant="contained" component={NextLink} href="/grading/submit">
              {t('list.submitCards')}
            </Button>
          </Paper>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={t('list.listLabel')}>
            {data.orders.map((order) => (
              <OrderRow key={order.orderNumber} order={order} onCancel={setCancelling} />
            ))}
          </Stack>
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
