// The member's orders (docs/product/order-lifecycle.md#order-list-tabs): tabs with their counts, a grading/reholder
// filter, newest first, pages. The tab, type and page live in the URL so a list can be shared and reloaded.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import NextLink from 'next/link';
import { type MouseEvent, useState } from 'react';
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
  // A plain click moves the list in place; a click with a modifier (new tab or window) is left to the browser.
  const follow = (next: MyOrdersQuery) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onChange(next);
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const tabLabel = (tab: OrderTab) => (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      {t(`list.tabs.${tab}`)}
      {data && (
        <Box component="span" sx={{ minWidth: 22, px: 0.75, borderRadius: 10, bgcolor: 'action.selected', fontSize: '0.75rem', lineHeight: '20px' }}>
          {data.counts[tab]}
        </Box>
      )}
    </Box>
  );

  return (
    <>
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      {/* Links, not only buttons: a tab or a page can be opened in a new tab, and works before the page is interactive. */}
      <Tabs
        value={query.tab}
        variant="scrollable"
        scrollButtons={false}
        aria-label={t('list.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {ORDER_TABS.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={tabLabel(tab)}
            id={`orders-tab-${tab}`}
            aria-controls="orders-tabpanel"
            component={NextLink}
            href={listHref({ ...query, tab, page: 1 })}
            onClick={follow({ ...query, tab, page: 1 })}
            sx={{ minWidth: 0, px: 1.5 }}
          />
        ))}
      </Tabs>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="orders-type-label" variant="body2" color="text.secondary">
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
      <Box role="tabpanel" id="orders-tabpanel" aria-labelledby={`orders-tab-${query.tab}`} aria-busy={loading} sx={{ opacity: loading ? 0.6 : 1, transition: 'opacity 0.2s' }}>
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
      </Box>
      {data && pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(query.page, pages)}
          renderItem={(item) => <PaginationItem {...item} component={NextLink} href={listHref({ ...query, page: item.page ?? 1 })} onClick={follow({ ...query, page: item.page ?? 1 })} />}
          aria-label={t('list.pagination.label')}
          getItemAriaLabel={(type, page, selected) =>
            type === 'page' ? t(selected ? 'list.pagination.current' : 'list.pagination.page', { page }) : t(`list.pagination.${type}`)
          }
          siblingCount={0}
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
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
