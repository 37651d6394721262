// The return address dialog (docs/product/order-lifecycle.md#shipping-address-changes) on the one form dialog
// (FormDialog, issue #24) with a mocked API: the order's current entry is chosen, the choice is sent with the order's
// shown state, the server's refusal stands under the choice, no address book means nothing to save, a stale page goes
// back to the page, and the new-address form opens beside it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, api } from '@/lib/client/api';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import type { AddressView } from '@/lib/shared/schemas/address';
import { ChangeAddressDialog } from './ChangeAddressDialog';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));
jest.mock('@/components/account/AddressFormDialog', () => ({ AddressFormDialog: () => <p>new address form</p> }));
jest.mock('@/lib/client/api', () => ({
  ...jest.requireActual('@/lib/client/api'),
  api: { post: jest.fn(), put: jest.fn(), get: jest.fn() },
}));

const get = api.get as jest.Mock;
const put = api.put as jest.Mock;

const HOME: AddressView = {
  id: 7,
  nickname: 'Home',
  recipient: '王小明',
  phone: '0912345678',
  postalCode: '100',
  address: '台北市中正區重慶南路一段 122 號',
  addressDetail: '3F',
  deliveryMemo: null,
  isDefault: true,
};
const OFFICE: AddressView = { ...HOME, id: 9, nickname: 'Office', address: '新北市板橋區中山路一段 161 號', addressDetail: null, isDefault: false };

const ORDER = {
  orderNumber: 'G261128000001',
  status: 'PROCESSING',
  processingStatus: 'WAREHOUSE_IN',
  shipping: { recipient: HOME.recipient, address: HOME.address, addressDetail: HOME.addressDetail, postalCode: HOME.postalCode },
} as unknown as OrderDetail;

function show(addresses: AddressView[]) {
  get.mockResolvedValue(addresses);
  const onDone = jest.fn();
  const onClose = jest.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ChangeAddressDialog order={ORDER} onClose={onClose} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { onDone, onClose };
}

const save = () => screen.getByRole('button', { name: 'address.save' });

beforeEach(() => {
  get.mockReset();
  put.mockReset();
});

test("the order's address book entry is chosen; another choice is sent with the order as shown", async () => {
  put.mockResolvedValue({ orderNumber: ORDER.orderNumber });
  const { onDone } = show([HOME, OFFICE]);
  expect(screen.getByRole('dialog', { name: 'address.dialogTitle' })).toBeInTheDocument();
  expect(await screen.findByRole('radio', { name: /Home/ })).toBeChecked();
  fireEvent.click(screen.getByRole('radio', { name: /Office/ }));
  await act(async () => {
    fireEvent.click(save());
  });
  await waitFor(() => expect(onDone).toHaveBeenCalledWith({ severity: 'success', key: 'address.changed' }));
  expect(put).toHaveBeenCalledTimes(1);
  expect(put).toHaveBeenCalledWith('/api/orders/G261128000001/address', {
    shippingAddressId: 9,
    expectedStatus: 'PROCESSING',
    expectedProcessingStatus: 'WAREHOUSE_IN',
  });
});

test("the server's refusal of the address stands under the choice, and nothing is reported done", async () => {
  put.mockRejectedValue(new ApiError('VALIDATION', 'x', 400, [{ path: 'shippingAddressId', key: 'myorders:errors.deliveryCostWouldChange', message: 'x' }]));
  const { onDone } = show([HOME, OFFICE]);
  fireEvent.click(await screen.findByRole('radio', { name: /Office/ }));
  await act(async () => {
    fireEvent.click(save());
  });
  expect(await screen.findByTestId('address-refused')).toHaveTextContent('myorders:errors.deliveryCostWouldChange');
  expect(onDone).not.toHaveBeenCalled();
  expect(save()).toBeEnabled();
});

test('an unexpected failure is said under the form', async () => {
  put.mockRejectedValue(new ApiError('INTERNAL', 'Server error', 500));
  show([HOME, OFFICE]);
  await screen.findByRole('radio', { name: /Home/ });
  await act(async () => {
    fireEvent.click(save());
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('errors:serverError');
});

test('a stale page hands back "changed meanwhile"', async () => {
  put.mockRejectedValue(new ApiError('CONFLICT', 'changed', 409, [], { orderNumber: ORDER.orderNumber, timeline: [] }, 'myorders:errors.changedMeanwhile'));
  const { onDone } = show([HOME]);
  await screen.findByRole('radio', { name: /Home/ });
  await act(async () => {
    fireEvent.click(save());
  });
  await waitFor(() => expect(onDone).toHaveBeenCalledWith({ severity: 'warning', key: 'myorders:errors.changedMeanwhile' }));
});

test('no address book: nothing to save, a new address can be added beside the dialog, Keep closes', async () => {
  const { onClose } = show([]);
  expect(await screen.findByText('address.none')).toBeInTheDocument();
  expect(save()).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'address.add' }));
  expect(screen.getByText('new address form')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'address.keep' }));
  expect(onClose).toHaveBeenCalled();
});
