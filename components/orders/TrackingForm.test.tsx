// The tracking form with a mocked API: couriers of the order's currency, the note's counter, the shared schema, the
// statuses the page showed in the body, and the server's field errors under their fields.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, api } from '@/lib/client/api';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { TrackingForm } from './TrackingForm';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'zh-TW' }) }));
jest.mock('@/lib/client/api', () => ({
  ...jest.requireActual('@/lib/client/api'),
  api: { post: jest.fn(), put: jest.fn(), get: jest.fn() },
}));

const put = api.put as jest.Mock;

const ORDER = {
  orderNumber: 'G261123000002',
  status: 'PROCESSING',
  processingStatus: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
  currency: 'TWD',
  trackingIn: null,
} as unknown as OrderDetail;

function show(onDone = jest.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TrackingForm order={ORDER} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

const save = () => screen.getByRole('button', { name: 'tracking.save' });

beforeEach(() => put.mockReset());

test('offers the Taiwanese couriers in the member’s language, ending with "other"', () => {
  show();
  const courier = screen.getByLabelText(/tracking\.courier/);
  const options = within(courier)
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(options[0]).toBe('tracking.chooseCourier');
  expect(options).toContain('黑貓宅急便');
  expect(options[options.length - 1]).toBe('其他');
});

test('counts the note up to 200 characters', () => {
  show();
  expect(screen.getByText('tracking.counter {"count":0,"max":200}')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText(/tracking\.note/), { target: { value: 'Left at the front desk' } });
  expect(screen.getByText('tracking.counter {"count":22,"max":200}')).toBeInTheDocument();
});

test('validates with the shared schema before sending', async () => {
  show();
  await act(async () => {
    fireEvent.click(save());
  });
  expect(await screen.findByText('myorders:validation.courierRequired')).toBeInTheDocument();
  expect(screen.getByText('myorders:validation.trackingNumberRequired')).toBeInTheDocument();
  expect(put).not.toHaveBeenCalled();
});

test('sends the tracking with the statuses the page showed; one request for a double click', async () => {
  put.mockResolvedValue({ ...ORDER, processingStatus: 'SHIPPING_IN' });
  const onDone = show();
  fireEvent.change(screen.getByLabelText(/tracking\.courier/), { target: { value: 'TCAT' } });
  fireEvent.change(screen.getByLabelText(/tracking\.trackingNumber/), { target: { value: '9012-3456-7890' } });
  await act(async () => {
    fireEvent.click(save());
    fireEvent.click(save());
  });
  await waitFor(() => expect(onDone).toHaveBeenCalledWith({ severity: 'success', key: 'tracking.saved' }));
  expect(put).toHaveBeenCalledTimes(1);
  expect(put).toHaveBeenCalledWith('/api/orders/G261123000002/tracking', {
    courier: 'TCAT',
    trackingNumber: '9012-3456-7890',
    expectedStatus: 'PROCESSING',
    expectedProcessingStatus: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
  });
});

test('the server’s field errors go under their fields', async () => {
  put.mockRejectedValue(new ApiError('VALIDATION', 'x', 400, [{ path: 'courier', key: 'myorders:errors.courierNotForCurrency', message: 'x' }]));
  show();
  fireEvent.change(screen.getByLabelText(/tracking\.courier/), { target: { value: 'HCT' } });
  fireEvent.change(screen.getByLabelText(/tracking\.trackingNumber/), { target: { value: 'ABC12345' } });
  await act(async () => {
    fireEvent.click(save());
  });
  expect(await screen.findByText('myorders:errors.courierNotForCurrency')).toBeInTheDocument();
});
