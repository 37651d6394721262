// The order list: tabs with counts move the URL state, rows read as words (never a raw status), awaiting-payment
// rows offer "Pay now" and "Cancel", an empty tab links to submitting cards.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { OrderListPage, OrderSummary } from '@/lib/shared/orders/my-order-views';
import { OrderList } from './OrderList';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));

const summary = (overrides: Partial<OrderSummary>): OrderSummary => ({
  orderNumber: 'G261123000001',
  submitType: 'GENERAL',
  orderType: 'REG',
  status: 'PROCESSING',
  processingStatus: 'CARD_DEFECT_CHECKED',
  displayStatus: 'GRADING',
  tab: 'inProcess',
  currency: 'TWD',
  totalAmount: 3250,
  totalQt: 3,
  paymentMethod: 'CREDIT_CARD',
  submittedAt: '2026-11-20T03:00:00.000Z',
  firstCard: 'Pikachu',
  lines: 3,
  nothingGraded: false,
  actions: { pay: false, cancel: false },
  ...overrides,
});

const PAGE: OrderListPage = {
  orders: [
    summary({
      orderNumber: 'G261123000002',
      status: 'SAVED',
      processingStatus: 'NOT_PROCESSING',
      displayStatus: null,
      tab: 'awaitingPayment',
      actions: { pay: true, cancel: true },
      lines: 1,
    }),
    summary({}),
  ],
  tab: 'all',
  type: null,
  page: 1,
  pageSize: 10,
  total: 25,
  counts: { all: 25, awaitingPayment: 1, inProcess: 20, cancel: 2, refund: 0, complete: 2 },
};

function show(data: OrderListPage = PAGE, onChange = jest.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OrderList query={{ tab: data.tab, type: data.type, page: data.page }} data={data} loading={false} error={null} onChange={onChange} />
    </QueryClientProvider>,
  );
  return onChange;
}

test('tabs carry their counts and link to their first page, keeping the type', () => {
  show({ ...PAGE, type: 'GRADING', page: 2 });
  expect(screen.getByRole('tab', { name: 'list.tabs.awaitingPayment 1' })).toHaveAttribute('href', '/account/orders?tab=awaitingPayment&type=GRADING');
  expect(screen.getByRole('tab', { name: /list\.tabs\.all/ })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: /list\.tabs\.all/ })).toHaveAttribute('href', '/account/orders?type=GRADING');
});

test('a plain click on a tab or a page moves the list in place', () => {
  const onChange = show();
  fireEvent.click(screen.getByRole('tab', { name: /list\.tabs\.refund/ }));
  expect(onChange).toHaveBeenLastCalledWith({ tab: 'refund', type: null, page: 1 });
  fireEvent.click(screen.getByRole('link', { name: 'list.pagination.page {"page":3}' }));
  expect(onChange).toHaveBeenLastCalledWith({ tab: 'all', type: null, page: 3 });
  onChange.mockClear();
  fireEvent.click(screen.getByRole('link', { name: 'list.pagination.page {"page":2}' }), { ctrlKey: true });
  expect(onChange).not.toHaveBeenCalled();
});

test('the type filter and the pages', () => {
  const onChange = show();
  fireEvent.click(screen.getByRole('button', { name: 'types.REHOLDER' }));
  expect(onChange).toHaveBeenLastCalledWith({ tab: 'all', type: 'REHOLDER', page: 1 });
  expect(screen.getByRole('link', { name: 'list.pagination.page {"page":3}' })).toHaveAttribute('href', '/account/orders?page=3');
});

test('rows: number linking to the order, status in words, first card and the rest', () => {
  show();
  const rows = within(screen.getByRole('list', { name: 'list.listLabel' })).getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  const paid = screen.getByRole('listitem', { name: 'G261123000001' });
  expect(within(paid).getByRole('link', { name: 'G261123000001' })).toHaveAttribute('href', '/account/orders/G261123000001');
  expect(within(paid).getByText('status.display.GRADING')).toBeInTheDocument();
  expect(within(paid).getByText('list.andMore {"first":"Pikachu","count":2}')).toBeInTheDocument();
  expect(within(paid).getByText('NT$3,250')).toBeInTheDocument();
  expect(within(paid).queryByRole('button')).not.toBeInTheDocument();
});

test('an order awaiting payment offers Pay now (to its pay section) and Cancel (a dialog, downloaded when it opens)', async () => {
  show();
  const unpaid = screen.getByRole('listitem', { name: 'G261123000002' });
  expect(within(unpaid).getByText('status.order.SAVED')).toBeInTheDocument();
  expect(within(unpaid).getByRole('link', { name: 'list.payNowNamed {"orderNumber":"G261123000002"}' })).toHaveAttribute(
    'href',
    '/account/orders/G261123000002#pay',
  );
  fireEvent.click(within(unpaid).getByRole('button', { name: 'list.cancelNamed {"orderNumber":"G261123000002"}' }));
  expect(await screen.findByRole('dialog', { name: /cancel\.title/ })).toBeInTheDocument();
  expect(screen.getByText('cancel.noRefund')).toBeInTheDocument();
});

test('an order with nothing graded reads "returned ungraded", not "grading complete" (decision 0031 §4)', () => {
  const done = { status: 'PROCESSING', processingStatus: 'WAREHOUSE_OUT', displayStatus: 'GRADING_COMPLETE' } as const;
  show({ ...PAGE, orders: [summary({ ...done, nothingGraded: true }), summary({ ...done, orderNumber: 'G261123000003' })] });
  expect(within(screen.getByRole('listitem', { name: 'G261123000001' })).getByText('status.ungraded')).toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: 'G261123000003' })).getByText('status.display.GRADING_COMPLETE')).toBeInTheDocument();
});

test('an empty tab links to submitting cards', () => {
  show({ ...PAGE, orders: [], tab: 'refund', total: 0 });
  expect(screen.getByText('list.empty.refund')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'list.submitCards' })).toHaveAttribute('href', '/grading/submit');
});
