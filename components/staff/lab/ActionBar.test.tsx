// The action bar with a mocked API: only what the server allows, the statuses the page showed in every body, the
// fresh order of a conflict replacing the page's data with "changed meanwhile", and the money dialogs' amounts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { staffOrderKey } from '@/hooks/useStaffOrder';
import { ApiError, api } from '@/lib/client/api';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import { NO_ACTIONS, staffCard, staffOrder } from './__fixtures__/staff-order';
import { ActionBar } from './ActionBar';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));
jest.mock('@/lib/client/api', () => ({
  ...jest.requireActual('@/lib/client/api'),
  api: { post: jest.fn(), put: jest.fn(), get: jest.fn() },
}));

const post = api.post as jest.Mock;

function show(detail: StaffOrderDetail) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(staffOrderKey(detail.view.orderNumber), detail);
  const onDone = jest.fn();
  render(
    <QueryClientProvider client={client}>
      <ActionBar detail={detail} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { client, onDone };
}

beforeEach(() => post.mockReset());

test('offers nothing the server does not allow', () => {
  show(staffOrder());
  expect(screen.queryAllByRole('button')).toEqual([]);
  expect(screen.getByText('actions.none')).toBeInTheDocument();
});

test('receiving sends the statuses the page showed, once for a double click', async () => {
  const detail = staffOrder({ processingStatus: 'SHIPPING_IN', actions: { ...NO_ACTIONS, receive: true } });
  post.mockResolvedValue({ ...detail, processingStatus: 'SHIPPING_IN_COMPLETE' });
  const { client, onDone } = show(detail);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'actions.receive.parcel' }));
    fireEvent.click(screen.getByRole('button', { name: 'actions.receive.parcel' }));
  });
  await waitFor(() => expect(onDone).toHaveBeenCalledWith({ severity: 'success', key: 'lab:done.received' }));
  expect(post).toHaveBeenCalledTimes(1);
  expect(post).toHaveBeenCalledWith('/api/admin/orders/G261123000007/receive', { expectedStatus: 'PROCESSING', expectedProcessingStatus: 'SHIPPING_IN' });
  expect(client.getQueryData<StaffOrderDetail>(staffOrderKey('G261123000007'))?.processingStatus).toBe('SHIPPING_IN_COMPLETE');
});

test('the advance names its step and sends it as `to`', async () => {
  const detail = staffOrder({ actions: { ...NO_ACTIONS, advanceTo: 'CARD_CORRESPOND_CHECKED' } });
  post.mockResolvedValue({ ...detail, processingStatus: 'CARD_CORRESPOND_CHECKED' });
  show(detail);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'actions.advance {"step":"lab:processing.CARD_CORRESPOND_CHECKED"}' }));
  });
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('/api/admin/orders/G261123000007/advance', {
      expectedStatus: 'PROCESSING',
      expectedProcessingStatus: 'WAREHOUSE_IN',
      to: 'CARD_CORRESPOND_CHECKED',
    }),
  );
});

test('a blocked advance shows why, and no button', () => {
  show(staffOrder({ actions: { ...NO_ACTIONS, advanceTo: 'CARD_CORRESPOND_CHECKED', advanceBlockedBy: 'cardsUnchecked' } }));
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByTestId('advance-blocked')).toHaveTextContent(
    'actions.blocked {"step":"lab:processing.CARD_CORRESPOND_CHECKED","reason":"lab:blocked.cardsUnchecked"}',
  );
});

test('a stale page shows the fresh order from the conflict and says the order changed', async () => {
  const detail = staffOrder({ actions: { ...NO_ACTIONS, advanceTo: 'CARD_CORRESPOND_CHECKED' } });
  const fresh = { ...detail, processingStatus: 'CARD_CORRESPOND_CHECKED' as const, actions: NO_ACTIONS };
  post.mockRejectedValue(new ApiError('CONFLICT', 'changed', 409, [], fresh, 'labApi:errors.changedMeanwhile'));
  const { client, onDone } = show(detail);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /actions\.advance/ }));
  });
  await waitFor(() => expect(onDone).toHaveBeenCalledWith({ severity: 'warning', key: 'labApi:errors.changedMeanwhile' }));
  expect(client.getQueryData<StaffOrderDetail>(staffOrderKey('G261123000007'))?.processingStatus).toBe('CARD_CORRESPOND_CHECKED');
  // Not also shown as a failure.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a refusal reads the server’s own message', async () => {
  const detail = staffOrder({ actions: { ...NO_ACTIONS, advanceTo: 'CARD_CORRESPOND_CHECKED' } });
  post.mockRejectedValue(new ApiError('CONFLICT', 'no', 409, [], undefined, 'labApi:errors.notAllowed'));
  show(detail);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /actions\.advance/ }));
  });
  expect(await screen.findByText('labApi:errors.notAllowed')).toBeInTheDocument();
});

