// The void/restore dialog on the one FormDialog (issue #24): the consequence describes the dialog, the reason is
// checked by the API's own schema before anything is sent, and a refusal that is not about the reason is an alert.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, api } from '@/lib/client/api';
import { staffCertificate } from './__fixtures__/staff-certificate';
import { ReasonDialog } from './ReasonDialog';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));
jest.mock('@/lib/client/api', () => ({
  ...jest.requireActual('@/lib/client/api'),
  api: { post: jest.fn(), put: jest.fn(), get: jest.fn() },
}));

const post = api.post as jest.Mock;

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onDone = jest.fn();
  render(
    <QueryClientProvider client={client}>
      <ReasonDialog kind="void" detail={staffCertificate('ADMIN')} onClose={jest.fn()} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { onDone };
}

beforeEach(() => post.mockReset());

test('the consequence describes the dialog; a too short reason is refused by the schema before any request', async () => {
  show();
  expect(screen.getByRole('dialog')).toHaveAccessibleDescription('void.lead');
  fireEvent.change(screen.getByRole('textbox', { name: /dialog.reason/ }), { target: { value: 'abc' } });
  fireEvent.click(screen.getByRole('button', { name: 'void.confirm' }));
  expect(await screen.findByText(/validation.reasonTooShort/)).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

test('a refusal that is not about the reason is shown as the form alert', async () => {
  post.mockRejectedValue(new ApiError('FORBIDDEN', 'no', 403));
  show();
  fireEvent.change(screen.getByRole('textbox', { name: /dialog.reason/ }), { target: { value: 'Wrong card photographed' } });
  fireEvent.click(screen.getByRole('button', { name: 'void.confirm' }));
  await waitFor(() => expect(post).toHaveBeenCalled());
  expect(await screen.findByRole('alert')).toBeInTheDocument();
});
