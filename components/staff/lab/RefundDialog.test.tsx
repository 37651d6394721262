// The partial-cancel dialog when the member has no refund account yet (issue #10): the refusal is shown, and under it
// whether the member was e-mailed for the account now or when last (the 409's data, refund-account-request.ts).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { shownOrder } from '@/hooks/useStaffOrderActions';
import { ApiError, api } from '@/lib/client/api';
import { NO_ACTIONS, staffCard, staffOrder } from './__fixtures__/staff-order';
import { RefundDialog } from './RefundDialog';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));
jest.mock('@/lib/client/api', () => ({
  ...jest.requireActual('@/lib/client/api'),
  api: { post: jest.fn(), put: jest.fn(), get: jest.fn() },
}));

const post = api.post as jest.Mock;

const detail = staffOrder({
  processingStatus: 'CARD_CORRESPOND_CHECKED',
  cards: [staffCard({ id: 1, position: 0, correspondCheck: 'OK' }), staffCard({ id: 2, position: 1, correspondCheck: 'UNGRADABLE', price: 620 })],
  actions: { ...NO_ACTIONS, partialCancel: true, advanceTo: 'VSC_CHECKED', advanceBlockedBy: 'refundAccountRequired' },
});

async function refusedWith(data: unknown) {
  post.mockReset();
  post.mockRejectedValue(new ApiError('CONFLICT', 'The member has not given a refund account yet.', 409, [], data, 'labApi:errors.refundAccountRequired'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RefundDialog kind="partialCancel" detail={detail} order={shownOrder(detail)} onClose={jest.fn()} onDone={jest.fn()} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/dialog\.reason/), { target: { value: 'Card torn' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: /partialCancel\.confirm/ }));
  });
  const alert = await within(dialog).findByRole('alert');
  return { alert, unmount: view.unmount };
}

test('the member was e-mailed now: the refusal says so', async () => {
  const { alert, unmount } = await refusedWith({ memberAsked: true, askedAt: '2026-11-20T02:00:00.000Z' });
  expect(alert).toHaveTextContent('labApi:errors.refundAccountRequired');
  expect(within(alert).getByTestId('refund-account-request')).toHaveTextContent(/^partialCancel\.memberAsked \{"at":"Nov 20, 2026 10:00","hours":24\}$/);
  unmount();
});

test('the member was e-mailed earlier: when, and that another e-mail waits', async () => {
  const { alert, unmount } = await refusedWith({ memberAsked: false, askedAt: '2026-11-19T02:00:00.000Z' });
  expect(within(alert).getByTestId('refund-account-request')).toHaveTextContent(/^partialCancel\.memberAskedBefore \{"at":"Nov 19, 2026 10:00","hours":24\}$/);
  unmount();
});

test('a refusal without a request (the account arrived meanwhile, an older server): only the refusal', async () => {
  for (const data of [undefined, { memberAsked: false, askedAt: null }]) {
    const { alert, unmount } = await refusedWith(data);
    expect(alert).toHaveTextContent('labApi:errors.refundAccountRequired');
    expect(within(alert).queryByTestId('refund-account-request')).toBeNull();
    unmount();
  }
});