test('the partial cancellation lists the omitted and ungradable cards and their sum, and needs a reason', async () => {
  const detail = staffOrder({
    processingStatus: 'CARD_CORRESPOND_CHECKED',
    cards: [
      staffCard({ id: 1, position: 0, correspondCheck: 'OK' }),
      staffCard({ id: 2, position: 1, correspondCheck: 'OMITTED', price: 500, playerName: 'Mew' }),
      staffCard({ id: 3, position: 2, correspondCheck: 'UNGRADABLE', price: 620, playerName: 'Eevee' }),
      staffCard({ id: 4, position: 3, correspondCheck: 'OMITTED', refunded: true, playerName: 'Ditto' }),
    ],
    actions: { ...NO_ACTIONS, partialCancel: true },
  });
  post.mockResolvedValue({ ...detail, status: 'REQUEST_PARTIAL_CANCELED' });
  const { onDone } = show(detail);
  fireEvent.click(screen.getByRole('button', { name: 'actions.partialCancel' }));
  const dialog = await screen.findByRole('dialog');
  const cards = within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(cards).toHaveLength(2);
  expect(cards[0]).toContain('Mew');
  expect(cards[1]).toContain('Eevee');
  expect(within(dialog).getByTestId('partialCancel-amount')).toHaveTextContent('NT$1,120');
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: /partialCancel\.confirm/ }));
  });
  expect(await within(dialog).findByText('labApi:validation.reasonRequired')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
  fireEvent.change(within(dialog).getByLabelText(/dialog\.reason/), { target: { value: 'Card missing from the parcel' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: /partialCancel\.confirm/ }));
  });
  await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ severity: 'success', key: 'lab:done.partialCancel' })));
  expect(post).toHaveBeenCalledWith('/api/admin/orders/G261123000007/partial-cancel', {
    expectedStatus: 'PROCESSING',
    expectedProcessingStatus: 'CARD_CORRESPOND_CHECKED',
    reason: 'Card missing from the parcel',
  });
});

test('shipping out asks for the courier of the order’s currency and the tracking number', async () => {
  const detail = staffOrder({ processingStatus: 'WAREHOUSE_OUT', actions: { ...NO_ACTIONS, shipOut: true } });
  post.mockResolvedValue({ ...detail, processingStatus: 'SHIPPING_OUT' });
  const { onDone } = show(detail);
  fireEvent.click(screen.getByRole('button', { name: 'actions.shipOut' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/ship\.courier/), { target: { value: 'TCAT' } });
  fireEvent.change(within(dialog).getByLabelText(/ship\.trackingNumber/), { target: { value: '1234-5678-9012' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'ship.confirm' }));
  });
  await waitFor(() => expect(onDone).toHaveBeenCalledWith({ severity: 'success', key: 'lab:done.shipped' }));
  expect(post).toHaveBeenCalledWith('/api/admin/orders/G261123000007/ship', {
    expectedStatus: 'PROCESSING',
    expectedProcessingStatus: 'WAREHOUSE_OUT',
    courier: 'TCAT',
    trackingNumber: '1234-5678-9012',
  });
});

test('the next step comes first; refunds and cancellations sit apart under their own heading (issue #24)', () => {
  show(staffOrder({ actions: { ...NO_ACTIONS, receive: true, partialCancel: true, fullRefund: true } }));
  const buttons = screen.getAllByRole('button').map((button) => button.textContent);
  expect(buttons).toEqual(['actions.receive.parcel', 'actions.partialCancel', expect.stringMatching(/^actions\.fullRefund/)]);
  const money = screen.getByRole('region', { name: 'actions.moneyTitle' });
  expect(
    within(money)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['actions.partialCancel', expect.stringMatching(/^actions\.fullRefund/)]);
  expect(within(money).queryByText('actions.receive.parcel')).not.toBeInTheDocument();
});

test('after an earlier refund the staff refund offers the rest, and its dialog says so', async () => {
  const refunded = staffOrder({ actions: { ...NO_ACTIONS, fullRefund: true }, moneyHeld: 500 });
  (refunded.view as { refunds: unknown[] }).refunds = [{ amount: 600, status: 'COMPLETED', requestedAt: '2026-11-20T00:00:00.000Z', completedAt: null }];
  show(refunded);
  const button = screen.getByRole('button', { name: /^actions\.refundRest/ });
  expect(button).toHaveTextContent('500');
  fireEvent.click(button);
  expect(await screen.findByRole('dialog', { name: /fullRefund\.restTitle/ })).toBeInTheDocument();
});
