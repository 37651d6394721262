// The dashboard's recent orders: each order links to its page and reads its status in words (never a raw status),
// with its date and total; the whole list is one link away; no order yet offers submitting cards.
import { render, screen, within } from '@testing-library/react';
import type { RecentOrder } from '@/lib/server/account/get-dashboard';
import { RecentOrders } from './RecentOrders';

jest.mock('@/hooks/useTranslation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));

const ORDERS: RecentOrder[] = [
  {
    orderNumber: 'G261123000003',
    status: 'SAVED',
    displayStatus: null,
    currency: 'TWD',
    totalAmount: 1450,
    submittedAt: '2026-11-23T03:00:00.000Z',
    nothingGraded: false,
  },
  {
    orderNumber: 'G261122000002',
    status: 'PROCESSING',
    displayStatus: 'SHIPPING_IN',
    currency: 'TWD',
    totalAmount: 3250,
    submittedAt: '2026-11-22T03:00:00.000Z',
    nothingGraded: false,
  },
  {
    orderNumber: 'G261121000001',
    status: 'CANCELLED',
    displayStatus: 'CANCELLED',
    currency: 'TWD',
    totalAmount: 800,
    submittedAt: '2026-11-21T03:00:00.000Z',
    nothingGraded: false,
  },
];

test('each order links to its page with its status in words, date and total; "view all" opens the list', () => {
  render(<RecentOrders orders={ORDERS} />);
  const rows = within(screen.getByRole('region', { name: 'dashboard.recentOrders.title' })).getAllByRole('listitem');
  expect(rows).toHaveLength(3);
  expect(within(rows[0]!).getByRole('link', { name: 'G261123000003' })).toHaveAttribute('href', '/account/orders/G261123000003');
  expect(within(rows[0]!).getByText('status.order.SAVED')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('NT$1,450')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('Nov 23, 2026')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('status.display.SHIPPING_IN')).toBeInTheDocument();
  expect(within(rows[2]!).getByText('status.display.CANCELLED')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'dashboard.recentOrders.viewAll' })).toHaveAttribute('href', '/account/orders');
  expect(screen.queryByText('dashboard.recentOrders.empty')).not.toBeInTheDocument();
});

test('an order with nothing graded reads "returned ungraded" here too', () => {
  render(<RecentOrders orders={[{ ...ORDERS[1]!, status: 'PROCESSING', displayStatus: 'GRADING_COMPLETE', nothingGraded: true }]} />);
  expect(screen.getByText('status.ungraded')).toBeInTheDocument();
});

test('no order yet: a word saying so and a link to submit cards, no list', () => {
  render(<RecentOrders orders={[]} />);
  expect(screen.getByText('dashboard.recentOrders.empty')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'dashboard.links.submit' })).toHaveAttribute('href', '/grading/submit');
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'dashboard.recentOrders.viewAll' })).not.toBeInTheDocument();
});
