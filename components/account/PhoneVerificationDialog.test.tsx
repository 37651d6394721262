// The phone verification dialog on react-hook-form with the API's own schemas (issue #24): the number the country
// code and the national number make is checked by sendPhoneCodeSchema before it is sent, the code by
// checkPhoneCodeSchema; a number typed elsewhere is offered when the dialog opens.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, api } from '@/lib/client/api';
import { PhoneVerificationDialog } from './PhoneVerificationDialog';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('@/lib/client/api', () => ({
  ...jest.requireActual('@/lib/client/api'),
  api: { post: jest.fn(), get: jest.fn() },
}));

const post = api.post as jest.Mock;

function show(defaultPhone?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PhoneVerificationDialog open onClose={jest.fn()} defaultPhone={defaultPhone} />
    </QueryClientProvider>,
  );
}

const number = () => screen.getByRole('textbox', { name: /dialog.number/ });
const sendButton = () => screen.getByRole('button', { name: /dialog.send/ });

beforeEach(() => post.mockReset());

test('an empty or impossible number is refused under the field and nothing is sent', async () => {
  show();
  fireEvent.click(sendButton());
  expect(await screen.findByText(/validation.required/)).toBeInTheDocument();
  fireEvent.change(number(), { target: { value: '12' } });
  fireEvent.click(sendButton());
  expect(await screen.findByText(/validation.format/)).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

test('a valid number is sent in E.164, then the code is checked by the schema before it is sent', async () => {
  post.mockResolvedValueOnce({ phoneNumber: '+886912345678', expiresAt: '2026-11-28T20:30:00.000Z' });
  show();
  fireEvent.change(number(), { target: { value: '0912-345-678' } });
  fireEvent.click(sendButton());
  await waitFor(() => expect(post).toHaveBeenCalledWith('/api/sendVerificationToken', { phoneNumber: '+886912345678' }));
  const code = await screen.findByRole('textbox', { name: /dialog.code/ });
  fireEvent.change(code, { target: { value: '12a3' } });
  expect(code).toHaveValue('123');
  fireEvent.click(screen.getByRole('button', { name: /dialog.verify/ }));
  expect(await screen.findByText(/validation.codeFormat/)).toBeInTheDocument();
  expect(post).toHaveBeenCalledTimes(1);

  post.mockRejectedValueOnce(new ApiError('WRONG_CODE', 'wrong', 400));
  fireEvent.change(code, { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: /dialog.verify/ }));
  await waitFor(() => expect(post).toHaveBeenLastCalledWith('/api/verificationCheck', { phoneNumber: '+886912345678', code: '123456' }));
  expect(await screen.findByText(/errors.wrongCode/)).toBeInTheDocument();
});

test('a number typed elsewhere is offered when the dialog opens', () => {
  show('+82 10-1234-5678');
  expect(number()).toHaveValue('10-1234-5678');
});
