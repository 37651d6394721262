// The coupon field with a mocked API (docs/product/payments.md#coupons): the code goes to the server as typed, the
// discount and total shown are the server's answer, a refusal shows its own message, and removing calls DELETE.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ApiError, api } from '@/lib/client/api';
import type { OrderCoupon } from '@/lib/shared/coupons/views';
import { type CouponState, CouponField } from './CouponField';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('@/lib/client/api', () => ({
  ...jest.requireActual('@/lib/client/api'),
  api: { post: jest.fn(), delete: jest.fn(), get: jest.fn() },
}));

const post = api.post as jest.Mock;
const remove = api.delete as jest.Mock;

const APPLIED: OrderCoupon = {
  orderNumber: 'G261129000001',
  code: 'WELCOME10',
  currency: 'TWD',
  totalPrice: 1_000,
  deliveryCost: 150,
  discountAmount: 100,
  totalAmount: 1_050,
};

function Harness({ start }: { start: CouponState | null }) {
  const [priced, setPriced] = useState<CouponState | null>(start);
  return <CouponField priced={priced} orderNumberFor={async () => APPLIED.orderNumber} onChange={setPriced} locale="en" idPrefix="test" />;
}

function show(start: CouponState | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness start={start} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  post.mockReset();
  remove.mockReset();
});

test('applies the code as typed and shows the server’s discount and total', async () => {
  post.mockResolvedValue(APPLIED);
  show();
  fireEvent.change(screen.getByLabelText('coupons:field.label'), { target: { value: 'welcome10' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'coupons:field.apply' })));
  expect(post).toHaveBeenCalledWith('/api/orders/G261129000001/coupon', { code: 'welcome10' });
  await waitFor(() => expect(screen.getByText('coupons:field.applied {"code":"WELCOME10"}')).toBeInTheDocument());
  expect(screen.getByText('−NT$100')).toBeInTheDocument();
  expect(screen.getByText('NT$1,050')).toBeInTheDocument();
});

test('a refusal shows its own message and keeps the field', async () => {
  post.mockRejectedValue(new ApiError('CONFLICT', 'This coupon has expired.', 409, [], undefined, 'coupons:errors.expired'));
  show();
  fireEvent.change(screen.getByLabelText('coupons:field.label'), { target: { value: 'OLDCODE' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'coupons:field.apply' })));
  expect(await screen.findByRole('alert')).toHaveTextContent('coupons:errors.expired');
  expect(screen.getByLabelText('coupons:field.label')).toBeInTheDocument();
});

test('too many guesses: the shared 429 message', async () => {
  post.mockRejectedValue(new ApiError('RATE_LIMITED', 'Too many attempts.', 429, [], undefined, 'errors:rateLimited'));
  show();
  fireEvent.change(screen.getByLabelText('coupons:field.label'), { target: { value: 'GUESS1' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'coupons:field.apply' })));
  expect(await screen.findByRole('alert')).toHaveTextContent('errors:rateLimited');
});

test('removing calls DELETE and shows the field again', async () => {
  remove.mockResolvedValue({ ...APPLIED, code: null, discountAmount: 0, totalAmount: 1_150 });
  show({ currency: 'TWD', discountAmount: 100, totalAmount: 1_050, code: null });
  expect(screen.getByText('coupons:field.appliedNoCode')).toBeInTheDocument();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'coupons:field.remove' })));
  expect(remove).toHaveBeenCalledWith('/api/orders/G261129000001/coupon');
  await waitFor(() => expect(screen.getByLabelText('coupons:field.label')).toBeInTheDocument());
});
