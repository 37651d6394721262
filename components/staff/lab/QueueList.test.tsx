// The work queues: a tab per queue with its count (links keeping the search), late orders marked, a search that looks
// through every order, and pages.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QUEUE_IDS } from '@/lib/shared/lab/queues';
import type { QueueId, StaffOrderList, StaffOrderRow } from '@/lib/shared/lab/views';
import { QueueList } from './QueueList';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));

const row = (orderNumber: string, overrides: Partial<StaffOrderRow> = {}): StaffOrderRow => ({
  orderNumber,
  memberEmail: 'member@example.com',
  memberNick: 'collector',
  submitType: 'GENERAL',
  orderType: 'REG',
  shippingMethod: 'SELF_SHIPPING',
  status: 'PROCESSING',
  processingStatus: 'WAREHOUSE_IN',
  totalQt: 3,
  paidAt: '2026-11-20T02:00:00.000Z',
  receivedAt: '2026-11-21T02:00:00.000Z',
  estimatedCompletionAt: '2026-11-22T02:00:00.000Z',
  late: false,
  ...overrides,
});

function list(overrides: Partial<StaffOrderList> = {}): StaffOrderList {
  const counts = Object.fromEntries(QUEUE_IDS.map((queue, index) => [queue, index])) as Record<QueueId, number>;
  return {
    rows: [row('G261120000001', { late: true }), row('G261120000002')],
    queue: 'WAREHOUSE_IN',
    q: null,
    page: 1,
    pageSize: 20,
    total: 45,
    counts,
    ...overrides,
  };
}

function show(data = list(), query = { queue: 'WAREHOUSE_IN' as QueueId, q: null as string | null, page: 1 }) {
  const onChange = jest.fn();
  render(<QueueList query={query} data={data} loading={false} error={null} onChange={onChange} />);
  return onChange;
}

test('a tab per queue with its count, the current one selected, each a link', () => {
  show();
  const tabs = within(screen.getByRole('tablist', { name: 'queues.tabsLabel' })).getAllByRole('tab');
  expect(tabs).toHaveLength(QUEUE_IDS.length);
  const warehouse = tabs[QUEUE_IDS.indexOf('WAREHOUSE_IN')]!;
  expect(warehouse).toHaveAttribute('aria-selected', 'true');
  expect(warehouse).toHaveTextContent(`lab:queues.tabs.WAREHOUSE_IN${QUEUE_IDS.indexOf('WAREHOUSE_IN')}`);
  expect(tabs[QUEUE_IDS.indexOf('CARD_SCORED')]).toHaveAttribute('href', '/admin?queue=CARD_SCORED');
  // The default queue is the bare address.
  expect(tabs[QUEUE_IDS.indexOf('SHIPPING_IN')]).toHaveAttribute('href', '/admin');
});

test('orders link to their page; a late one is marked', () => {
  show();
  const links = screen.getAllByRole('link', { name: 'G261120000001' });
  expect(links[0]).toHaveAttribute('href', '/admin/orders/G261120000001');
  // Table and cards both carry the mark (one of them hidden by CSS at each width).
  expect(screen.getAllByText('queues.late')).toHaveLength(2);
});

test('a search looks through every order from page 1; clearing it goes back to the default queue', async () => {
  const onChange = show(list(), { queue: 'WAREHOUSE_IN', q: null, page: 3 });
  fireEvent.change(screen.getByLabelText('queues.search.label'), { target: { value: '  member@example.com ' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'queues.search.submit' }));
  });
  expect(onChange).toHaveBeenCalledWith({ queue: 'ALL', q: 'member@example.com', page: 1 });
});

test('a search says what it found and can be cleared', () => {
  const onChange = show(list({ queue: 'ALL', q: '1993215', total: 1 }), { queue: 'ALL', q: '1993215', page: 1 });
  expect(screen.getByRole('status')).toHaveTextContent('queues.search.resultsFor {"q":"1993215","count":1}');
  expect(screen.getByLabelText('queues.search.label')).toHaveValue('1993215');
  expect(within(screen.getByRole('tablist')).getAllByRole('tab')[0]).toHaveAttribute('href', '/admin?queue=NOT_PROCESSING&q=1993215');
  fireEvent.click(screen.getByRole('button', { name: 'queues.search.clear' }));
  expect(onChange).toHaveBeenCalledWith({ queue: 'SHIPPING_IN', q: null, page: 1 });
});

test('pages move the list in place', () => {
  const onChange = show();
  const pages = screen.getByRole('navigation', { name: 'queues.pagination.label' });
  fireEvent.click(within(pages).getByRole('link', { name: 'queues.pagination.page {"page":3}' }));
  expect(onChange).toHaveBeenCalledWith({ queue: 'WAREHOUSE_IN', q: null, page: 3 });
});

test('an empty queue says so', () => {
  show(list({ rows: [], total: 0 }));
  expect(screen.getByText('queues.empty')).toBeInTheDocument();
});
