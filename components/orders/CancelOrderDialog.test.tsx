// The cancel dialog with a mocked API: the refund amount the server computed, the delivery cost kept while the cards
// travel, the refund account asked first, one request for a double click, field errors under their fields, a stale
// page handed back to the page, and 'Cancellation failed' for anything unexpected.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, api } from '@/lib/client/api';
import { CancelOrderDialog, type CancelTarget } from './CancelOrderDialog';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));
jest.mock('@/lib/client/api', () => ({
  ...jest.requireActual('@/lib/client/api'),
  api: { post: jest.fn(), put: jest.fn(), get: jest.fn() },
}));

const post = api.post as jest.Mock;

const ORDER: CancelTarget = {
  orderNumber: 'G261123000001',
  status: 'PROCESSING',
  processingStatus: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
  currency: 'TWD',
  deliveryCost: 150,
  refundAmount: 3100,
  needsRefundAccount: false,
};

function show(order: Partial<CancelTarget> = {}) {
  const onDone = jest.fn();
  const onClose = jest.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CancelOrderDialog order={{ ...ORDER, ...order }} onClose={onClose} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { onDone, onClose };
}

const confirm = () => screen.getByRole('button', { name: 'cancel.confirm' });

beforeEach(() => post.mockReset());

test('states the refund the server computed; nothing about return postage before the cards travel', () => {
  show();
  expect(screen.getByRole('dialog', { name: /cancel\.title/ })).toBeInTheDocument();
  expect(screen.getByText('cancel.refund {"amount":"NT$3,100"}')).toBeInTheDocument();
  expect(screen.queryByText(/cancel\.travelling/)).not.toBeInTheDocument();
  expect(screen.queryByLabelText(/refund\.fields\.bank/)).not.toBeInTheDocument();
});

test('while the cards travel (SHIPPING_IN) the delivery cost pays for sending them back (decision 0008)', () => {
  show({ processingStatus: 'SHIPPING_IN', refundAmount: 2950 });
  expect(screen.getByText('cancel.refund {"amount":"NT$2,950"}')).toBeInTheDocument();
  expect(screen.getByText('cancel.travelling {"amount":"NT$150"}')).toBeInTheDocument();
});

test('an unpaid order refunds nothing', () => {
  show({ status: 'SAVED', processingStatus: 'NOT_PROCESSING', refundAmount: 0 });
  expect(screen.getByText('cancel.noRefund')).toBeInTheDocument();
});

test('a double click sends one request; the outcome names the refund requested', async () => {
  post.mockResolvedValue({
    orderNumber: ORDER.orderNumber,
    status: 'CANCELLED',
    refunds: [{ amount: 3100, status: 'REQUESTED', requestedAt: '2026-11-23T00:00:00Z', completedAt: null }],
  });
  const { onDone } = show();
  await act(async () => {
    fireEvent.click(confirm());
    fireEvent.click(confirm());
  });
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(post).toHaveBeenCalledTimes(1);
  expect(post).toHaveBeenCalledWith('/api/orders/G261123000001/cancel', {
    expectedStatus: 'PROCESSING',
    expectedProcessingStatus: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
    refundAccount: null,
  });
  expect(onDone).toHaveBeenCalledWith({
    severity: 'success',
    key: 'cancel.done.refundRequested',
    params: { orderNumber: ORDER.orderNumber, amount: 'NT$3,100' },
  });
});

test('asks for the refund account first, validated by the shared schema', async () => {
  show({ needsRefundAccount: true });
  await act(async () => {
    fireEvent.click(confirm());
  });
  expect(await screen.findByText('myorders:validation.bankRequired')).toBeInTheDocument();
  expect(screen.getByText('myorders:validation.accountNumberRequired')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();

  post.mockResolvedValue({ orderNumber: ORDER.orderNumber, status: 'CANCELLED', refunds: [] });
  fireEvent.change(screen.getByLabelText(/refund\.fields\.bank/), { target: { value: 'TW-808' } });
  fireEvent.change(screen.getByLabelText(/refund\.fields\.accountNumber/), { target: { value: '123456789012' } });
  fireEvent.change(screen.getByLabelText(/refund\.fields\.holderName/), { target: { value: '王小明' } });
  await act(async () => {
    fireEvent.click(confirm());
  });
  await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
  expect(post.mock.calls[0][1]).toMatchObject({ refundAccount: { bank: 'TW-808', accountNumber: '123456789012', holderName: '王小明' } });
});

test('the server’s field errors go under their fields', async () => {
  post.mockRejectedValue(new ApiError('VALIDATION', 'x', 400, [{ path: 'refundAccount.bank', key: 'myorders:errors.bankNotForCurrency', message: 'x' }]));
  show({ needsRefundAccount: true });
  fireEvent.change(screen.getByLabelText(/refund\.fields\.bank/), { target: { value: 'TW-004' } });
  fireEvent.change(screen.getByLabelText(/refund\.fields\.accountNumber/), { target: { value: '1234567890' } });
  fireEvent.change(screen.getByLabelText(/refund\.fields\.holderName/), { target: { value: 'Kim' } });
  await act(async () => {
    fireEvent.click(confirm());
  });
  expect(await screen.findByText('myorders:errors.bankNotForCurrency')).toBeInTheDocument();
  expect(screen.queryByText('myorders:errors.cancelFailed')).not.toBeInTheDocument();
});

test('the server asks for the refund account the page did not know was needed: the fields appear', async () => {
  post.mockRejectedValue(new ApiError('VALIDATION', 'x', 400, [{ path: 'refundAccount', key: 'myorders:errors.refundAccountRequired', message: 'x' }]));
  show();
  await act(async () => {
    fireEvent.click(confirm());
  });
  expect(await screen.findByText('myorders:errors.refundAccountRequired')).toBeInTheDocument();
  expect(screen.getByLabelText(/refund\.fields\.accountNumber/)).toBeInTheDocument();
});

test('an unexpected failure reads "Cancellation failed"', async () => {
  post.mockRejectedValue(new ApiError('INTERNAL', 'Server error', 500));
  const { onDone } = show();
  await act(async () => {
    fireEvent.click(confirm());
  });
  expect(await screen.findByText('myorders:errors.cancelFailed')).toBeInTheDocument();
  expect(onDone).not.toHaveBeenCalled();
  expect(confirm()).toBeEnabled();
});

test('a stale page hands the fresh order to the page with "changed meanwhile"', async () => {
  post.mockRejectedValue(new ApiError('CONFLICT', 'changed', 409, [], { orderNumber: ORDER.orderNumber, timeline: [] }, 'myorders:errors.changedMeanwhile'));
  const { onDone } = show();
  await act(async () => {
    fireEvent.click(confirm());
  });
  await waitFor(() => expect(onDone).toHaveBeenCalledWith({ severity: 'warning', key: 'myorders:errors.changedMeanwhile' }));
});
